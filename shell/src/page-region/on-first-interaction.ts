/**
 * The visitor is there and acting: a pointer moves or presses, a finger touches, a key
 * goes down, the page scrolls, or a click arrives without any of these (a screen
 * reader's activation).
 */
const interactionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'] as const;

/**
 * Runs `task` once, at the visitor's first interaction with the page: the moment the
 * visitor may go on to navigate. A page that is only loaded and looked at (a crawler,
 * a measurement, a tab in the background) never runs it. Returns a function that stops
 * waiting.
 */
export function onFirstInteraction(target: Window, task: () => void): () => void {
  const stop = () => {
    for (const type of interactionEvents) target.removeEventListener(type, listener, { capture: true });
  };
  function listener(event: Event): void {
    // After a layout the browser sends a move at the pointer's resting place to update hover
    // states: a pointer that did not move is no visitor acting.
    if (event.type === 'pointermove' && event instanceof MouseEvent && event.movementX === 0 && event.movementY === 0) return;
    stop();
    task();
  }
  for (const type of interactionEvents) target.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}
