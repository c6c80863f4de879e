import type { FastifyInstance } from 'fastify';
import type { CallAnalyticsOptions } from './config';
import { verifyCredentials } from './credentials';
import { messages } from './messages';
import { clearSessionCookie, sessionIdOf, sessionOf, setSessionCookie, type CookieSettings } from './session-cookie';
import type { SessionStore } from './session-store';

const field = (body: unknown, name: string): string | null => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' && value.length <= 200 ? value : null;
};

/** `POST` signs in, `GET` reports the session, `DELETE` signs out. */
export function registerSessionRoutes(app: FastifyInstance, options: CallAnalyticsOptions, sessions: SessionStore): void {
  const cookie: CookieSettings = { secure: options.secureCookie, maxAgeSeconds: options.sessionMinutes * 60 };

  app.post(
    '/api/session',
    { config: { rateLimit: { max: options.loginLimit.max, timeWindow: options.loginLimit.windowMs } } },
    async (request, reply) => {
      const user = field(request.body, 'user');
      const password = field(request.body, 'password');
      if (user === null || password === null) return reply.code(400).send({ error: messages.badSignInRequest });
      if (options.credentials === null) return reply.code(503).send({ error: messages.signInNotConfigured });
      if (!(await verifyCredentials(options.credentials, user, password))) {
        return reply.code(401).send({ error: messages.wrongCredentials });
      }
      sessions.delete(sessionIdOf(request));
      const { id, session } = sessions.create(user);
      setSessionCookie(reply, id, cookie);
      return reply.send(session);
    },
  );

  app.get('/api/session', async (request, reply) => {
    const session = sessionOf(request, sessions);
    if (session === null) return reply.code(401).send({ error: messages.notSignedIn });
    return reply.send(session);
  });

  app.delete('/api/session', async (request, reply) => {
    sessions.delete(sessionIdOf(request));
    clearSessionCookie(reply, cookie);
    return reply.code(204).send();
  });
}
