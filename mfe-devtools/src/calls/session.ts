/** The answer of `GET /api/session` and `POST /api/session` while signed in. */
export interface CallAnalyticsSession {
  readonly user: string;
  readonly expiresAt: string;
}

/** Anything but exactly this shape is treated as "not signed in" by the dashboard (fail closed). */
export function parseSession(value: unknown): CallAnalyticsSession {
  if (typeof value !== 'object' || value === null) throw new TypeError('not a session');
  const { user, expiresAt } = value as Record<string, unknown>;
  if (typeof user !== 'string' || user === '' || typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) {
    throw new TypeError('not a session');
  }
  return { user, expiresAt };
}
