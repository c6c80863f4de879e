import { act, fireEvent, render, screen } from '@testing-library/react';
import { on, type EventMap } from '@isarlicht/shared';
import { CallButton, callButtonDelayMs } from '../src/call-button/call-button';

describe('call button', () => {
  it('appears after 10 seconds and opens the assistant', () => {
    jest.useFakeTimers();
    render(<CallButton />);
    act(() => jest.advanceTimersByTime(callButtonDelayMs - 1));
    expect(screen.queryByRole('button', { name: 'KI-Anruf starten' })).toBeNull();
    act(() => jest.advanceTimersByTime(1));

    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    fireEvent.click(screen.getByRole('button', { name: 'KI-Anruf starten' }));
    off();
    expect(opened).toEqual([{ modal: 'assistant' }]);
    jest.useRealTimers();
  });
});
