import { useCallback, useEffect, useState } from 'react';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { type CallAnalyticsSession } from '../../../calls';
import { ApiError, fetchSession, signIn, signOut } from './call-analytics-api';
import { apiTexts } from './texts';

export type SessionState =
  | { readonly status: 'checking' }
  | { readonly status: 'signed-out'; readonly apiUrl: string | null; readonly error: string | null }
  | { readonly status: 'signed-in'; readonly apiUrl: string; readonly session: CallAnalyticsSession };

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : apiTexts.authUnavailable);

/**
 * The sign-in state of the page. It starts as `checking` and becomes `signed-in` only
 * on a well-formed session from the API named in the deployment configuration; every
 * other outcome is `signed-out` (fail closed).
 */
export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    const settle = (next: SessionState) => current && setState(next);
    loadDeploymentConfig()
      .then(async (config) => {
        const apiUrl = config.callAnalytics.apiUrl;
        try {
          const session = await fetchSession(apiUrl);
          settle(session ? { status: 'signed-in', apiUrl, session } : { status: 'signed-out', apiUrl, error: null });
        } catch (error) {
          settle({ status: 'signed-out', apiUrl, error: messageOf(error) });
        }
      })
      .catch(() => settle({ status: 'signed-out', apiUrl: null, error: apiTexts.authUnavailable }));
    return () => {
      current = false;
    };
  }, []);

  const apiUrl = state.status === 'checking' ? null : state.apiUrl;

  const submit = useCallback(
    async (user: string, password: string): Promise<void> => {
      if (apiUrl === null) throw new ApiError(apiTexts.authUnavailable);
      const session = await signIn(apiUrl, user, password);
      setState({ status: 'signed-in', apiUrl, session });
    },
    [apiUrl],
  );

  /** Drops the data at once; `reason` is shown on the sign-in screen (an expired session). */
  const end = useCallback(
    (reason: string | null = null) => {
      setState({ status: 'signed-out', apiUrl, error: reason });
      if (apiUrl !== null && reason === null) void signOut(apiUrl);
    },
    [apiUrl],
  );

  return { state, signIn: submit, end };
}
