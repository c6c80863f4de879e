import { parseCallsResponse, parseSession, type CallAnalyticsSession, type CallsResponse } from '../../../calls';
import { apiTexts } from './texts';

/** A failure the dashboard shows as it is; `signedOut` means the server no longer knows the session. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly signedOut = false,
  ) {
    super(message);
  }
}

// The session cookie belongs to the API's origin: every request carries it explicitly.
const request = (apiUrl: string, path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(new URL(path, apiUrl), { ...init, credentials: 'include', cache: 'no-store' });

/** The current session, `null` when signed out; anything unexpected is an error (fail closed). */
export async function fetchSession(apiUrl: string): Promise<CallAnalyticsSession | null> {
  try {
    const response = await request(apiUrl, '/api/session');
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`status ${response.status}`);
    return parseSession(await response.json());
  } catch {
    throw new ApiError(apiTexts.authUnavailable);
  }
}

export async function signIn(apiUrl: string, user: string, password: string): Promise<CallAnalyticsSession> {
  const response = await request(apiUrl, '/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, password }),
  }).catch(() => null);
  if (response?.status === 401) throw new ApiError(apiTexts.wrongCredentials);
  if (response?.status === 429) throw new ApiError(apiTexts.tooManyAttempts);
  if (!response?.ok) throw new ApiError(apiTexts.signInUnavailable);
  try {
    return parseSession(await response.json());
  } catch {
    throw new ApiError(apiTexts.signInUnavailable);
  }
}

/** Signing out must not depend on the server: the page drops the data either way. */
export async function signOut(apiUrl: string): Promise<void> {
  await request(apiUrl, '/api/session', { method: 'DELETE' }).catch(() => undefined);
}

/**
 * The API's own German reason for a range it cannot load (too slow, too many calls),
 * which tells the team what to do; the general message when it gives none.
 */
async function reasonOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error !== '' && error.length <= 300 ? error : apiTexts.callsFailed;
}

export async function fetchCalls(apiUrl: string, from: Date, to: Date, signal: AbortSignal): Promise<CallsResponse> {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  const response = await request(apiUrl, `/api/calls?${query.toString()}`, { signal });
  if (response.status === 401) throw new ApiError(apiTexts.sessionEnded, true);
  if (!response.ok) throw new ApiError(await reasonOf(response));
  try {
    return parseCallsResponse(await response.json());
  } catch {
    throw new ApiError(apiTexts.callsFailed);
  }
}
