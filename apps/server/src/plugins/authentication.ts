import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves the bearer token to an employee of a company; 401 for a missing, unknown, expired or revoked one. */
export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign in first: the Authorization header with a bearer token is missing', 'MISSING_TOKEN');
    const session = await app.repos.sessions.findActive(hashToken(token), new Date());
    if (!session) throw unauthorized('The session has expired or was signed out; sign in again', 'INVALID_TOKEN');
    request.auth = { ...session, token };
  });
});
