import { sql } from 'kysely';
import { declareActor, type AuditActor } from './audit-log-repository';
import type { Executor } from './executor';

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** The answer a committed write stored under its key, and what the request was. */
export interface StoredResponse extends StoredAnswer {
  fingerprint: string;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A write's Idempotency-Key, taken by the write's own transaction when it commits (plugins/idempotency.ts). */
export interface KeyedWrite {
  companyId: number;
  employeeId: number;
  key: string;
  fingerprint: string;
}

export function createIdempotencyRepository(db: Executor) {
  /** The answer stored under the employee's key, if a write under it committed. */
  const storedUnder = (employeeId: number, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select([
        'request_fingerprint as fingerprint',
        'status_code as statusCode',
        'response_body as body',
        'response_content_type as contentType',
      ])
      .where('employee_id', '=', employeeId)
      .where('key', '=', key)
      .where('status_code', 'is not', null);

  const toStored = (row: Nullable<StoredResponse> | undefined): StoredResponse | undefined =>
    row?.fingerprint == null || row.statusCode == null
      ? undefined
      : {
          fingerprint: row.fingerprint,
          statusCode: row.statusCode,
          body: row.body ?? '',
          contentType: row.contentType,
        };

  return {
    async find(employeeId: number, key: string): Promise<StoredResponse | undefined> {
      return toStored(await storedUnder(employeeId, key).executeTakeFirst());
    },

    /**
     * `find` as the first statement of a keyed write's transaction, which also declares the write's actor
     * for the audit log (auditLog.actAs): one statement instead of two. A key whose write committed is
     * answered from here without doing the work again.
     */
    async findAs(write: KeyedWrite, actor: AuditActor): Promise<StoredResponse | undefined> {
      const row = await db
        .selectFrom(sql<{ one: number }>`(VALUES (1))`.as('one'))
        .leftJoin(storedUnder(write.employeeId, write.key).as('stored'), (join) => join.onTrue())
        .select(declareActor(actor).as('actor'))
        .selectAll('stored')
        .executeTakeFirst();
      return toStored(row);
    },

    /**
     * Stores the write's answer under its key, as the last statement of its transaction: the key row is
     * written once, with its answer (an insert and then an update of the same row cost PGlite a fifth of a
     * booking). False when a concurrent write under the key committed first; this statement waits on the
     * key's unique index for that write's transaction to end, and the caller rolls back its own.
     *
     * A committed row without an answer is a claim of an earlier version (claims were once committed before
     * the write ran), left by a process that died: it wrote nothing, and this write takes the key.
     */
    async store(write: KeyedWrite, response: StoredAnswer): Promise<boolean> {
      const answer = {
        request_fingerprint: write.fingerprint,
        status_code: response.statusCode,
        response_body: response.body,
        response_content_type: response.contentType,
      };
      const stored = await db
        .insertInto('idempotency_keys')
        .values({ company_id: write.companyId, employee_id: write.employeeId, key: write.key, ...answer })
        .onConflict((oc) =>
          oc
            .columns(['employee_id', 'key'])
            .doUpdateSet({ ...answer, created_at: sql`now()` })
            .where('idempotency_keys.status_code', 'is', null),
        )
        .returning('key')
        .executeTakeFirst();
      return stored !== undefined;
    },

    /** Removes the keys of every employee made before `expiredBefore` (by the index on created_at). */
    async purgeExpired(expiredBefore: Date): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
    },
  };
}
