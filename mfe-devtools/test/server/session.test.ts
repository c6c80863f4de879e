/** @jest-environment node */
import { cookieOf, password, serverWith, shellOrigin, testClock } from './server-harness';

const signIn = (user: string, secret: string) => ({
  method: 'POST' as const,
  url: '/api/session',
  headers: { origin: shellOrigin },
  payload: { user, password: secret },
});

describe('sign-in', () => {
  it('signs in with the configured user and password and sets a strict, HttpOnly, Secure cookie', async () => {
    const app = await serverWith();
    const response = await app.inject(signIn('team', password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: 'team', expiresAt: expect.any(String) });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^isarlicht_call_analytics=[\w-]{43}; Max-Age=3600; Path=\/api; HttpOnly; Secure; SameSite=Strict$/);
    expect(response.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');

    const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookieOf(response) } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: 'team' });
  });

  it('leaves out Secure where the environment says so (plain-HTTP development)', async () => {
    const app = await serverWith({ secureCookie: false });
    const header = String((await app.inject(signIn('team', password))).headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).not.toContain('Secure');
  });

  it.each([
    ['a wrong password', 'team', 'isar-brücke-2026'],
    ['a wrong user name', 'admin', password],
  ])('answers %s with the same German error and no cookie', async (_case, user, secret) => {
    const app = await serverWith();
    const response = await app.inject(signIn(user, secret));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Benutzername oder Passwort ist falsch.' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a request without both fields with 400', async () => {
    const app = await serverWith();
    const response = await app.inject({ method: 'POST', url: '/api/session', payload: { user: 'team' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bitte Benutzername und Passwort angeben.' });
  });

  it('lets nobody in while no password hash is configured', async () => {
    const app = await serverWith({ credentials: null });
    const response = await app.inject(signIn('team', password));
    expect(response.statusCode).toBe(503);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('limits sign-in attempts per client, even with the right password afterwards', async () => {
    const app = await serverWith();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await app.inject(signIn('team', `falsch-${attempt}`))).statusCode).toBe(401);
    const blocked = await app.inject(signIn('team', password));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: expect.stringContaining('Zu viele Anmeldeversuche') });
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('behind a trusted proxy, limits each forwarded client on its own; a forged header changes nothing without one', async () => {
    const attempt = signIn('team', 'falsch');
    const from = (client: string) => ({
      ...attempt,
      remoteAddress: '10.0.0.2',
      headers: { ...attempt.headers, 'x-forwarded-for': client },
    });
    const proxied = await serverWith({ trustedProxies: 1 });
    for (let count = 0; count < 3; count += 1) expect((await proxied.inject(from('203.0.113.7'))).statusCode).toBe(401);
    expect((await proxied.inject(from('203.0.113.7'))).statusCode).toBe(429);
    expect((await proxied.inject(from('198.51.100.4'))).statusCode).toBe(401);
    const direct = await serverWith();
    for (let count = 0; count < 3; count += 1) expect((await direct.inject(from(`203.0.113.${count}`))).statusCode).toBe(401);
    expect((await direct.inject(from('198.51.100.4'))).statusCode).toBe(429);
  });

  it('reports no session without a cookie, and none with an unknown one', async () => {
    const app = await serverWith();
    expect((await app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'isarlicht_call_analytics=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
  });

  it('ends a session when it expires', async () => {
    const clock = testClock();
    const app = await serverWith({ now: clock.now });
    const cookie = cookieOf(await app.inject(signIn('team', password)));
    clock.advance(59 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    clock.advance(60 * 1000);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the session is gone on the server too', async () => {
    const app = await serverWith();
    const cookie = cookieOf(await app.inject(signIn('team', password)));
    const out = await app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^isarlicht_call_analytics=; Max-Age=0; Path=\/api;/);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('allows only the shell origin with credentials', async () => {
    const app = await serverWith();
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/session',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(shellOrigin)).headers['access-control-allow-origin']).toBe(shellOrigin);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
