import { decisionControls, type ControlName } from './controls';
import { eventTimingThresholdMs, tapDuration, type InteractionEntry } from './event-timing';
import { landingAfter, type HeadingSeen } from './heading-probe';
import type { Copy, Phase, VisitFlow } from './visit-flow';
import type { Visit } from './phone-profile';
import type { TapsSeen } from './visit-answers';

/** One tap of a visit as the visitor met it; times in ms, Infinity for an answer that never showed. */
export interface TapRecord {
  readonly control: ControlName;
  readonly phase: Phase;
  readonly copy: Copy;
  readonly visit: Visit;
  /** From the first contentful paint to the tap. */
  readonly afterPaint: number;
  /** The tap's Event Timing duration: to the next frame painted after its handlers. */
  readonly duration: number;
  /** From the tap to the first frame showing each answer (`menu`, `frame`, `dialog`, `effect`, `landing`) and to the reload (`reload`). */
  readonly answers: Readonly<Record<string, number>>;
}

const never = Number.POSITIVE_INFINITY;

/**
 * A consent decision has taken effect once its record is stored and the panel is gone,
 * and only if the page then reloads as the specification says (300 ms after saving);
 * without the reload the decision did not take effect as specified.
 */
export const decisionEffect = (effect: number, reload: number): number => (Number.isFinite(reload) ? effect : never);

/**
 * The taps of a visit from the probes' records; `expected` names each tap's answers,
 * `paintAt` is the first contentful paint on the browser's clock. A tap the page never
 * registered, or an answer it never showed, counts as infinitely slow.
 */
export function tapRecords(
  flow: VisitFlow,
  expected: readonly (readonly string[])[],
  seen: TapsSeen | null,
  entries: readonly InteractionEntry[] | null,
  headings: readonly HeadingSeen[] | null,
  paintAt: number,
): TapRecord[] {
  return flow.taps.map((control, index) => {
    const tap = seen?.taps[index];
    const answers: Record<string, number> = Object.fromEntries((expected[index] ?? []).map((name) => [name, tap?.answers[name] ?? never]));
    const base = { control, phase: flow.phase, copy: flow.copy, visit: flow.visit };
    if (tap === undefined) return { ...base, afterPaint: never, duration: never, answers };
    if (decisionControls.includes(control)) {
      const reload = seen?.leftAt === null || seen?.leftAt === undefined ? never : seen.leftAt - tap.at;
      answers['reload'] = reload;
      answers['effect'] = decisionEffect(answers['effect'] ?? never, reload);
    }
    if (control === 'services-link') {
      // The heading the tab shows last is the page the link led to.
      const landing = (headings ?? []).filter((heading) => heading.frameAt >= tap.at).at(-1);
      answers['landing'] = landing === undefined ? never : landingAfter(headings ?? [], landing.text, tap.at);
    }
    const until = seen?.taps[index + 1]?.at ?? never;
    return { ...base, afterPaint: tap.at - paintAt, duration: tapDuration(entries ?? [], tap.at, until, eventTimingThresholdMs), answers };
  });
}
