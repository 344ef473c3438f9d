import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors';

/** Which office system is calling: the key, and the one company it reaches. */
export interface IntegrationCaller {
  keyId: number;
  /** The key's public prefix, as the audit log names the caller. */
  keyPrefix: string;
  companyId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    integration: IntegrationCaller | null;
  }
}

const KEY_HEADER = /^Bearer\s+(\S+)$/i;

/**
 * onRequest hook of every /integration/v1 call: `Authorization: Bearer <key>` with an active key of a company.
 * An app sign-in token is no key (it is looked up among the keys' hashes and not found), and a key is no
 * sign-in token, so neither opens the other's routes.
 */
export async function authenticateIntegrationKey(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const key = typeof header === 'string' ? KEY_HEADER.exec(header.trim())?.[1] : undefined;
  if (!key) throw unauthorized('The Authorization header must be `Bearer <integration key>`', 'MISSING_API_KEY');
  const caller = await request.server.repos.integrationKeys.authenticate(key);
  if (!caller) throw unauthorized('The integration key is unknown or was revoked', 'INVALID_API_KEY');
  request.integration = caller;
}

/** The calling office system of a route behind authenticateIntegrationKey. */
export function requireIntegration(request: { integration: IntegrationCaller | null }): IntegrationCaller {
  if (!request.integration) throw new Error('requireIntegration used outside /integration/v1');
  return request.integration;
}
