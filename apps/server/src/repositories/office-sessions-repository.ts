import type { Executor } from './executor';

/** When a session stops counting: idle since `idleAfter`, or started before `absoluteAfter`. */
export interface SessionWindow {
  now: Date;
  idleAfter: Date;
  absoluteAfter: Date;
}

export function createOfficeSessionsRepository(db: Executor) {
  return {
    /** Starts a session of the user; who he is, for the answer. */
    async createFor(userId: number, idHash: Uint8Array, now: Date) {
      const user = await db
        .selectFrom('office_users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select([
          'u.company_id as companyId',
          'c.code as companyCode',
          'c.name as companyName',
          'u.id as userId',
          'u.email',
          'u.name',
          'u.role',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('office_sessions')
        .values({
          company_id: user.companyId,
          office_user_id: userId,
          id_hash: idHash,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return user;
    },

    /** The running session behind a cookie, with its user and company; only while the user is active. */
    async findRunning(idHash: Uint8Array, window: SessionWindow) {
      return db
        .selectFrom('office_sessions as s')
        .innerJoin('office_users as u', (join) =>
          join.onRef('u.id', '=', 's.office_user_id').onRef('u.company_id', '=', 's.company_id'),
        )
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select([
          's.id as sessionId',
          's.last_seen_at as lastSeenAt',
          's.company_id as companyId',
          'c.code as companyCode',
          'c.name as companyName',
          'u.id as userId',
          'u.email',
          'u.name',
          'u.role',
        ])
        .where('s.id_hash', '=', idHash)
        .where('s.ended_at', 'is', null)
        .where('s.last_seen_at', '>', window.idleAfter)
        .where('s.created_at', '>', window.absoluteAfter)
        .where('u.active', '=', true)
        .executeTakeFirst();
    },

    /** Which of these sessions still run (as findRunning judges them): for the open boards' streams. */
    async runningAmong(sessionIds: number[], window: SessionWindow): Promise<number[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .selectFrom('office_sessions as s')
        .innerJoin('office_users as u', (join) =>
          join.onRef('u.id', '=', 's.office_user_id').onRef('u.company_id', '=', 's.company_id'),
        )
        .select('s.id')
        .where('s.id', 'in', sessionIds)
        .where('s.ended_at', 'is', null)
        .where('s.last_seen_at', '>', window.idleAfter)
        .where('s.created_at', '>', window.absoluteAfter)
        .where('u.active', '=', true)
        .execute();
      return rows.map((row) => row.id);
    },

    async touch(sessionId: number, now: Date) {
      await db.updateTable('office_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    },

    async end(companyId: number, sessionId: number, now: Date) {
      await db
        .updateTable('office_sessions')
        .set({ ended_at: now })
        .where('company_id', '=', companyId)
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Ends every session of the user; the number ended. */
    async endAllOf(companyId: number, userId: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('office_sessions')
        .set({ ended_at: now })
        .where('company_id', '=', companyId)
        .where('office_user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
