import type { Executor } from './executor';

export interface StoredResponse {
  fingerprint: string;
  statusCode: number | null;
  body: string | null;
  contentType: string | null;
}

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** A key claimed by a request that has not answered yet. */
export interface Claim {
  employeeId: number;
  key: string;
}

export function createIdempotencyRepository(db: Executor) {
  return {
    /** Claims the key for this request; false when the employee used the key before. */
    async claim(entry: {
      companyId: number;
      employeeId: number;
      key: string;
      fingerprint: string;
      expiredBefore: Date;
    }) {
      await db
        .deleteFrom('idempotency_keys')
        .where('employee_id', '=', entry.employeeId)
        .where('created_at', '<', entry.expiredBefore)
        .execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          company_id: entry.companyId,
          employee_id: entry.employeeId,
          key: entry.key,
          request_fingerprint: entry.fingerprint,
        })
        .onConflict((oc) => oc.columns(['employee_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Takes over a claim of the same request that has no answer and was made before `abandonedBefore`: its
     * request died before its write committed (a write stores its answer in its own transaction). False when
     * there is nothing to take over; of two retries taking over at once, one gets it.
     */
    async takeOver(entry: { employeeId: number; key: string; fingerprint: string; abandonedBefore: Date }) {
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date() })
        .where('employee_id', '=', entry.employeeId)
        .where('key', '=', entry.key)
        .where('request_fingerprint', '=', entry.fingerprint)
        .where('status_code', 'is', null)
        .where('created_at', '<', entry.abandonedBefore)
        .returning('key')
        .executeTakeFirst();
      return taken !== undefined;
    },

    async find(employeeId: number, key: string): Promise<StoredResponse | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .select([
          'request_fingerprint as fingerprint',
          'status_code as statusCode',
          'response_body as body',
          'response_content_type as contentType',
        ])
        .where('employee_id', '=', employeeId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /**
     * Stores the answer of a claim, once: false when the key was answered already (a retry took the claim
     * over and answered first). A write stores its answer in its own transaction and rolls back on false,
     * so of all attempts under one key, only one write ever commits.
     */
    async answer(claim: Claim, response: StoredAnswer): Promise<boolean> {
      const updated = await db
        .updateTable('idempotency_keys')
        .set({
          status_code: response.statusCode,
          response_body: response.body,
          response_content_type: response.contentType,
        })
        .where('employee_id', '=', claim.employeeId)
        .where('key', '=', claim.key)
        .where('status_code', 'is', null)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** Frees the key after a failure of ours (5xx) that wrote nothing, so the retry runs for real. */
    async release(claim: Claim) {
      await db
        .deleteFrom('idempotency_keys')
        .where('employee_id', '=', claim.employeeId)
        .where('key', '=', claim.key)
        .where('status_code', 'is', null)
        .execute();
    },
  };
}
