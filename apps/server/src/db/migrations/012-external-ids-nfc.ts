import { sql, type Kysely } from 'kysely';

/**
 * External ids as the integration API now takes them: trimmed and in Unicode NFC (the domain's
 * ExternalIdSchema refuses white space around an id and compares it in NFC). A row stored before that rule may
 * hold "P-1 " or a decomposed "Café"; the office's next call names it "P-1" or the composed "Café" and would
 * never find it again. This migration gives such a row its id in the form the API compares.
 *
 * Where that form is already another row's id in the same company and collection (table), the row is left
 * as it was, and the migration goes on: the office has been sending the normalised id, so that other row is
 * the one it keeps up to date, and the one left behind is an old twin. Merging the two (which registrations
 * point at which) is not a rule a migration can guess, and failing would keep every server from starting
 * over data nobody can fix from the API. The left rows stay listed under their old externalId; the query in
 * docs/integration.md ("External ids stored before the rule") finds them. When two old rows have the same
 * normalised id and no row holds it yet, the oldest (lowest id) takes it.
 *
 * An id that trims to nothing is left too (an externalId has at least one character). Ids already trimmed
 * and in NFC are not touched, and running it again changes nothing. There is no way back: down() does nothing.
 */
const TABLES = [
  'employees',
  'relations',
  'contact_persons',
  'project_groups',
  'projects',
  'works',
  'budgets',
  'hour_types',
  'indirect_work_types',
  'other_cost_types',
  'work_orders',
  'planning',
  'materials',
] as const;

/** The id as the API compares it: JavaScript's trim (Unicode white space, as ExternalIdSchema), then NFC. */
const normalisedExternalId = (id: string) => id.trim().normalize('NFC');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    // Printable ASCII without a space at either end is trimmed and in NFC already: only the rest is read.
    const { rows } = await sql<{ id: number; company_id: number; external_id: string }>`
      SELECT id, company_id, external_id FROM ${sql.table(table)}
      WHERE external_id IS NOT NULL AND external_id !~ '^[!-~]([ -~]*[!-~])?$'
      ORDER BY id`.execute(db);
    const changes = rows
      .map((row) => ({ ...row, wanted: normalisedExternalId(row.external_id) }))
      .filter((row) => row.wanted !== row.external_id && row.wanted !== '');
    if (changes.length === 0) continue;

    const key = (companyId: number, externalId: string) => `${companyId}\u0000${externalId}`;
    const { rows: taken } = await sql<{ company_id: number; external_id: string }>`
      SELECT company_id, external_id FROM ${sql.table(table)}
      WHERE external_id IN (SELECT unnest(${[...new Set(changes.map((c) => c.wanted))]}::text[]))`.execute(db);
    const held = new Set(taken.map((row) => key(row.company_id, row.external_id)));
    const ids: number[] = [];
    const values: string[] = [];
    for (const change of changes) {
      if (held.has(key(change.company_id, change.wanted))) continue;
      held.add(key(change.company_id, change.wanted));
      ids.push(change.id);
      values.push(change.wanted);
    }
    if (ids.length === 0) continue;
    // One statement: the new ids are held by no row and differ from each other, so the unique index holds.
    await sql`
      UPDATE ${sql.table(table)} AS t SET external_id = v.external_id
      FROM unnest(${ids}::int4[], ${values}::text[]) AS v(id, external_id)
      WHERE t.id = v.id`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The old forms are not kept: nothing to put back, and the API would refuse them anyway.
}
