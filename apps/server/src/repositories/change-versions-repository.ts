import { sql } from 'kysely';
import { queryTemplate } from '../db/query-template';
import type { Executor, Id } from './executor';
import { activeSessionOf, type SessionLookup } from './sessions-repository';

/** A scope's version: its writers' highest value and their sum. A scope nothing has written to yet is 0.0. */
const scopeVersion = (employee: Id | 0) =>
  sql`coalesce(max(version) filter (where employee_id = ${employee}), 0) || '.' ||
    coalesce(sum(version) filter (where employee_id = ${employee}), 0)`;

/**
 * The version of what the company shares and of what the employee wrote, as one text, for an ETag (migration
 * 009).
 */
export function changeVersionOf(companyId: Id, employeeId: Id) {
  return sql<string>`(select ${scopeVersion(0)} || '.' || ${scopeVersion(employeeId)}
    from change_versions where company_id = ${companyId} and employee_id in (0, ${employeeId}))`;
}

/** The version of what the company shares alone: of an answer that is the same for each of its employees. */
const companyVersionQuery = queryTemplate((db: Executor, a: { companyId: number }) =>
  db.selectNoFrom(
    sql<string>`(select ${scopeVersion(0)} from change_versions where company_id = ${a.companyId} and employee_id = 0)`.as(
      'version',
    ),
  ),
);

const versionQuery = queryTemplate((db: Executor, a: { companyId: number; employeeId: number }) =>
  db.selectNoFrom(changeVersionOf(a.companyId, a.employeeId).as('version')),
);

/**
 * Whose version an answer follows: the employee's (what the company shares and what he wrote), or the company's
 * alone (an answer that is the same for each of its employees).
 */
export type VersionScope = 'employee' | 'company';

/** The session behind a token and the version of its scope, in one round trip: a revalidation's only one. */
const sessionVersionQuery = (scope: VersionScope) =>
  queryTemplate((db: Executor, lookup: SessionLookup) =>
    db
      // With the session's end: when a session kept in memory (lib/revalidation-cache.ts) stops counting.
      .with('version_session', () => activeSessionOf(db, lookup).select('s.expires_at as expiresAt'))
      .selectFrom('version_session')
      .selectAll()
      .select(
        (scope === 'employee'
          ? changeVersionOf(sql.ref('companyId'), sql.ref('employeeId'))
          : sql<string>`(select ${scopeVersion(0)} from change_versions
              where company_id = ${sql.ref('companyId')} and employee_id = 0)`
        ).as('version'),
      ),
  );
const sessionVersionQueries = { employee: sessionVersionQuery('employee'), company: sessionVersionQuery('company') };

export type SessionWithVersion = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionVersionQuery>>>[number]>;

export function createChangeVersionsRepository(db: Executor) {
  return {
    async of(companyId: number, employeeId: number): Promise<string> {
      const [row] = await versionQuery(db, { companyId, employeeId });
      return row!.version;
    },

    async ofCompany(companyId: number): Promise<string> {
      const [row] = await companyVersionQuery(db, { companyId });
      return row!.version;
    },

    /** Undefined when the token has no active session. */
    async sessionWithVersion(lookup: SessionLookup, scope: VersionScope = 'employee') {
      const [row] = await sessionVersionQueries[scope](db, lookup);
      return row;
    },
  };
}
