import { createHash } from 'node:crypto';
import { IDEMPOTENCY_IN_PROGRESS } from '@bouwwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { HttpError, badRequest } from '../lib/http-errors';
import { createRepositories, type Repositories } from '../repositories';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * A claim without an answer this old belongs to a request that died (a crash, a killed process): writes
 * take milliseconds. Taking it over too early would still not write twice, only refuse one of the two:
 * whichever stores its answer second rolls its write back.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const inProgress = () =>
  new HttpError(
    409,
    IDEMPOTENCY_IN_PROGRESS,
    'A request with this Idempotency-Key is still being processed; retry shortly',
  );

/**
 * Safe retries on a bad connection: a repeat of a write with the same Idempotency-Key from the same
 * employee gets the first answer and writes nothing. Writes without an employee (sign-in) create no
 * lasting state worth replaying, and storing their answer would store a token, so they are left alone.
 *
 * Write routes run their write through `writeAndAnswer`, which stores the answer in the write's own
 * transaction: a key is answered exactly when its write committed, whatever happens to the process after.
 * Answers without a write (a refusal, 4xx) are stored when they are sent.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const repo = () => app.repos.idempotency;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters', 'BAD_IDEMPOTENCY_KEY');
    }
    const { companyId, employeeId } = request.auth;
    const print = fingerprint(request);
    const now = Date.now();
    const claim = { employeeId, key };
    const claimed =
      (await repo().claim({ ...claim, companyId, fingerprint: print, expiredBefore: new Date(now - RETENTION_MS) })) ||
      (await repo().takeOver({ ...claim, fingerprint: print, abandonedBefore: new Date(now - ABANDONED_AFTER_MS) }));
    if (claimed) {
      request.idempotency = claim;
      return;
    }
    const stored = await repo().find(employeeId, key);
    if (!stored || stored.fingerprint !== print) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request',
      );
    }
    if (stored.statusCode === null) throw inProgress();
    reply.status(stored.statusCode).header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.send(stored.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const storable =
      reply.statusCode < 500 && (typeof payload === 'string' || payload === null || payload === undefined);
    if (storable) {
      const contentType = reply.getHeader('content-type');
      await repo().answer(claim, {
        statusCode: reply.statusCode,
        body: (payload as string | null) ?? '',
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    } else {
      await repo().release(claim);
    }
    return payload;
  });
});

/**
 * Runs a write route's work in one transaction and sends its answer with `status`. Under an
 * Idempotency-Key the answer, serialized by the route's response schema for `status`, is stored in that
 * same transaction, so a retry after any crash either replays it (the write committed) or finds a claim
 * without an answer (nothing was written) that it may take over once abandoned.
 *
 * A retry that took the claim over and answered first wins: this write then rolls back and answers 409.
 */
export async function writeAndAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (repos: Repositories, trx: Transaction<Database>) => Promise<T>,
): Promise<FastifyReply> {
  const claim = request.idempotency;
  const answer = await request.server.db.transaction().execute(async (trx) => {
    const repos = createRepositories(trx);
    const result = await work(repos, trx);
    if (!claim) return { result, body: undefined };
    const body = reply.serializeInput(result as Record<string, unknown>, String(status)) as string;
    const answeredFirst = await repos.idempotency.answer(claim, { statusCode: status, body, contentType: JSON_TYPE });
    if (!answeredFirst) throw inProgress();
    return { result, body };
  });
  reply.status(status);
  if (answer.body === undefined) return reply.send(answer.result);
  // Answered with the write: nothing left for onSend to store.
  request.idempotency = null;
  return reply.type(JSON_TYPE).send(answer.body);
}
