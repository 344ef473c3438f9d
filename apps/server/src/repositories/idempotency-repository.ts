import type { Executor } from './executor';

export interface StoredResponse {
  fingerprint: string;
  statusCode: number | null;
  body: string | null;
  contentType: string | null;
}

export function createIdempotencyRepository(db: Executor) {
  return {
    /** Claims the key for this request; false when the employee used the key before. */
    async claim(entry: { companyId: number; employeeId: number; key: string; fingerprint: string; expiredBefore: Date }) {
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

    async complete(employeeId: number, key: string, response: { statusCode: number; body: string; contentType: string | null }) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: response.statusCode, response_body: response.body, response_content_type: response.contentType })
        .where('employee_id', '=', employeeId)
        .where('key', '=', key)
        .execute();
    },

    /** Frees the key after a failure of ours (5xx), so the retry runs for real. */
    async release(employeeId: number, key: string) {
      await db.deleteFrom('idempotency_keys').where('employee_id', '=', employeeId).where('key', '=', key).execute();
    },
  };
}
