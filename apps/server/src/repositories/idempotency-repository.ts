import { sql } from 'kysely';
import { declareActor, type AuditActor } from './audit-log-repository';
import type { Executor } from './executor';

/** The answer a committed write stored under its key, and what the request was. */
export interface StoredResponse {
  fingerprint: string;
  statusCode: number;
  body: string;
  contentType: string | null;
}

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** A write's Idempotency-Key, which the write claims in its own transaction (plugins/idempotency.ts). */
export interface Claim {
  companyId: number;
  employeeId: number;
  key: string;
  fingerprint: string;
}

export function createIdempotencyRepository(db: Executor) {
  return {
    /** The answer stored under the employee's key, if a write under it committed. */
    async find(employeeId: number, key: string): Promise<StoredResponse | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select([
          'request_fingerprint as fingerprint',
          'status_code as statusCode',
          'response_body as body',
          'response_content_type as contentType',
        ])
        .where('employee_id', '=', employeeId)
        .where('key', '=', key)
        .where('status_code', 'is not', null)
        .$narrowType<{ statusCode: number }>()
        .executeTakeFirst();
      return row && { ...row, body: row.body ?? '' };
    },

    /**
     * Claims the key as the first statement of the write's transaction; false when another write under it
     * committed. While another transaction holds an uncommitted claim of the key, this statement waits on the
     * key's unique index for it to end: committed, the key is taken (false); rolled back, this claim wins.
     *
     * A committed row without an answer is a claim of the version before this one (claims were committed
     * before the write ran), left by a process that died: it wrote nothing, and is claimed again.
     *
     * A claimed key also declares the write's actor for the audit log (auditLog.actAs) in its RETURNING: the
     * same setting in the statement the write needs anyway, instead of a round trip of its own.
     */
    async claim(claim: Claim, actor?: AuditActor): Promise<boolean> {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({
          company_id: claim.companyId,
          employee_id: claim.employeeId,
          key: claim.key,
          request_fingerprint: claim.fingerprint,
        })
        .onConflict((oc) =>
          oc
            .columns(['employee_id', 'key'])
            .doUpdateSet({ request_fingerprint: claim.fingerprint, created_at: sql`now()` })
            .where('idempotency_keys.status_code', 'is', null),
        )
        .returning(actor ? ['key', declareActor(actor).as('actor')] : ['key'])
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Stores the answer of a claim, in the transaction that claimed it. */
    async answer(claim: Claim, response: StoredAnswer): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          status_code: response.statusCode,
          response_body: response.body,
          response_content_type: response.contentType,
        })
        .where('employee_id', '=', claim.employeeId)
        .where('key', '=', claim.key)
        .execute();
    },

    /** Removes the keys of every employee made before `expiredBefore` (by the index on created_at). */
    async purgeExpired(expiredBefore: Date): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
    },
  };
}
