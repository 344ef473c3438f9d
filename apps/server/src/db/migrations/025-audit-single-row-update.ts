import { sql, type Kysely } from 'kysely';
import { auditFunction } from './013-office';
import { PLANNING_VERSION_UNLOGGED } from './017-planning-versions';

/**
 * The audit trigger pairs an update of one row (an edit in the app, a field in the console) with its old row
 * directly. The join on the key columns, which an update of many rows needs, computed each row's key by a
 * function of its jsonb and took two thirds of the trigger's time: measured on PostgreSQL, an edit's audit
 * entry cost 0.6 ms with it and 0.2 ms without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(auditFunction(PLANNING_VERSION_UNLOGGED, true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(auditFunction(PLANNING_VERSION_UNLOGGED)).execute(db);
}
