// The session cookies: token and user id readable by the page (section 9), refresh token HttpOnly.
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { COOKIES } from '../../src/core/protocol/wire';
import type { NewSession } from '../db/sessions';

export function setSessionCookies(reply: FastifyReply, userId: string, session: NewSession, now: number): void {
  // Secure whenever the gateway is reached over https (behind a TLS proxy that sets the protocol); loopback demos use http.
  const base = { path: '/', sameSite: 'lax' as const, secure: reply.request.protocol === 'https' };
  const maxAge = Math.floor((session.expiresAt - now) / 1000);
  reply.setCookie(COOKIES.sessionToken, session.token, { ...base, maxAge });
  reply.setCookie(COOKIES.userId, userId, { ...base, maxAge });
  reply.setCookie(COOKIES.refreshToken, session.refreshToken, { ...base, maxAge: Math.floor((session.refreshExpiresAt - now) / 1000), httpOnly: true });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [COOKIES.sessionToken, COOKIES.userId, COOKIES.refreshToken]) reply.clearCookie(name, { path: '/' });
}
