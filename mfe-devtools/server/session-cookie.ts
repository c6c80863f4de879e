import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallAnalyticsSession } from '../src/calls';
import type { SessionStore } from './session-store';

export const sessionCookieName = 'isarlicht_call_analytics';

export interface CookieSettings {
  readonly secure: boolean;
  readonly maxAgeSeconds: number;
}

/** HttpOnly so no script reads it; SameSite=Strict so no other site's page sends it; only for the API. */
export function setSessionCookie(reply: FastifyReply, id: string, settings: CookieSettings): void {
  reply.setCookie(sessionCookieName, id, {
    httpOnly: true,
    secure: settings.secure,
    sameSite: 'strict',
    path: '/api',
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(sessionCookieName, { httpOnly: true, secure: settings.secure, sameSite: 'strict', path: '/api' });
}

export const sessionIdOf = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName];

export const sessionOf = (request: FastifyRequest, sessions: SessionStore): CallAnalyticsSession | null =>
  sessions.find(sessionIdOf(request));
