import { onFirstInteraction } from '../src/page-region/on-first-interaction';

/** jsdom's MouseEvent has no movement of its own. */
function pointerMove(movementX: number, movementY: number): MouseEvent {
  const event = new MouseEvent('pointermove');
  Object.defineProperties(event, { movementX: { value: movementX }, movementY: { value: movementY } });
  return event;
}

describe('the visitor’s first interaction', () => {
  it('runs the task once, at the first pointer, touch, key, wheel, scroll or click event', () => {
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click']) {
      const task = jest.fn();
      const stop = onFirstInteraction(window, task);
      window.dispatchEvent(new Event('load'));
      expect(task).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event(type));
      expect(task).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it('takes a pointer move only when the pointer moved: a browser’s hover update after layout is none', () => {
    const task = jest.fn();
    const stop = onFirstInteraction(window, task);
    window.dispatchEvent(pointerMove(0, 0));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(pointerMove(1, 0));
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs nothing once stopped', () => {
    const task = jest.fn();
    onFirstInteraction(window, task)();
    window.dispatchEvent(new Event('pointermove'));
    expect(task).not.toHaveBeenCalled();
  });
});
