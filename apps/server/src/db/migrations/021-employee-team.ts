import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/** The longest team name, as the office's schema (packages/domain) has it then; a migration keeps its own. */
const TEAM_MAX = 60;

/**
 * An employee's team ("Installatie Noord"), by which the Planbord groups its rows: plain text the office types,
 * '' for none, so a new team needs no list kept first. Like the working hours it is the office's also for an
 * employee the calculation package manages: the package sends no team, and its import leaves the column alone.
 * The employees table's triggers already audit the change and tell the boards (migrations 013 and 018).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `ALTER TABLE employees ADD COLUMN team text NOT NULL DEFAULT ''
      CHECK (char_length(team) <= ${TEAM_MAX});`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, `ALTER TABLE employees DROP COLUMN team;`);
}
