/** @jest-environment node */
import { cookieOf, password, serverWith, shellOrigin } from './server-harness';
import { CallSourceError, type CallSource } from '../../server/sources/call-source';

const record = {
  id: 'c1',
  type: 'web',
  startedAt: '2026-11-02T09:00:00.000Z',
  endedAt: '2026-11-02T09:01:00.000Z',
  durationSeconds: 60,
  costUsd: 0.1,
  endedReason: 'customer-ended-call',
  success: true,
  summary: '',
  customerNumber: null,
} as const;

function recordingSource(): CallSource & { ranges: { from: Date; to: Date }[] } {
  const ranges: { from: Date; to: Date }[] = [];
  return { kind: 'export', ranges, list: async (range) => (ranges.push(range), [record]) };
}

async function signedIn(source: CallSource | null) {
  const app = await serverWith({}, source);
  const cookie = cookieOf(await app.inject({ method: 'POST', url: '/api/session', payload: { user: 'team', password } }));
  const get = (query: string, withCookie = true) =>
    app.inject({
      method: 'GET',
      url: `/api/calls${query}`,
      headers: withCookie ? { cookie, origin: shellOrigin } : { origin: shellOrigin },
    });
  return { get };
}

describe('GET /api/calls', () => {
  it('answers 401 without a session cookie and never asks the source', async () => {
    const source = recordingSource();
    const { get } = await signedIn(source);
    const response = await get('?from=2026-11-01&to=2026-11-30', false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
    expect(source.ranges).toHaveLength(0);
  });

  it('returns the calls of the range with a session', async () => {
    const source = recordingSource();
    const { get } = await signedIn(source);
    const response = await get('?from=2026-11-01T00:00:00.000Z&to=2026-11-30T23:59:59.999Z');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ source: 'export', calls: [record] });
    expect(source.ranges).toEqual([{ from: new Date('2026-11-01T00:00:00.000Z'), to: new Date('2026-11-30T23:59:59.999Z') }]);
  });

  it.each([
    ['', 'Der Parameter „from“ fehlt.'],
    ['?from=2026-11-01', 'Der Parameter „to“ fehlt.'],
    ['?from=gestern&to=2026-11-30', 'Der Parameter „from“ muss ein Datum im Format JJJJ-MM-TT oder ein ISO-8601-Zeitpunkt sein.'],
    ['?from=2026-11-01&to=2026-13-45', 'Der Parameter „to“ muss ein Datum im Format JJJJ-MM-TT oder ein ISO-8601-Zeitpunkt sein.'],
    ['?from=2026-11-30&to=2026-11-01', '„from“ muss vor „to“ liegen.'],
    ['?from=2024-01-01&to=2026-01-01', 'Der Zeitraum darf höchstens ein Jahr umfassen.'],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const { get } = await signedIn(recordingSource());
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('says so when no source is configured', async () => {
    const { get } = await signedIn(null);
    const response = await get('?from=2026-11-01&to=2026-11-30');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toContain('Keine Datenquelle eingerichtet');
  });

  it('answers 502 without details when the source fails', async () => {
    const failing: CallSource = {
      kind: 'vapi',
      list: async () => {
        throw new CallSourceError('Vapi answered 401 to list calls');
      },
    };
    const { get } = await signedIn(failing);
    const response = await get('?from=2026-11-01&to=2026-11-30');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Die Anrufdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.' });
  });
});
