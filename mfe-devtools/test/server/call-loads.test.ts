/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { vapiSource, type VapiOptions } from '../../server/sources/vapi-source';
import { cookieOf, password, serverWith, shellOrigin, testClock } from './server-harness';
import { loopbackVapi, vapiPage } from './loopback-vapi';

const november = '?from=2026-11-01T00:00:00.000Z&to=2026-11-30T23:59:59.999Z';
const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function dashboard(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  vapi: Partial<VapiOptions> = {},
  load: { deadlineMs?: number; cacheMs?: number } = {},
) {
  const upstream = await loopbackVapi(answer);
  const clock = testClock();
  const source = vapiSource({ privateKey: 'sk-test', apiUrl: upstream.url, ...vapi });
  const app = await serverWith(
    { now: clock.now, callLoad: { deadlineMs: load.deadlineMs ?? 2000, cacheMs: load.cacheMs ?? 30_000 } },
    source,
  );
  const signIn = async () =>
    cookieOf(
      await app.inject({ method: 'POST', url: '/api/session', headers: { origin: shellOrigin }, payload: { user: 'team', password } }),
    );
  const get = (cookie: string, query = november) =>
    app.inject({ method: 'GET', url: `/api/calls${query}`, headers: { cookie, origin: shellOrigin } });
  return { upstream, clock, signIn, get, close: async () => (await app.close(), await upstream.close()) };
}

describe('loading calls from Vapi', () => {
  it('answers 504 with a German message within the deadline when Vapi never answers', async () => {
    const site = await dashboard(() => undefined, {}, { deadlineMs: 400 });
    try {
      const started = Date.now();
      const response = await site.get(await site.signIn());
      expect(Date.now() - started).toBeLessThan(1500);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        error:
          'Vapi hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es in einigen Minuten erneut oder wählen Sie einen kürzeren Zeitraum.',
      });
    } finally {
      await site.close();
    }
  });

  it('gives up on one request that hangs after its timeout, even within the deadline', async () => {
    const site = await dashboard(() => undefined, { requestTimeoutMs: 200 }, { deadlineMs: 5000 });
    try {
      const started = Date.now();
      expect((await site.get(await site.signIn())).statusCode).toBe(504);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await site.close();
    }
  });

  it('stops reading an answer larger than the cap', async () => {
    let written = 0;
    // An endless list: without a cap the server would read until memory runs out.
    const site = await dashboard(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
        const more = () => {
          while (written < 50_000_000 && response.write(`${JSON.stringify(vapiPage(1, 1000)[0])},`)) written += 1100;
          if (written < 50_000_000) response.once('drain', more);
        };
        more();
      },
      { maxResponseBytes: 100_000 },
    );
    try {
      const response = await site.get(await site.signIn());
      expect(response.statusCode).toBe(502);
      expect(written).toBeLessThan(10_000_000);
    } finally {
      await site.close();
    }
  });

  it('loads at most the capped number of calls and says the range is too long', async () => {
    const site = await dashboard(
      (request, response) => {
        const before = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('createdAtLe') ?? '';
        json(
          response,
          vapiPage(100)
            .filter((call) => (call as { createdAt: string }).createdAt <= before)
            .slice(0, 10),
        );
      },
      { pageSize: 10, maxRecords: 25 },
    );
    try {
      const response = await site.get(await site.signIn());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Im gewählten Zeitraum liegen mehr als 25 Anrufe. Bitte wählen Sie einen kürzeren Zeitraum.',
      });
      expect(site.upstream.requests.length).toBeLessThanOrEqual(3);
    } finally {
      await site.close();
    }
  });

  it('serves two parallel requests of a range with one upstream load, and the same range again from the cache', async () => {
    const site = await dashboard((_request, response) => setTimeout(() => json(response, vapiPage(3)), 100));
    try {
      const cookie = await site.signIn();
      const [first, second] = await Promise.all([site.get(cookie), site.get(cookie)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json()).toEqual(first.json());
      expect(first.json().calls).toHaveLength(3);
      expect(site.upstream.requests).toHaveLength(1);

      const other = await site.signIn();
      expect((await site.get(other)).statusCode).toBe(200);
      expect(site.upstream.requests).toHaveLength(1);
      site.clock.advance(31_000);
      expect((await site.get(other)).statusCode).toBe(200);
      expect(site.upstream.requests).toHaveLength(2);
    } finally {
      await site.close();
    }
  });

  it('runs one load at a time per session: a second range waits for the first', async () => {
    let open = 0;
    let most = 0;
    const site = await dashboard((_request, response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        json(response, vapiPage(2));
      }, 100);
    });
    try {
      const cookie = await site.signIn();
      const responses = await Promise.all([
        site.get(cookie),
        site.get(cookie, '?from=2026-10-01&to=2026-10-31'),
        site.get(cookie, '?from=2026-09-01&to=2026-09-30'),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(site.upstream.requests).toHaveLength(3);
      expect(most).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('does not keep a failed load: the next request asks Vapi again', async () => {
    let calls = 0;
    const site = await dashboard((_request, response) => {
      calls += 1;
      if (calls === 1) response.writeHead(500).end();
      else json(response, vapiPage(1));
    });
    try {
      const cookie = await site.signIn();
      expect((await site.get(cookie)).statusCode).toBe(502);
      expect((await site.get(cookie)).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
