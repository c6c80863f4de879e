/**
 * Prerendered pages paint long before the application runs. A control that only the
 * application can answer (it sends a bus event) carries the event in its markup, so
 * the page's inline boot script can take a click on it before then: it marks the
 * control busy and keeps the click until the application replays it, the way
 * Angular's event replay and the JSAction library do.
 */
export const busEventAttribute = 'data-bus-event';
export const busDetailAttribute = 'data-bus-detail';

const queueKey = '__isarlichtEarlyClicks';

/** A click taken before the application ran: the bus event its control sends, with the payload as JSON. */
export interface EarlyClick {
  readonly name: string;
  readonly detail: string | null;
  readonly control: Element;
}

/**
 * Takes clicks on bus controls until the application calls `takeEarlyClicks`. A control
 * already busy is not taken twice: one click, one dialog. The click goes no further
 * (`stopPropagation` in the capture phase on window), so React, if it hydrates in the
 * meantime, does not answer it a second time.
 */
export function recordEarlyClicks(target: Window): void {
  const queue: EarlyClick[] = [];
  Reflect.set(target, queueKey, queue);
  const take = (event: Event) => {
    if (Reflect.get(target, queueKey) !== queue) {
      target.removeEventListener('click', take, { capture: true });
      return;
    }
    const control = event.target instanceof Element ? event.target.closest(`[${busEventAttribute}]`) : null;
    if (control === null) return;
    event.stopPropagation();
    if (control.getAttribute('aria-busy') === 'true') return;
    control.setAttribute('aria-busy', 'true');
    queue.push({ name: control.getAttribute(busEventAttribute) ?? '', detail: control.getAttribute(busDetailAttribute), control });
  };
  target.addEventListener('click', take, { capture: true });
}

const isEarlyClick = (value: unknown): value is EarlyClick =>
  typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' && 'control' in value;

/** The clicks taken so far, in order; from now on the controls' own handlers answer. */
export function takeEarlyClicks(target: Window): readonly EarlyClick[] {
  const queue: unknown = Reflect.get(target, queueKey);
  Reflect.set(target, queueKey, null);
  return Array.isArray(queue) ? queue.filter(isEarlyClick) : [];
}
