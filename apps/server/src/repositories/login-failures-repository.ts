import type { Executor } from './executor';

/** Failed sign-ins, kept in the database so that every server instance sees the same count. */
export function createLoginFailuresRepository(db: Executor) {
  return {
    async countSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
        .where('key', '=', key)
        .where('failed_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
    },

    async record(keys: string[], now: Date, pruneBefore: Date) {
      await db.deleteFrom('login_failures').where('key', 'in', keys).where('failed_at', '<=', pruneBefore).execute();
      await db
        .insertInto('login_failures')
        .values(keys.map((key) => ({ key, failed_at: now })))
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
  };
}
