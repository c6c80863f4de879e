/** Events that begin a press, whose answer comes with its click (or with the scroll it turns into). */
const pressStarts: ReadonlySet<string> = new Set(['pointerdown', 'touchstart']);
const pressEnds = ['click', 'pointercancel', 'touchcancel', 'contextmenu'] as const;
/** A press held without a click (a long touch) is answered by then. */
const pressLimitMs = 1000;

/**
 * Runs `task` once the interaction that began with `event` has been answered and its
 * answer painted: a press at its click (a menu has opened, a link has begun to load the
 * next page), anything else at once; then after the next frame. Work a visitor's action
 * sets off comes after what the visitor sees of it, not before (docs/decisions/053).
 */
export function afterAnswer(target: Window, event: Event | null, task: () => void): void {
  const afterPaint = () => target.requestAnimationFrame(() => target.setTimeout(task, 0));
  if (event === null || !pressStarts.has(event.type)) {
    afterPaint();
    return;
  }
  let done = false;
  const answered = () => {
    if (done) return;
    done = true;
    target.clearTimeout(timer);
    for (const type of pressEnds) target.removeEventListener(type, answered, { capture: true });
    afterPaint();
  };
  const timer = target.setTimeout(answered, pressLimitMs);
  for (const type of pressEnds) target.addEventListener(type, answered, { capture: true, passive: true });
}
