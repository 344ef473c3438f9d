import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/**
 * Each database connection bumps change_versions rows of its own (migration 009), and on PostgreSQL every
 * connection the pool opens is a new backend pid: pg closes a connection idle for 10 s and opens another at
 * the next burst. A scope therefore gained a row per connection that ever wrote to it, and a revalidation reads
 * all of its scopes' rows. This folds the rows of connections that no longer exist into one row per scope.
 *
 * The folded row's value rises above the scope's highest (as a write's would), so the version moves on to one
 * no phone can hold: each phone gets the full answer once, and an ETag never names an earlier state. A scope
 * without rows of ended connections keeps its version. The own connection's rows are never folded: PGlite's
 * one backend is not in pg_stat_activity. Returns how many rows went.
 */
export async function compactChangeVersions(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ folded: string }>`
    WITH ended AS (
      DELETE FROM change_versions v
      WHERE v.writer <> pg_backend_pid() AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = v.writer)
      RETURNING company_id, employee_id
    ), scopes AS (
      SELECT company_id, employee_id, count(*) AS rows FROM ended GROUP BY company_id, employee_id
    ), folded AS (
      -- Every part of one statement sees the rows as they were before it: the highest includes the deleted.
      INSERT INTO change_versions AS v (company_id, employee_id, writer, version)
        SELECT s.company_id, s.employee_id, pg_backend_pid(), greatest(
          (SELECT max(c.version) FROM change_versions c
            WHERE c.company_id = s.company_id AND c.employee_id = s.employee_id) + 1,
          (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
        FROM scopes s ORDER BY s.company_id, s.employee_id
      ON CONFLICT (company_id, employee_id, writer) DO UPDATE SET version = greatest(v.version + 1, excluded.version)
    )
    SELECT coalesce(sum(rows), 0) AS folded FROM scopes`.execute(db);
  return Number(rows[0]!.folded);
}
