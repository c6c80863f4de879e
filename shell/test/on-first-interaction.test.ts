import { onFirstInteraction } from '../src/page-region/on-first-interaction';

describe('the visitor’s first interaction', () => {
  it('runs the task once, at the first pointer, touch, key, wheel or scroll event', () => {
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll']) {
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

  it('runs nothing once stopped', () => {
    const task = jest.fn();
    onFirstInteraction(window, task)();
    window.dispatchEvent(new Event('pointermove'));
    expect(task).not.toHaveBeenCalled();
  });
});
