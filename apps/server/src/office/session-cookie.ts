import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Idle and absolute lifetime of an office session (OWASP ASVS V3.3). */
export const OFFICE_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const OFFICE_SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

const PLAIN_NAME = 'bouwwerk-kantoor';
/** Over HTTPS the `__Host-` prefix makes the browser refuse the cookie unless Secure, Path=/ and host-only. */
const HOST_NAME = `__Host-${PLAIN_NAME}`;

const overHttps = (request: FastifyRequest) => request.protocol === 'https';

export function sessionCookieName(request: FastifyRequest): string {
  return overHttps(request) ? HOST_NAME : PLAIN_NAME;
}

/** The random session id the browser holds, or undefined. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** HttpOnly so no script reads it, SameSite=Strict so no other site's page sends it; cleared with the same. */
const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', secure: overHttps(request), path: '/' }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(sessionCookieName(request), sessionId, {
    ...cookieOptions(request),
    maxAge: OFFICE_SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
}

/**
 * The session's CSRF token: an HMAC of a fixed label keyed with the session id. Only a page that can read our
 * answers (our own origin) learns it, and it cannot be turned back into the id; nothing extra is stored.
 */
export function csrfTokenOf(sessionId: string): string {
  return createHmac('sha256', sessionId).update('bouwwerk office csrf').digest('base64url');
}

export function csrfTokenMatches(sessionId: string, sent: string): boolean {
  const expected = Buffer.from(csrfTokenOf(sessionId));
  const actual = Buffer.from(sent);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
