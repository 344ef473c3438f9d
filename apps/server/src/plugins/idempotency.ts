import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { HttpError, badRequest } from '../lib/http-errors';
import { counts } from '../lib/metrics';
import { employeeActor } from '../lib/audit-actors';
import { createRepositories, type Repositories } from '../repositories';
import type { KeyedWrite, StoredResponse } from '../repositories/idempotency-repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** As long as a phone's outbox may send a write again: it keeps unsent writes for days (decision 002). */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often a process removes the keys that ran out; any process may, the statement is idempotent. */
export const PURGE_INTERVAL_MS = 60_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A raw body (a photo) by its bytes: as JSON a Buffer is a list of numbers, five times its size. */
function fingerprint(request: FastifyRequest): string {
  const body = Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n`).update(body).digest('hex');
}

/** Answers with the stored answer of a committed write, or 422 when the key was used for another request. */
function replay(reply: FastifyReply, stored: StoredResponse, print: string): FastifyReply {
  if (stored.fingerprint !== print) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
  }
  counts.idempotencyReplays++;
  reply.status(stored.statusCode).header('idempotent-replayed', 'true');
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return reply.send(stored.body);
}

/**
 * Safe retries on a bad connection: a repeat of a write with the same Idempotency-Key from the same
 * employee gets the first answer and writes nothing. Writes without an employee (sign-in) create no
 * lasting state worth replaying, and storing their answer would store a token, so they are left alone.
 *
 * This hook only checks the key; the write stores its answer under the key as the last statement of its own
 * transaction (`writeAndAnswer`), and replays the answer of a write under the key that committed before (or
 * 422 for another request): the key is taken exactly when the write committed. A refusal (4xx) or a failure
 * (5xx) wrote nothing and stores nothing, so a retry runs again and gets the answer of its own moment.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const repo = () => app.repos.idempotency;
  let purgedAt = 0;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters', 'BAD_IDEMPOTENCY_KEY');
    }
    const now = Date.now();
    // Once a minute per process rather than per write: one range of the created_at index, and the keys of
    // employees who stopped writing go too.
    if (now - purgedAt > PURGE_INTERVAL_MS) {
      purgedAt = now;
      await repo().purgeExpired(new Date(now - RETENTION_MS));
    }
    const { companyId, employeeId } = request.auth;
    request.idempotency = { companyId, employeeId, key, fingerprint: fingerprint(request) } satisfies KeyedWrite;
  });
});

/**
 * Runs a write route's work in one transaction and sends its answer with `status`. The employee is declared
 * the actor of what the work changes (the audit log, decision 016). Under an Idempotency-Key the
 * transaction's last statement stores the answer, serialized by the route's response schema for `status`: the
 * key row is written once, so a key is answered exactly when its write committed. A process that dies
 * mid-write leaves nothing behind (its transaction rolls back), so the phone's retry runs at once.
 *
 * Nothing is looked up before the work: a retry is rare, and the key finds it. A duplicate does the work
 * again, and its key's insert fails on the stored key, which rolls the work back; then it replays the stored
 * answer (or 422 for another request under the key). Where transactions run one at a time (PGlite; one
 * server process on PostgreSQL) a duplicate that arrives while the first attempt's transaction is open runs
 * after it; on another PostgreSQL process its key's insert waits on the key's unique index for the first
 * attempt to end: committed, the duplicate rolls back and replays; rolled back, the duplicate's write stands.
 * A duplicate whose work failed because of the first attempt (a rule it now breaks, a lock) replays that
 * attempt's answer too.
 */
export async function writeAndAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (repos: Repositories, trx: Transaction<Database>) => Promise<T>,
): Promise<FastifyReply> {
  const keyed = request.idempotency;
  const outcome = await request.server.db
    .transaction()
    .execute(async (trx) => {
      const repos = createRepositories(trx);
      if (request.auth) await repos.auditLog.actAs(employeeActor(request.auth));
      const result = await work(repos, trx);
      if (!keyed) return { result, body: undefined };
      const body = reply.serializeInput(result as Record<string, unknown>, String(status)) as string;
      await repos.idempotency.store(keyed, { statusCode: status, body, contentType: JSON_TYPE });
      return { result, body };
    })
    .catch(async (error: unknown) => {
      const answered = keyed && (await request.server.repos.idempotency.find(keyed.employeeId, keyed.key));
      if (answered) return { answered };
      throw error;
    });
  if ('answered' in outcome) return replay(reply, outcome.answered, keyed!.fingerprint);
  reply.status(status);
  if (outcome.body === undefined) return reply.send(outcome.result);
  return reply.type(JSON_TYPE).send(outcome.body);
}
