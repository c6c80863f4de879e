/**
 * Prerendered pages paint long before the application runs. A control that only the
 * application can answer (it sends a bus event) carries the event in its markup, so
 * the page's inline boot script can take a click on it before then: it marks the
 * control busy and keeps the click until the application replays it, the way
 * Angular's event replay and the JSAction library do.
 */
import { firstVisitPanelAttribute, firstVisitPanelId } from '../consent/first-visit-panel';
import { eventNames, type EventName } from '../events/event-map';

export const busEventAttribute = 'data-bus-event';
export const busDetailAttribute = 'data-bus-detail';

const queueKey = '__isarlichtEarlyClicks';

/** A click taken before the application ran: the bus event its control sends, with the payload as JSON. */
export interface EarlyClick {
  readonly name: string;
  readonly detail: string | null;
  readonly control: Element;
}

/** The element the prerender writes the page into and the shell renders into. */
const rootId = 'root';

/**
 * Whether a click is the visitor's on a bus control of the page's own markup. Trusted
 * only: a script's `click()` or `dispatchEvent` is no visitor's gesture, and a click
 * taken here is replayed as the visitor's, a consent decision among them. Own markup
 * only: until the application runs, that is what the prerender wrote, `#root` (the
 * shell's header, main and footer with the route's content) and, where `#root` says the
 * page carries it, the first-visit consent panel after this script. Anything else in
 * the document by then (an extension's overlay, a widget some script appended to the
 * body) is foreign, and its attribute names no control of ours. The consent-gated third
 * parties load only with the application, once the clicks have been taken.
 */
function ownControl(event: Event, document: Document): Element | null {
  if (!event.isTrusted || !(event.target instanceof Element)) return null;
  const control = event.target.closest(`[${busEventAttribute}]`);
  const root = document.getElementById(rootId);
  if (control === null || root === null) return null;
  if (root.contains(control)) return control;
  const panel = root.hasAttribute(firstVisitPanelAttribute) ? document.getElementById(firstVisitPanelId) : null;
  return panel?.contains(control) === true ? control : null;
}

/**
 * Takes the visitor's clicks on bus controls until the application calls
 * `takeEarlyClicks`. A control already busy is not taken twice: one click, one dialog.
 * The click goes no further (`stopPropagation` in the capture phase on window), so
 * React, if it hydrates in the meantime, does not answer it a second time.
 */
export function recordEarlyClicks(target: Window): void {
  const queue: EarlyClick[] = [];
  Reflect.set(target, queueKey, queue);
  const take = (event: Event) => {
    if (Reflect.get(target, queueKey) !== queue) {
      target.removeEventListener('click', take, { capture: true });
      return;
    }
    const control = ownControl(event, target.document);
    if (control === null) return;
    event.stopPropagation();
    if (control.getAttribute('aria-busy') === 'true') return;
    control.setAttribute('aria-busy', 'true');
    queue.push({ name: control.getAttribute(busEventAttribute) ?? '', detail: control.getAttribute(busDetailAttribute), control });
  };
  target.addEventListener('click', take, { capture: true });
}

const isEventName = (name: unknown): name is EventName => (eventNames as readonly unknown[]).includes(name);

/**
 * The queue is a window global any script can replace, so its entries are untrusted: one
 * counts only as what the recorder writes (a bus event's name, the payload's JSON or
 * null, the control), read once into a copy. Anything else, including an entry whose
 * reading throws, is left out.
 */
function earlyClickOf(entry: unknown): EarlyClick | null {
  try {
    if (typeof entry !== 'object' || entry === null) return null;
    const { name, detail, control } = entry as Partial<Record<keyof EarlyClick, unknown>>;
    if (!isEventName(name) || (typeof detail !== 'string' && detail !== null) || !(control instanceof Element)) return null;
    return { name, detail, control };
  } catch {
    return null;
  }
}

/** The clicks taken so far, in order; from now on the controls' own handlers answer. Never throws, whatever the queue holds. */
export function takeEarlyClicks(target: Window): readonly EarlyClick[] {
  try {
    const queue: unknown = Reflect.get(target, queueKey);
    Reflect.set(target, queueKey, null);
    if (!Array.isArray(queue)) return [];
    return queue.map(earlyClickOf).filter((click) => click !== null);
  } catch {
    return [];
  }
}
