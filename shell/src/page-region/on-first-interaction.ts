/** The visitor is there and acting: a pointer moves or presses, a finger touches, a key goes down, the page scrolls. */
const interactionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

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
  function listener(): void {
    stop();
    task();
  }
  for (const type of interactionEvents) target.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}
