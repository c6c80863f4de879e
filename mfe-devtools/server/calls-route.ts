import type { FastifyInstance } from 'fastify';
import type { CallsResponse } from '@isarlicht/shared';
import { parseCallRange } from './call-range';
import type { CallAnalyticsOptions } from './config';
import { messages } from './messages';
import { sessionOf } from './session-cookie';
import type { SessionStore } from './session-store';

/** `GET /api/calls?from=&to=`: the calls of a range, for a signed-in team member only. */
export function registerCallsRoute(app: FastifyInstance, options: CallAnalyticsOptions, sessions: SessionStore): void {
  app.get('/api/calls', async (request, reply) => {
    if (sessionOf(request, sessions) === null) return reply.code(401).send({ error: messages.notSignedIn });
    const range = parseCallRange(request.query as Record<string, unknown>);
    if (typeof range === 'string') return reply.code(400).send({ error: range });
    if (options.source === null) return reply.code(503).send({ error: messages.noSource });
    try {
      const body: CallsResponse = { source: options.source.kind, calls: await options.source.list(range) };
      return reply.send(body);
    } catch (error) {
      request.log.error({ err: error }, 'call source failed');
      return reply.code(502).send({ error: messages.sourceFailed });
    }
  });
}
