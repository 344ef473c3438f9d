import { queryTemplate } from '../db/query-template';
import type { Executor } from './executor';

export interface SessionLookup {
  tokenHash: Uint8Array;
  now: Date;
}

/**
 * The employee's rights (of `employees as e` and `companies as c`), read with his session: every write of the
 * field app checks them, and reading them there spares each write's transaction a statement. A change of
 * rights holds from the next request on.
 */
export const RIGHTS_COLUMNS = [
  'e.registratie_rechten',
  'e.project_administratie_ingeschakeld',
  'e.regiewerk_aanmaken_ingeschakeld',
  'e.boeken_overige_projectkosten',
  'e.aanmaken_regiewerk',
  'e.validate_registrations_enabled',
  // The company's "Registraties eerst valideren", which holds beside the employee's own right (decision 018).
  'c.validate_registrations_first as company_validates_first',
] as const;

/**
 * The session behind a token, only while it is neither expired nor revoked and the employee is active. A
 * builder, so a route's own statement can take it as a common table expression (the weekly overview's).
 */
export function activeSessionOf(db: Executor, a: SessionLookup) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 's.employee_id').onRef('e.company_id', '=', 's.company_id'),
    )
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      's.id as sessionId',
      's.company_id as companyId',
      's.employee_id as employeeId',
      'e.username',
      'e.first_name as firstName',
      'e.last_name as lastName',
      'c.code as companyCode',
      'c.name as companyName',
      'c.logo_ext as logoExt',
      ...RIGHTS_COLUMNS,
    ])
    .where('s.token_hash', '=', a.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', a.now)
    .where('e.active', '=', true);
}

/** Every authenticated request runs this first, so it is compiled once (query-template.ts). */
const activeSessionQuery = queryTemplate(activeSessionOf);

export function createSessionsRepository(db: Executor) {
  return {
    async create(session: { companyId: number; employeeId: number; tokenHash: Uint8Array; expiresAt: Date }) {
      await db
        .insertInto('sessions')
        .values({
          company_id: session.companyId,
          employee_id: session.employeeId,
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    async findActive(lookup: SessionLookup) {
      const [session] = await activeSessionQuery(db, lookup);
      return session;
    },

    async revoke(companyId: number, sessionId: number, now: Date) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('company_id', '=', companyId)
        .where('id', '=', sessionId)
        .execute();
    },
  };
}
