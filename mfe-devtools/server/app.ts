import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { registerCallsRoute } from './calls-route';
import type { CallAnalyticsOptions } from './config';
import { prepareVerification } from './credentials';
import { messages } from './messages';
import { refuseForeignOrigins } from './origin-check';
import { registerSessionRoutes } from './session-routes';
import { SessionStore } from './session-store';

/**
 * The call-analytics API: sign-in with a session cookie, and the calls of a range from
 * Vapi (whose private key stays here) or from an export (docs/decisions/017).
 */
export async function createCallAnalyticsServer(options: CallAnalyticsOptions, logger = false): Promise<FastifyInstance> {
  const trustedProxies = options.trustedProxies ?? 0;
  // proxy-addr counts hops from the socket: the first `trustedProxies` addresses are ours.
  const trustProxy = (_address: string, hop: number): boolean => hop < trustedProxies;
  const app = Fastify({ logger: logger && { level: 'warn' }, bodyLimit: 4096, trustProxy });
  await app.register(cookie);
  // Exactly the shell's origin, with credentials: no other page may read the calls.
  await app.register(cors, { origin: [...options.allowedOrigins], credentials: true, methods: ['GET', 'POST', 'DELETE'] });
  refuseForeignOrigins(app, options.allowedOrigins);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, error: messages.tooManyAttempts }),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  app.setErrorHandler((error: { statusCode?: number; error?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    const text = status === 429 ? messages.tooManyAttempts : status < 500 ? messages.badRequest : messages.sourceFailed;
    return reply.code(status).send({ error: text });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: messages.notFound }));

  await prepareVerification(options.credentials);
  const sessions = new SessionStore(options.sessionMinutes * 60 * 1000, options.now);
  registerSessionRoutes(app, options, sessions);
  registerCallsRoute(app, options, sessions);
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}
