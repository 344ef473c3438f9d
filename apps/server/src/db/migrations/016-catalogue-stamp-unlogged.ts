import { sql, type Kysely } from 'kysely';
import { auditFunction, UNLOGGED_COLUMNS } from './013-office';

/**
 * The catalogue's last-modified (companies.materials_modified_at) leaves the audit log. Every catalogue write
 * moves it so that phones fetch the catalogue again, and each such move was logged as a change of the company
 * ('Bedrijf gewijzigd' beside every material edited or imported), which nobody made: the materials' own
 * entries say what changed. A stamp the server keeps is no one's change, like the secrets and pictures already
 * left out; an update of the company that changes nothing else is then no entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(auditFunction([...UNLOGGED_COLUMNS, 'materials_modified_at'])).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(auditFunction(UNLOGGED_COLUMNS)).execute(db);
}
