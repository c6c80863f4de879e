/** @jest-environment node */
import { cookieOf, password, serverWith, shellOrigin } from './server-harness';

/**
 * Beside SameSite=Strict and the preflight, a changing request (sign-in, sign-out)
 * from a page of another origin is refused outright.
 */
describe('changing requests from other origins', () => {
  const refused = { error: 'Diese Anfrage kommt von einer Seite, die die Anrufanalyse nicht verwenden darf.' };

  it.each(['https://evil.example', 'null', 'http://localhost:9381'])(
    'refuses a sign-in from %s without checking the password',
    async (origin) => {
      const app = await serverWith();
      const response = await app.inject({ method: 'POST', url: '/api/session', headers: { origin }, payload: { user: 'team', password } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refused);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('refuses a sign-out from another origin and keeps the session', async () => {
    const app = await serverWith();
    const cookie = cookieOf(
      await app.inject({ method: 'POST', url: '/api/session', headers: { origin: shellOrigin }, payload: { user: 'team', password } }),
    );
    const out = await app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, origin: 'https://evil.example' } });
    expect(out.statusCode).toBe(403);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, origin: shellOrigin } })).statusCode).toBe(204);
  });
});
