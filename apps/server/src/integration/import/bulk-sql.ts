import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../repositories/executor';

/** The PostgreSQL types of the columns an import writes, as named in an array cast (`::int4[]`). */
export type ColumnType = 'text' | 'int4' | 'bool' | 'date' | 'numeric' | 'bytea';

export interface BulkColumn {
  name: string;
  type: ColumnType;
}

/**
 * Every column's values as one array parameter, read back as rows by unnest(): a statement of a few
 * parameters whatever the number of rows, so a 10,000-record batch is one statement per table, far from
 * PostgreSQL's 65,535 parameters, and the same text (one plan) for any batch size.
 */
function unnest(columns: readonly BulkColumn[], rows: readonly (readonly unknown[])[]): RawBuilder<unknown> {
  const arrays = columns.map((column, c) => sql`${rows.map((row) => row[c] ?? null)}::${sql.raw(column.type)}[]`);
  return sql`unnest(${sql.join(arrays)})`;
}

const names = (columns: readonly BulkColumn[]) => sql.join(columns.map((c) => sql.ref(c.name)));

/** Inserts rows of the company; the answer has `returning` of each inserted row. */
export async function insertRows<T>(
  db: Executor,
  table: string,
  companyId: number,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  returning: readonly string[] = [],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const back = returning.length > 0 ? sql` RETURNING ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``;
  const { rows: inserted } = await sql<T>`
    INSERT INTO ${sql.table(table)} (company_id, ${names(columns)})
    SELECT ${companyId}::int4, u.* FROM ${unnest(columns, rows)} AS u${back}`.execute(db);
  return inserted;
}

/** Sets the columns of rows of the company by id; each row is [id, ...values in the order of `columns`]. */
export async function updateRows(
  db: Executor,
  table: string,
  companyId: number,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  extraSet: RawBuilder<unknown> | null = null,
): Promise<void> {
  if (rows.length === 0) return;
  const all: BulkColumn[] = [{ name: 'id', type: 'int4' }, ...columns];
  const assignments = columns.map((c) => sql`${sql.ref(c.name)} = u.${sql.ref(c.name)}`);
  if (extraSet) assignments.push(extraSet);
  await sql`
    UPDATE ${sql.table(table)} AS t SET ${sql.join(assignments)}
    FROM ${unnest(all, rows)} AS u (${names(all)})
    WHERE t.company_id = ${companyId}::int4 AND t.id = u.id`.execute(db);
}

/**
 * `IN` a list given as one array parameter. As a set the planner may hash it or probe an index with each
 * value: `= any($1)` of a parameter array was searched element by element for every row a scan read, and with
 * statistics not yet caught up after an import, PostgreSQL chose to scan (10,000 catalogue lines read back: 4.8 s).
 */
export const inIds = (ids: readonly number[]) => sql`IN (SELECT unnest(${[...ids]}::int4[]))`;
export const inTexts = (values: readonly string[]) => sql`IN (SELECT unnest(${[...values]}::text[]))`;
