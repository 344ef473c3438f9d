import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, badRequest } from '../lib/http-errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const RETENTION_MS = 24 * 60 * 60 * 1000;

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Safe retries on a bad connection: a repeat of a write with the same Idempotency-Key from the same
 * employee gets the first answer and writes nothing. Writes without an employee (sign-in) create no
 * lasting state worth replaying, and storing their answer would store a token, so they are left alone.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const repo = () => app.repos.idempotency;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters', 'BAD_IDEMPOTENCY_KEY');
    }
    const { companyId, employeeId } = request.auth;
    const print = fingerprint(request);
    const claimed = await repo().claim({
      companyId,
      employeeId,
      key,
      fingerprint: print,
      expiredBefore: new Date(Date.now() - RETENTION_MS),
    });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const stored = await repo().find(employeeId, key);
    if (!stored || stored.fingerprint !== print) {
      throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
    }
    if (stored.statusCode === null) {
      throw new HttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; retry shortly');
    }
    reply.status(stored.statusCode).header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.send(stored.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.auth) return payload;
    request.idempotencyKey = null;
    const storable = reply.statusCode < 500 && (typeof payload === 'string' || payload === null || payload === undefined);
    if (storable) {
      const contentType = reply.getHeader('content-type');
      await repo().complete(request.auth.employeeId, key, {
        statusCode: reply.statusCode,
        body: (payload as string | null) ?? '',
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    } else {
      await repo().release(request.auth.employeeId, key);
    }
    return payload;
  });

  app.addHook('onRequestAbort', async (request) => {
    if (request.idempotencyKey && request.auth) await repo().release(request.auth.employeeId, request.idempotencyKey);
  });
});
