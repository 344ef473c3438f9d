import type { OfficeRole } from '@bouwwerk/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';
import type { SessionWindow } from '../repositories/office-sessions-repository';
import { accessOf } from './route-access';
import {
  csrfTokenMatches,
  OFFICE_SESSION_ABSOLUTE_MS,
  OFFICE_SESSION_IDLE_MS,
  readSessionCookie,
} from './session-cookie';

/** Who is calling the office API: from the session cookie, never from the body or the path. */
export interface OfficeCaller {
  sessionId: number;
  /** The cookie's value, from which the CSRF token is derived. */
  sessionSecret: string;
  companyId: number;
  companyCode: string;
  companyName: string;
  userId: number;
  email: string;
  name: string;
  role: OfficeRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    office: OfficeCaller | null;
  }
}

/** How stale `last_seen_at` may be before a request writes it again: the idle timeout is this precise. */
const TOUCH_AFTER_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sessionWindow = (now: Date): SessionWindow => ({
  now,
  idleAfter: new Date(now.getTime() - OFFICE_SESSION_IDLE_MS),
  absoluteAfter: new Date(now.getTime() - OFFICE_SESSION_ABSOLUTE_MS),
});

/**
 * A write must come from a page of our own origin: browsers send Origin with every POST, PUT, PATCH and
 * DELETE, and no page elsewhere can set it to ours. SameSite=Strict already keeps the cookie off other
 * sites' requests; this holds where it does not (a subdomain is "same site").
 */
function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own)
    throw forbidden(
      origin === undefined
        ? 'A write to the office API must carry the Origin header of the office console'
        : `A write to the office API must come from ${own}, not from ${origin}`,
      'CSRF_ORIGIN',
    );
}

async function authenticate(request: FastifyRequest): Promise<OfficeCaller> {
  const secret = readSessionCookie(request);
  if (!secret) throw unauthorized('Sign in to the office first: there is no session cookie', 'NOT_SIGNED_IN');
  const now = new Date();
  const session = await request.server.repos.officeSessions.findRunning(hashToken(secret), sessionWindow(now));
  if (!session) throw unauthorized('The session has expired or was signed out; sign in again', 'SESSION_ENDED');
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_AFTER_MS)
    await request.server.repos.officeSessions.touch(session.sessionId, now);
  return {
    sessionId: session.sessionId,
    sessionSecret: secret,
    companyId: session.companyId,
    companyCode: session.companyCode,
    companyName: session.companyName,
    userId: session.userId,
    email: session.email,
    name: session.name,
    role: session.role,
  };
}

/**
 * onRequest hook of every office route, driven by the route table (route-access.ts): the Origin of a write,
 * then the session (401), the role (403) and the session's CSRF token on a write (403).
 */
export async function guardOfficeRoute(request: FastifyRequest): Promise<void> {
  const access = accessOf(request.method, request.routeOptions.url ?? '');
  if (access === undefined) return; // no route matched: the not-found answer follows
  const writes = !SAFE_METHODS.has(request.method);
  if (writes) checkOrigin(request);
  if (access === 'public') return;

  const caller = await authenticate(request);
  if (!access.includes(caller.role))
    throw forbidden(`The role ${caller.role} may not do this; ask a beheerder`, 'FORBIDDEN_ROLE');
  if (writes) {
    const token = request.headers['x-csrf-token'];
    if (typeof token !== 'string' || !csrfTokenMatches(caller.sessionSecret, token))
      throw forbidden('The X-CSRF-Token header is missing or is not the one of this session', 'CSRF_TOKEN');
  }
  request.office = caller;
}

/** The signed-in office user of a route behind guardOfficeRoute. */
export function requireOffice(request: { office: OfficeCaller | null }): OfficeCaller {
  if (!request.office) throw new Error('requireOffice used on a public office route');
  return request.office;
}
