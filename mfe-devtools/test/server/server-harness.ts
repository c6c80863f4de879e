import bcrypt from 'bcryptjs';
import { createCallAnalyticsServer, type CallAnalyticsOptions } from '../../server';
import type { CallSource } from '../../server/sources/call-source';

export const shellOrigin = 'http://localhost:9380';
export const password = 'Isar-Brücke-2026';
export const passwordHash = bcrypt.hashSync(password, 4);

/** A clock the tests move forward to let sessions expire. */
export function testClock(start = Date.parse('2026-11-04T08:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export function serverWith(overrides: Partial<CallAnalyticsOptions> = {}, source: CallSource | null = null) {
  return createCallAnalyticsServer({
    credentials: { user: 'team', passwordHash },
    source,
    allowedOrigins: [shellOrigin],
    sessionMinutes: 60,
    secureCookie: true,
    loginLimit: { max: 3, windowMs: 60_000 },
    ...overrides,
  });
}

/** `name=value` of the session cookie a response set, for the next request. */
export function cookieOf(response: { cookies: readonly { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name === 'isarlicht_call_analytics');
  if (cookie === undefined) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}
