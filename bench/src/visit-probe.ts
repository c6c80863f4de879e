import type { Answer, AnswerCheck, PlannedTap, Target } from './visit-answers';

export interface VisitProbe {
  /** The DevTools binding for notices (in-page.ts). */
  readonly binding: string;
  readonly record: string;
  readonly largestPaint: string;
  readonly taps: readonly PlannedTap[];
}

/**
 * The probe of a visit, for every document (in-page.ts; serialised, so it uses nothing
 * from outside). It notes the largest contentful paint in `sessionStorage`. In the
 * visit's first document it gives notice of the first contentful paint (`paint`) with
 * where the first tap goes, and takes the n-th touch as the n-th tap: from the tap on,
 * every animation frame checks the answers not seen yet, and the time in the frame's
 * callback, just before it is painted, is when an answer first shows. Once all are
 * seen it gives notice (`answered-<n>`) with where the next tap goes: the bench would need
 * several round trips to a busy page to find it, a visitor none. The record goes to
 * `sessionStorage` as it grows, so it survives the reload a consent decision makes; a
 * later document of the visit finds it there and leaves it alone.
 */
export function recordVisit(probe: VisitProbe): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) sessionStorage.setItem(probe.largestPaint, JSON.stringify(entry.startTime));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (sessionStorage.getItem(probe.record) !== null) return;
  const record: { taps: { at: number; answers: Record<string, number> }[]; leftAt: number | null } = { taps: [], leftAt: null };
  const save = () => sessionStorage.setItem(probe.record, JSON.stringify(record));
  const notify = (notice: Readonly<Record<string, unknown>>) => {
    const binding: unknown = Reflect.get(window, probe.binding);
    if (typeof binding === 'function') Reflect.apply(binding, window, [JSON.stringify(notice)]);
  };
  /**
   * Whether the visitor sees the element: rendered, not transparent, in the viewport and
   * in front where it is, as a hit test finds it (an open popover of the top layer or
   * another dialog's overlay may cover it).
   */
  const visible = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    const front = document.elementFromPoint(x, y);
    return inView && front !== null && (element.contains(front) || front.contains(element));
  };
  /** The centre of the target if the visitor sees all of it now; null if it must be brought into view first. */
  const placeOf = (target: Target | undefined) => {
    if (target === undefined) return null;
    const element = [...document.querySelectorAll(target.scope)]
      .flatMap((scope) => [...scope.querySelectorAll(target.role === 'link' ? 'a[href]' : 'button')])
      .find((candidate) => candidate instanceof HTMLElement && candidate.innerText.trim() === target.name);
    if (element === undefined || !visible(element)) return null;
    const box = element.getBoundingClientRect();
    const whole = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    return whole ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  };
  const nameOf = (element: Element): string =>
    (
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    ).trim();
  const dialogs = (title: string | null) =>
    [...document.querySelectorAll('[role=dialog]')].filter((dialog) => (title === null || nameOf(dialog) === title) && visible(dialog));
  const shows = (within: Element, text: string) =>
    [...within.querySelectorAll('*')].some(
      (element) => element.children.length === 0 && element.textContent?.includes(text) === true && visible(element),
    );
  const hasButton = (within: Element, name: string) =>
    [...within.querySelectorAll('button')].some((button) => button.textContent?.trim() === name && visible(button) && !button.disabled);
  const busy = (dialog: Element) => dialog.closest('[aria-busy=true]') !== null || dialog.querySelector('[aria-busy=true]') !== null;
  const checkedIn = (scope: string) =>
    Object.fromEntries(
      [...document.querySelectorAll(`${scope} input[type=checkbox][name]`)].map((box) => [
        box.getAttribute('name') ?? '',
        box instanceof HTMLInputElement && box.checked,
      ]),
    );
  const stored = (key: string, purposes: Readonly<Record<string, boolean>>): boolean => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return (
        typeof value === 'object' &&
        value !== null &&
        Object.entries(purposes).every(([purpose, granted]) => Reflect.get(value, purpose) === granted)
      );
    } catch {
      return false;
    }
  };
  /** The checks with what they compare against fixed at the tap: the boxes as they stood then. */
  const atTap = (check: AnswerCheck): AnswerCheck =>
    check.kind === 'stored' && 'checkedIn' in check.purposes
      ? { ...check, purposes: { granted: checkedIn(check.purposes.checkedIn) } }
      : check;
  const holds = (check: AnswerCheck): boolean => {
    switch (check.kind) {
      case 'shown':
        return [...document.querySelectorAll(check.selector)].some(visible);
      case 'no-dialog':
        return dialogs(check.title).length === 0;
      case 'stored':
        return 'granted' in check.purposes && stored(check.key, check.purposes.granted);
      case 'dialog':
        return dialogs(check.title).some(
          (dialog) =>
            check.texts.every((text) => shows(dialog, text)) &&
            check.controls.every((name) => hasButton(dialog, name)) &&
            (check.controls.length === 0 || !busy(dialog)),
        );
    }
  };
  /**
   * Gives notice once the next target stands still: a dialog that slides in moves its
   * buttons for a few frames, and a visitor taps where a button stops, not where it
   * passes. After a second it reports wherever the target is.
   */
  const settled = (type: string, target: Target | undefined, before: string | null, frames: number) => {
    const point = placeOf(target);
    const now = JSON.stringify(point);
    if (now === before || frames > 60) notify({ type, point });
    else requestAnimationFrame(() => settled(type, target, now, frames + 1));
  };
  const watch = (index: number, answers: readonly Answer[], tapAt: number) => {
    const seen = record.taps[index];
    const frame = () => {
      if (seen === undefined) return;
      const now = performance.now();
      for (const answer of answers)
        if (!(answer.name in seen.answers) && answer.checks.every(holds)) seen.answers[answer.name] = now - tapAt;
      save();
      const done = answers.every((answer) => answer.name in seen.answers);
      if (done) settled(`answered-${index}`, probe.taps[index + 1]?.target, null, 0);
      else if (now - tapAt < 30_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  const onTouch = (event: PointerEvent) => {
    const index = record.taps.length;
    const planned = probe.taps[index];
    if (event.pointerType !== 'touch' || planned === undefined) return;
    record.taps.push({ at: performance.timeOrigin + event.timeStamp, answers: {} });
    save();
    watch(
      index,
      planned.answers.map((answer) => ({ ...answer, checks: answer.checks.map(atTap) })),
      event.timeStamp,
    );
  };
  window.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  window.addEventListener('beforeunload', () => {
    record.leftAt = performance.timeOrigin + performance.now();
    save();
  });
  const paints = new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint === undefined) return;
    paints.disconnect();
    notify({
      type: 'paint',
      fcp: paint.startTime,
      now: performance.now(),
      timeOrigin: performance.timeOrigin,
      point: placeOf(probe.taps[0]?.target),
    });
  });
  paints.observe({ type: 'paint', buffered: true });
  save();
}
