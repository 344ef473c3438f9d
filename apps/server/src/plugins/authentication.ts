import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';
import type { SessionLookup } from '../repositories/sessions-repository';

/** The request's bearer token; 401 when there is none. */
export function requireBearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1])
    throw unauthorized('Sign in first: the Authorization header with a bearer token is missing', 'MISSING_TOKEN');
  return match[1];
}

/** What to look a token's session up by, at this moment. */
export const sessionLookup = (token: string): SessionLookup => ({ tokenHash: hashToken(token), now: new Date() });

/** The 401 for a token without an active session. */
export const sessionEnded = () =>
  unauthorized('The session has expired or was signed out; sign in again', 'INVALID_TOKEN');

/** Resolves the bearer token to an employee of a company; 401 for a missing, unknown, expired or revoked one. */
export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = requireBearerToken(request);
    const session = await app.repos.sessions.findActive(sessionLookup(token));
    if (!session) throw sessionEnded();
    request.auth = { ...session, token };
  });
});
