import type { FastifyInstance } from 'fastify';
import { messages } from './messages';

const changing = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth against cross-site requests: besides SameSite=Strict on the session
 * cookie and the CORS preflight, a changing request whose `Origin` is not one of the
 * allowed origins is refused before any route runs. Browsers send `Origin` on every
 * such request; a request without one comes from no web page (curl, monitoring).
 */
export function refuseForeignOrigins(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    if (!changing.has(request.method) || origin === undefined || allowed.has(origin)) return;
    await reply.code(403).send({ error: messages.foreignOrigin });
  });
}
