import type { FastifyInstance } from 'fastify';
import type { CallsResponse } from '../src/calls';
import { parseCallRange } from './call-range';
import { CallLoads, callLoadDefaults } from './call-loads';
import type { CallAnalyticsOptions } from './config';
import { messages } from './messages';
import { sessionIdOf, sessionOf } from './session-cookie';
import type { SessionStore } from './session-store';
import { CallSourceTimeout, TooManyCalls } from './sources/call-source';

/** `GET /api/calls?from=&to=`: the calls of a range, for a signed-in team member only. */
export function registerCallsRoute(app: FastifyInstance, options: CallAnalyticsOptions, sessions: SessionStore): void {
  const { source } = options;
  const loads = source === null ? null : new CallLoads(source, options.callLoad ?? callLoadDefaults, options.now);
  app.get('/api/calls', async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId === undefined || sessionOf(request, sessions) === null) return reply.code(401).send({ error: messages.notSignedIn });
    const range = parseCallRange(request.query as Record<string, unknown>);
    if (typeof range === 'string') return reply.code(400).send({ error: range });
    if (source === null || loads === null) return reply.code(503).send({ error: messages.noSource });
    try {
      const body: CallsResponse = { source: source.kind, calls: await loads.list(sessionId, range) };
      return reply.send(body);
    } catch (error) {
      request.log.error({ err: error }, 'call source failed');
      if (error instanceof CallSourceTimeout) return reply.code(504).send({ error: messages.sourceTimeout });
      if (error instanceof TooManyCalls) return reply.code(422).send({ error: messages.tooManyCalls(error.max) });
      return reply.code(502).send({ error: messages.sourceFailed });
    }
  });
}
