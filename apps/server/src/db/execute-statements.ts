import { sql, type Kysely } from 'kysely';

/**
 * PGlite's query() takes one statement at a time (extended protocol), so a migration script is run
 * statement by statement. Statements end with a semicolon at the end of a line; the scripts keep to that.
 */
export async function executeStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
