import { interactedKey } from '@isarlicht/contracts/start/page-state';

/**
 * The visitor is there and acting: a pointer moves or presses, a finger touches, a key
 * goes down, the page scrolls, or a click arrives without any of these (a screen
 * reader's activation).
 */
const interactionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'] as const;

// `interactedKey` is set on the window at the first interaction. The boot script and the application are separate
// bundles with a module each of this file: the window is what they share, so the interaction that started the
// application counts for the application's waiters too.

/**
 * Runs `task` once, at the visitor's first interaction with the page: the moment the
 * visitor may go on to navigate. A page that is only loaded and looked at (a crawler,
 * a measurement, a tab in the background) never runs it. When the visitor has already
 * interacted (the interaction that started the application), it runs at once, with no
 * event. `counts` narrows which interactions run it (every one still marks the visitor
 * as there). Returns a function that stops waiting.
 */
export function onFirstInteraction(
  target: Window,
  task: (event: Event | null) => void,
  counts: (event: Event) => boolean = () => true,
): () => void {
  if (Reflect.get(target, interactedKey) === true) {
    task(null);
    return () => undefined;
  }
  const stop = () => {
    for (const type of interactionEvents) target.removeEventListener(type, listener, { capture: true });
  };
  function listener(event: Event): void {
    // After a layout the browser sends a move at the pointer's resting place to update hover
    // states: a pointer that did not move is no visitor acting.
    if (event.type === 'pointermove' && event instanceof MouseEvent && event.movementX === 0 && event.movementY === 0) return;
    Reflect.set(target, interactedKey, true);
    if (!counts(event)) return;
    stop();
    task(event);
  }
  for (const type of interactionEvents) target.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}
