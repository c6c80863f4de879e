import { useEffect, useState } from 'react';
import type { CallRecord } from '../../../calls';
import { ApiError, fetchCalls } from '../api/call-analytics-api';
import { apiTexts } from '../api/texts';
import { isValidRange, rangeInstants, type DayRange } from '../stats/date-range';

export type CallsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly calls: readonly CallRecord[]; readonly source: 'vapi' | 'export' };

/** The calls of the range; a 401 ends the session on the page instead of showing an error. */
export function useCalls(apiUrl: string, range: DayRange, onSessionLost: (reason: string) => void): CallsState {
  const [state, setState] = useState<CallsState>({ status: 'loading' });

  useEffect(() => {
    if (!isValidRange(range)) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const { from, to } = rangeInstants(range);
    fetchCalls(apiUrl, from, to, controller.signal)
      .then((answer) => setState({ status: 'ready', calls: answer.calls, source: answer.source }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.signedOut) onSessionLost(error.message);
        else setState({ status: 'error', message: error instanceof ApiError ? error.message : apiTexts.callsFailed });
      });
    return () => controller.abort();
  }, [apiUrl, range, onSessionLost]);

  return state;
}
