import { onFirstInteraction } from '../src/start/on-first-interaction';

/** jsdom's MouseEvent has no movement of its own. */
function pointerMove(movementX: number, movementY: number): MouseEvent {
  const event = new MouseEvent('pointermove');
  Object.defineProperties(event, { movementX: { value: movementX }, movementY: { value: movementY } });
  return event;
}

/** A page of its own: the first interaction is the window's, once for everything that waits on it. */
function freshWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (frame.contentWindow === null) throw new Error('the frame has no window');
  return frame.contentWindow;
}

describe('the visitor’s first interaction', () => {
  it('runs the task once, at the first pointer, touch, key, wheel, scroll or click event', () => {
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click']) {
      const page = freshWindow();
      const task = jest.fn();
      const stop = onFirstInteraction(page, task);
      page.dispatchEvent(new Event('load'));
      expect(task).not.toHaveBeenCalled();
      page.document.body.dispatchEvent(new Event(type, { bubbles: true }));
      page.dispatchEvent(new Event(type));
      expect(task).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it('takes a pointer move only when the pointer moved: a browser’s hover update after layout is none', () => {
    const page = freshWindow();
    const task = jest.fn();
    const stop = onFirstInteraction(page, task);
    page.dispatchEvent(pointerMove(0, 0));
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(pointerMove(1, 0));
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs nothing once stopped', () => {
    const page = freshWindow();
    const task = jest.fn();
    onFirstInteraction(page, task)();
    page.dispatchEvent(new Event('pointermove'));
    expect(task).not.toHaveBeenCalled();
  });

  it('counts the interaction another waiter took for a waiter added after it, once', () => {
    const page = freshWindow();
    const start = jest.fn();
    onFirstInteraction(page, start);
    page.dispatchEvent(new Event('keydown'));
    const later = jest.fn();
    onFirstInteraction(page, later);
    expect(later).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('keydown'));
    expect([start.mock.calls.length, later.mock.calls.length]).toEqual([1, 1]);
  });

  it('runs only at an interaction that counts for it, while every interaction marks the visitor as there', () => {
    const page = freshWindow();
    const start = jest.fn();
    onFirstInteraction(page, start, (event) => event.type !== 'touchstart');
    page.dispatchEvent(new Event('touchstart'));
    expect(start).not.toHaveBeenCalled();
    const later = jest.fn();
    onFirstInteraction(page, later);
    expect(later).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
