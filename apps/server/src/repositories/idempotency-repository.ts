import type { Executor } from './executor';
import { lastStatement } from '../db/pipelined-statements';

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** The answer a committed write stored under its key, and what the request was. */
export interface StoredResponse extends StoredAnswer {
  fingerprint: string;
}

/** A write's Idempotency-Key, taken by the write's own transaction when it commits (plugins/idempotency.ts). */
export interface KeyedWrite {
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
        .executeTakeFirst();
      return row && { ...row, body: row.body ?? '' };
    },

    /**
     * Stores the write's answer under its key, as the last statement of its transaction, which may take the
     * COMMIT along (lastStatement): the key row is written once, with its answer, exactly when the write
     * commits. A key already stored (a duplicate's write committed first: this insert waits on the key's
     * unique index for its transaction to end) fails the insert, and with it this transaction.
     */
    async store(write: KeyedWrite, response: StoredAnswer): Promise<void> {
      const query = db
        .insertInto('idempotency_keys')
        .values({
          company_id: write.companyId,
          employee_id: write.employeeId,
          key: write.key,
          request_fingerprint: write.fingerprint,
          status_code: response.statusCode,
          response_body: response.body,
          response_content_type: response.contentType,
        })
        .compile();
      await db.executeQuery(lastStatement(query));
    },

    /** Removes the keys of every employee made before `expiredBefore` (by the index on created_at). */
    async purgeExpired(expiredBefore: Date): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
    },
  };
}
