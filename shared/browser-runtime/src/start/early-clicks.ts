/**
 * Prerendered pages paint long before the application runs. A control that only the
 * application can answer (it sends a bus event) carries the event in its markup, so
 * the page's inline boot script can take a click on it before then: it marks the
 * control busy and keeps the click until the consent layer, which answers every such
 * event, listens and the shell replays it, the way Angular's event replay and the
 * JSAction library do.
 */
import { isEventName } from '@isarlicht/contracts/events/event-map';
import { busDetailAttribute, busEventAttribute, earlyClicksKey, earlyDialogAttribute, rootId } from '@isarlicht/contracts/start/page-state';

/** A click taken before the consent layer listened: the bus event its control sends, with the payload as JSON. */
export interface EarlyClick {
  readonly name: string;
  readonly detail: string | null;
  readonly control: Element;
}

/**
 * The bus control a click is the visitor's on, when it is one of the page's own markup;
 * null otherwise. Trusted only: a script's `click()` or `dispatchEvent` is no visitor's
 * gesture, and a click taken here is replayed as the visitor's. Own markup only: what
 * the prerender wrote into `#root` (the shell's header, main and footer with the route's
 * content) and the early dialogs the boot script shows from the page's template.
 * Anything else in the document by then (an extension's overlay, a widget some script
 * appended to the body) is foreign, and its attribute names no control of ours. The
 * consent-gated third parties load only with the consent layer, once the clicks have
 * been taken.
 */
function earlyClickControl(event: Event, document: Document): Element | null {
  if (!event.isTrusted || !(event.target instanceof Element)) return null;
  const control = event.target.closest(`[${busEventAttribute}]`);
  const root = document.getElementById(rootId);
  if (control === null || root === null) return null;
  if (root.contains(control)) return control;
  const dialog = control.closest(`[${earlyDialogAttribute}]`);
  return dialog !== null && dialog.parentElement === document.body ? control : null;
}

/** Takes back kept clicks the predicate names (a dialog closed before the consent layer came); their controls are no longer busy. */
export type TakeBack = (dropped: (click: EarlyClick) => boolean) => void;

/**
 * Takes the visitor's clicks on bus controls until the shell calls `takeEarlyClicks`,
 * once the consent layer listens: before the application runs and while the layer
 * loads. A control already busy is not taken twice: one click, one dialog. The click
 * goes no further (`stopPropagation` in the capture phase on window), so React, once
 * it has hydrated, does not answer it a second time. `answer` hears each click taken,
 * so the page can show its early answer (early-dialogs.ts) and start what it needs, and
 * take clicks back while they wait.
 */
export function recordEarlyClicks(target: Window, answer: (click: EarlyClick, takeBack: TakeBack) => void = () => undefined): void {
  const queue: EarlyClick[] = [];
  Reflect.set(target, earlyClicksKey, queue);
  const take = (event: Event) => {
    if (Reflect.get(target, earlyClicksKey) !== queue) {
      target.removeEventListener('click', take, { capture: true });
      return;
    }
    const control = earlyClickControl(event, target.document);
    if (control === null) return;
    event.stopPropagation();
    if (control.getAttribute('aria-busy') === 'true') return;
    control.setAttribute('aria-busy', 'true');
    const click = { name: control.getAttribute(busEventAttribute) ?? '', detail: control.getAttribute(busDetailAttribute), control };
    queue.push(click);
    answer(click, takeBack);
  };
  const takeBack: TakeBack = (dropped) => {
    for (const click of queue.filter(dropped)) {
      queue.splice(queue.indexOf(click), 1);
      click.control.removeAttribute('aria-busy');
    }
  };
  target.addEventListener('click', take, { capture: true });
}

/** Whether clicks wait for the consent layer. */
export function hasEarlyClicks(target: Window): boolean {
  const queue: unknown = Reflect.get(target, earlyClicksKey);
  return Array.isArray(queue) && queue.length > 0;
}

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
    const queue: unknown = Reflect.get(target, earlyClicksKey);
    Reflect.set(target, earlyClicksKey, null);
    if (!Array.isArray(queue)) return [];
    return queue.map(earlyClickOf).filter((click) => click !== null);
  } catch {
    return [];
  }
}
