import { sql, type Kysely } from 'kysely';
import { auditFunction, UNLOGGED_COLUMNS } from './013-office';

/**
 * Every planning line carries a version, so that a change based on an older one is refused (409 with the line
 * as it is now) instead of silently undoing another planner's move. A trigger raises it, not the routes: an
 * import, a work order's planned employees or a future door moves a line too, and the board must see that as
 * a newer version. Only an update that changes the line raises it; one that writes the same values again
 * leaves the version, so no board holding that line is told it is stale for nothing. Whatever an UPDATE sets
 * the version to, the trigger decides it, so no door can set it back.
 *
 * The version is the server's own bookkeeping, like the catalogue's stamp (migration 016): out of the audit
 * log, where the Logboek would show "version 3 -> 4" beside every change of a line.
 */

/** The columns the audit log leaves out after this migration (016's and the version). */
export const PLANNING_VERSION_UNLOGGED = [...UNLOGGED_COLUMNS, 'materials_modified_at', 'version'];

const VERSION_FUNCTION = `
CREATE FUNCTION planning_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version;
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE planning ADD COLUMN version integer NOT NULL DEFAULT 1').execute(db);
  await sql.raw(VERSION_FUNCTION).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER planning_version BEFORE UPDATE ON planning
        FOR EACH ROW EXECUTE FUNCTION planning_next_version()`,
    )
    .execute(db);
  await sql.raw(auditFunction(PLANNING_VERSION_UNLOGGED)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(auditFunction([...UNLOGGED_COLUMNS, 'materials_modified_at'])).execute(db);
  await sql.raw('DROP TRIGGER planning_version ON planning').execute(db);
  await sql.raw('DROP FUNCTION planning_next_version()').execute(db);
  await sql.raw('ALTER TABLE planning DROP COLUMN version').execute(db);
}
