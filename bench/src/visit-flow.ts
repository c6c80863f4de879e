import type { ControlName } from './controls';
import type { Visit } from './phone-profile';

/**
 * When in a load the visitor taps, as seen from the page:
 * - `at-paint`: 100 ms after the first contentful paint, the page still waiting for the visitor;
 * - `at-idle`: once the network is idle (the start's files fetched ahead), nothing touched yet;
 * - `in-start`: 100 ms after something else started the application (a key press, which
 *   neither scrolls nor moves the tap's target), so the tap meets the start's work;
 * - `after-start`: after 12 s of only reading, when the application has started unprompted.
 */
export const phases = ['at-paint', 'at-idle', 'in-start', 'after-start'] as const;
export type Phase = (typeof phases)[number];

/** The site as it is, or the same page without scripts (the bench's script-free copy) in a browser with JavaScript off. */
export type Copy = 'site' | 'script-free';

/** One visit: a cold load of a bench page in a fresh context and a sequence of taps, each once the previous one was answered. */
export interface VisitFlow {
  readonly copy: Copy;
  readonly visit: Visit;
  readonly phase: Phase;
  readonly taps: readonly ControlName[];
}

const site = (visit: Visit, phase: Phase, taps: readonly ControlName[]): VisitFlow => ({ copy: 'site', visit, phase, taps });

/** The visits made of every bench page in each run, site and script-free copy alternating with the phases. */
export const visitFlows: readonly VisitFlow[] = [
  site('returning', 'at-paint', ['menu', 'assistant']),
  { copy: 'script-free', visit: 'returning', phase: 'at-paint', taps: ['menu', 'services-link'] },
  site('returning', 'at-paint', ['menu', 'services-link']),
  site('returning', 'at-paint', ['booking']),
  site('returning', 'at-paint', ['cookie-settings']),
  site('returning', 'at-idle', ['menu', 'assistant']),
  { copy: 'script-free', visit: 'returning', phase: 'at-idle', taps: ['menu'] },
  site('returning', 'at-idle', ['booking']),
  site('returning', 'in-start', ['menu', 'assistant']),
  site('returning', 'in-start', ['booking']),
  // The menu last: a dialog it leaves open in front of the page would keep the other taps from their controls.
  site('returning', 'after-start', ['booking', 'close', 'cookie-settings', 'close', 'menu', 'assistant']),
  // Dialogs that start their third party: what a visitor who allowed it waits for (the whole-dialog budget).
  site('granting', 'at-paint', ['menu', 'assistant']),
  site('granting', 'at-paint', ['booking']),
  site('granting', 'at-idle', ['menu', 'assistant']),
  site('granting', 'at-idle', ['booking']),
  site('first', 'at-paint', ['accept-all']),
  site('first', 'at-paint', ['essential-only']),
  site('first', 'at-idle', ['save-selection']),
  site('first', 'in-start', ['accept-all']),
  site('first', 'after-start', ['accept-all']),
];
