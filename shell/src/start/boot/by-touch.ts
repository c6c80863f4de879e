/**
 * Whether an interaction is a finger's: a touch, a pointer of type `touch` (its press,
 * its move and the click of a tap), or the scroll a swipe makes. Mouse, pen, keyboard
 * and a screen reader's click are not.
 */
export function byTouch(event: Event): boolean {
  if (event.type === 'touchstart' || event.type === 'scroll') return true;
  return typeof PointerEvent === 'function' && event instanceof PointerEvent && event.pointerType === 'touch';
}
