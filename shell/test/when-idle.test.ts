import { whenIdle } from '../src/start/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('hands the task to requestIdleCallback with a deadline once the page has loaded', () => {
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }),
      cancelIdleCallback: () => undefined,
    });
    const task = jest.fn();
    whenIdle(task, 3000);
    expect(task).not.toHaveBeenCalled();
    expect(idle.map((entry) => entry.timeout)).toEqual([3000]);
    idle[0]?.callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where requestIdleCallback is missing, and can be cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
