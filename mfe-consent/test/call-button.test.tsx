import { act, fireEvent, render, screen } from '@testing-library/react';
import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { CallButton } from '../src/call-button/call-button';
import { callButtonDelayMs, callButtonWait } from '../src/call-button/call-button-delay';

const clockAt = (now: number, loadEventEnd: number | null) => ({
  now: () => now,
  getEntriesByType: () => (loadEventEnd === null ? [] : [{ loadEventEnd } as unknown as PerformanceEntry]),
});

/** A navigation entry whose load ended `msAgo` before now, on the (fake) performance clock. */
function loadEndedAgo(msAgo: number): () => void {
  // The fake performance clock starts near 0; a load event ends after the navigation started.
  jest.advanceTimersByTime(msAgo + 1_000);
  const loadEventEnd = performance.now() - msAgo;
  // Jest's fake performance object has no timeline of its own.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ loadEventEnd }] : []),
  });
  return () => Reflect.deleteProperty(performance, 'getEntriesByType');
}

const callButton = () => screen.queryByRole('button', { name: 'KI-Anruf starten' });

describe('call button delay', () => {
  it('counts 10 s from the end of the load event, not from the mount', () => {
    expect(callButtonWait(clockAt(3_000, 1_000))).toBe(callButtonDelayMs - 2_000);
    expect(callButtonWait(clockAt(10_999, 1_000))).toBe(1);
  });

  it('is due at once when the layer mounts more than 10 s after load', () => {
    expect(callButtonWait(clockAt(14_000, 1_000))).toBe(0);
  });

  it('counts from now while the load event is still running or not recorded', () => {
    expect(callButtonWait(clockAt(2_500, 0))).toBe(callButtonDelayMs);
    expect(callButtonWait(clockAt(2_500, null))).toBe(callButtonDelayMs);
  });
});

describe('call button', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('mounted 4 s after load, appears 6 s later and opens the assistant', () => {
    const restore = loadEndedAgo(4_000);
    render(<CallButton />);
    act(() => jest.advanceTimersByTime(5_999));
    expect(callButton()).toBeNull();
    act(() => jest.advanceTimersByTime(1));

    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    fireEvent.click(screen.getByRole('button', { name: 'KI-Anruf starten' }));
    off();
    restore();
    expect(opened).toEqual([{ modal: 'assistant' }]);
  });

  it('mounted 12 s after load, appears at once', () => {
    const restore = loadEndedAgo(12_000);
    render(<CallButton />);
    act(() => jest.advanceTimersByTime(0));
    restore();
    expect(callButton()).toBeInTheDocument();
  });

  it('mounted before the page finished loading, waits 10 s from the load', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<CallButton />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(callButton()).toBeNull();
    readyState.mockRestore();
    const restore = loadEndedAgo(0);
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(callButtonDelayMs - 1);
    });
    expect(callButton()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    restore();
    expect(callButton()).toBeInTheDocument();
  });
});
