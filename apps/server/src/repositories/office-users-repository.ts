import type { OfficeRole } from '@bouwwerk/domain';
import { sql } from '../db/kysely';
import type { Executor } from './executor';

/** The company's office users: who may sign in to the console, and in which role. */
export function createOfficeUsersRepository(db: Executor) {
  const activeSessions = (now: Date, idleAfter: Date, absoluteAfter: Date) =>
    sql<number>`(SELECT count(*)::int FROM office_sessions s
      WHERE s.office_user_id = u.id AND s.ended_at IS NULL
        AND s.last_seen_at > ${idleAfter} AND s.created_at > ${absoluteAfter} AND s.created_at <= ${now})`;

  return {
    async findForSignIn(companyCode: string, email: string) {
      return db
        .selectFrom('office_users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select(['u.id', 'u.company_id as companyId', 'u.password_hash as passwordHash', 'u.active'])
        .where((eb) => eb(eb.fn('lower', ['c.code']), '=', companyCode.trim().toLowerCase()))
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
    },

    /** The company's office users (or the one of `id`) with their sessions still running at `now`. */
    async list(companyId: number, window: { now: Date; idleAfter: Date; absoluteAfter: Date }, id?: number) {
      let query = db
        .selectFrom('office_users as u')
        .select([
          'u.id',
          'u.email',
          'u.name',
          'u.role',
          'u.active',
          (eb) =>
            eb
              .selectFrom('office_sessions as s')
              .select((inner) => inner.fn.max('s.last_seen_at').as('lastSeen'))
              .whereRef('s.office_user_id', '=', 'u.id')
              .as('lastSeenAt'),
          activeSessions(window.now, window.idleAfter, window.absoluteAfter).as('activeSessions'),
        ])
        .where('u.company_id', '=', companyId);
      if (id !== undefined) query = query.where('u.id', '=', id);
      return query.orderBy('u.name').orderBy('u.id').execute();
    },

    async find(companyId: number, id: number) {
      return db
        .selectFrom('office_users')
        .select(['id', 'email', 'name', 'role', 'active', 'password_hash as passwordHash'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async findByEmail(companyId: number, email: string) {
      return db
        .selectFrom('office_users')
        .select(['id', 'email', 'name', 'role', 'active'])
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },

    /** Locks the company's active beheerders' rows, so two demotions cannot each leave the other as the last. */
    async lockActiveBeheerders(companyId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('office_users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('role', '=', 'beheerder')
        .where('active', '=', true)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((row) => row.id);
    },

    async create(user: { companyId: number; email: string; name: string; role: OfficeRole; passwordHash: string }) {
      return db
        .insertInto('office_users')
        .values({
          company_id: user.companyId,
          email: user.email,
          name: user.name,
          role: user.role,
          password_hash: user.passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(
      companyId: number,
      id: number,
      change: { name?: string; role?: OfficeRole; active?: boolean; passwordHash?: string },
    ) {
      return db
        .updateTable('office_users')
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.role !== undefined && { role: change.role }),
          ...(change.active !== undefined && { active: change.active }),
          ...(change.passwordHash !== undefined && { password_hash: change.passwordHash }),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning(['id', 'email', 'name', 'role', 'active'])
        .executeTakeFirst();
    },
  };
}
