import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The company's "Registraties eerst valideren" (docs/decisions/018-validate-first.md): on, every employee of
 * the company may change only validated registrations, as the employee's own right did for him alone; off,
 * that right still holds for whoever has it. Every company starts with it off, so nothing changes for anyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `ALTER TABLE companies ADD COLUMN validate_registrations_first boolean NOT NULL DEFAULT false;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, `ALTER TABLE companies DROP COLUMN validate_registrations_first;`);
}
