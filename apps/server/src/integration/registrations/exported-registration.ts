import type { ExportedRegistration, RegistrationKind } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../repositories/executor';

/**
 * A registration as the integration API exports it, made from a registration row as JSON (to_jsonb of an
 * hour_registrations or material_registrations row). The change log stores exactly that row, and the CSV
 * export reads the live rows the same way, so both share this module.
 *
 * The names and external ids the rows point at are read at reading time by one more statement for all of them
 * (loadReferences: each record once, however many rows name it), then looked up per row. Joining ten tables
 * per row in the page's statement cost PostgreSQL more than the rest of the request: a page of 5,000 took
 * 150 ms that way, 95 ms this way, on the same loaded machine.
 */

/** The registration row as to_jsonb wrote it: the columns this export reads. */
export interface RegistrationRowJson {
  employee_id: number | null;
  date: string;
  project_id: number | null;
  work_id: number | null;
  budget_id: number | null;
  work_order_id: number | null;
  indirect_work_type_id?: number | null;
  hour_type_id?: number | null;
  other_cost_type_id?: number | null;
  material_id?: number | null;
  hours?: number;
  quantity?: number;
  unit?: string;
  omschrijving?: string;
  description?: string;
  remark: string;
  validated: number;
  verkoopfactuurregel_id: number;
  geblokkeerd: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * Each kind of record a registration points at: its table, the row's column, and what the export shows of it
 * (SQL on the record as `t`).
 */
const REFERENCES = {
  employee: { table: 'employees', column: 'employee_id', code: `''`, name: `t.first_name || ' ' || t.last_name` },
  project: { table: 'projects', column: 'project_id', code: 't.code', name: 't.description' },
  work: { table: 'works', column: 'work_id', code: `''`, name: 't.omschrijving' },
  part: { table: 'budgets', column: 'budget_id', code: 't.code', name: 't.omschrijving' },
  workOrder: { table: 'work_orders', column: 'work_order_id', code: 't.nummer', name: `''` },
  indirectType: { table: 'indirect_work_types', column: 'indirect_work_type_id', code: `''`, name: 't.omschrijving' },
  hourType: { table: 'hour_types', column: 'hour_type_id', code: `''`, name: 't.omschrijving' },
  otherCostType: { table: 'other_cost_types', column: 'other_cost_type_id', code: `''`, name: 't.omschrijving' },
  material: { table: 'materials', column: 'material_id', code: 't.code', name: 't.description' },
} as const;
type ReferenceKind = keyof typeof REFERENCES;

type ReferencedRecord = { id: number; external_id: string | null; code: string; name: string };

/** The records the rows point at, per kind and id. */
export type References = Record<ReferenceKind, Map<number, ReferencedRecord>>;

const KINDS = Object.keys(REFERENCES) as ReferenceKind[];

/** The ids of each kind of record that `rows` point at. */
function referencedIds(rows: readonly RegistrationRowJson[]): ReferencedIds {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const ids = new Set<number>();
      for (const row of rows) {
        const id = row[REFERENCES[kind].column];
        if (typeof id === 'number') ids.add(id);
      }
      return [kind, [...ids]];
    }),
  );
}

/** Ids per kind of record; a kind left out has none. */
type ReferencedIds = Partial<Record<ReferenceKind, readonly number[]>>;

/** The company's records that `rows` point at, in one statement. */
export function loadReferences(db: Executor, companyId: number, rows: readonly RegistrationRowJson[]) {
  return loadReferencesByIds(db, companyId, referencedIds(rows));
}

/**
 * The company's records of `ids`, in one statement. Only the company's own records are read, so another
 * company's record can never lend its name.
 */
async function loadReferencesByIds(db: Executor, companyId: number, ids: ReferencedIds): Promise<References> {
  const references = Object.fromEntries(KINDS.map((kind) => [kind, new Map()])) as References;
  const selects = KINDS.flatMap((kind) => {
    const wanted = ids[kind] ?? [];
    if (wanted.length === 0) return [];
    const { table, code, name } = REFERENCES[kind];
    return [
      sql`SELECT ${kind}::text AS kind, t.id, t.external_id, ${sql.raw(code)} AS code, ${sql.raw(name)} AS name
        FROM ${sql.table(table)} t WHERE t.company_id = ${companyId} AND t.id = ANY(${[...wanted]}::int[])`,
    ];
  });
  if (selects.length === 0) return references;
  const { rows: records } = await sql<
    ReferencedRecord & { kind: ReferenceKind }
  >`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  for (const record of records) references[record.kind].set(record.id, record);
  return references;
}

/** Which current registrations to read: a period's (both days included), a work order's, or these by id. */
export type RegistrationSelection =
  | { from: string; to: string }
  | { workOrderId: number }
  | { ids: { hours: readonly number[]; material: readonly number[] } };

/**
 * The company's current hours and materials of `selection`, by date, kind and id, each exported: the CSV export
 * reads a period, the console a work order's.
 */
export async function exportedRegistrations(db: Executor, companyId: number, selection: RegistrationSelection) {
  return [...recordsOf(await registrationLines(db, companyId, selection))];
}

/**
 * Registrations as text, a line of JSON each (`[kind, id, ...]`, the row's LINE_COLUMNS), with the records
 * they point at. A file export hands the text on as it came and parses a line only to write it: the
 * rows as objects, a chunk of them alive at once, lived long enough for V8 to promote them to its old
 * generation, whose garbage grew a server by 60-160 MB per 100,000 exported (docs/performance.md).
 */
export interface RegistrationLines {
  /** In pieces of LINES_PER_PIECE lines. */
  lines: string[];
  references: References;
}

/**
 * A chunk's text comes in pieces of this many lines, each below V8's size for a large object (128 KB): a
 * large object that lives through one scavenge goes straight to the old generation, a small one must live
 * through two. node-postgres holds an answer's rows until its last has come, and one text per chunk of
 * 2,000 grew the server by +116 to +127 MB on PostgreSQL per 100,000 exported, pieces by +108 to +110.
 */
const LINES_PER_PIECE = 100;

/** The columns that only one of the two registration tables has: hours (h) or material (m). */
const ONLY_ON: Partial<Record<keyof RegistrationRowJson, 'h' | 'm'>> = {
  indirect_work_type_id: 'h',
  hour_type_id: 'h',
  other_cost_type_id: 'h',
  hours: 'h',
  omschrijving: 'h',
  material_id: 'm',
  quantity: 'm',
  unit: 'm',
  description: 'm',
};

/**
 * The columns of a registration row that the export reads, in the order a line carries them: a line is
 * `[kind, id, ...these]`, 150 characters against 500 for the row as to_jsonb writes it, with its names and
 * the columns no export shows. The text is what the server's thread holds of a chunk (+108 -> +81 MB on
 * PostgreSQL per 100,000 exported).
 */
export const LINE_COLUMNS = [
  'employee_id',
  'date',
  'project_id',
  'work_id',
  'budget_id',
  'work_order_id',
  'indirect_work_type_id',
  'hour_type_id',
  'other_cost_type_id',
  'material_id',
  'hours',
  'quantity',
  'unit',
  'omschrijving',
  'description',
  'remark',
  'validated',
  'verkoopfactuurregel_id',
  'geblokkeerd',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof RegistrationRowJson>;

/** A registration table's column, or NULL where that table has none. */
function columnOf(column: keyof RegistrationRowJson, alias: 'h' | 'm') {
  const only = ONLY_ON[column];
  return only && only !== alias ? sql`NULL` : sql.ref(`${alias}.${column}`);
}

/** A registration table's row as a line's JSON array (LINE_COLUMNS). */
const lineOf = (kind: RegistrationKind, alias: 'h' | 'm') =>
  sql`json_build_array(${kind}::text, ${sql.ref(`${alias}.id`)}, ${sql.join(LINE_COLUMNS.map((column) => columnOf(column, alias)))})::text`;

/** A line's registration row again, with the columns the export reads. */
function rowOfLine(values: unknown[]): RegistrationRowJson {
  const row: Record<string, unknown> = {};
  LINE_COLUMNS.forEach((column, index) => (row[column] = values[index]));
  return row as unknown as RegistrationRowJson;
}

/** A registration table's column that points at a kind of record, typed so that a NULL unites with the ids. */
const pointerOf = (kind: ReferenceKind, alias: 'h' | 'm') => sql`${columnOf(REFERENCES[kind].column, alias)}::int`;

/** The registrations of `selection` as lines, and the ids they point at, in one statement; then those records. */
export async function registrationLines(
  db: Executor,
  companyId: number,
  selection: RegistrationSelection,
): Promise<RegistrationLines> {
  const where = (alias: 'h' | 'm') =>
    'workOrderId' in selection
      ? sql`${sql.ref(`${alias}.work_order_id`)} = ${selection.workOrderId}`
      : 'ids' in selection
        ? sql`${sql.ref(`${alias}.id`)} = any(${sql.val([...selection.ids[alias === 'h' ? 'hours' : 'material']])}::int[])`
        : sql`${sql.ref(`${alias}.date`)} BETWEEN ${selection.from} AND ${selection.to}`;
  const pointers = (alias: 'h' | 'm') =>
    sql.join(KINDS.map((kind) => sql`${pointerOf(kind, alias)} AS ${sql.ref(kind)}`));
  const { rows } = await sql<{ lines: string | null } & Record<ReferenceKind, number[] | null>>`
    WITH src AS (
      SELECT 'hours' AS kind, h.id, h.date, ${lineOf('hours', 'h')} AS line, ${pointers('h')} FROM hour_registrations h
      WHERE h.company_id = ${companyId} AND ${where('h')}
      UNION ALL
      SELECT 'material', m.id, m.date, ${lineOf('material', 'm')}, ${pointers('m')} FROM material_registrations m
      WHERE m.company_id = ${companyId} AND ${where('m')}
    )
    SELECT -1 AS piece, NULL AS lines,
      ${sql.join(KINDS.map((kind) => sql`array_agg(DISTINCT ${sql.ref(`src.${kind}`)}) FILTER (WHERE ${sql.ref(`src.${kind}`)} IS NOT NULL) AS ${sql.ref(kind)}`))}
    FROM src
    UNION ALL
    SELECT numbered.n / ${LINES_PER_PIECE} AS piece,
      string_agg(numbered.line, E'\n' ORDER BY numbered.n),
      ${sql.join(KINDS.map(() => sql`NULL`))}
    FROM (SELECT src.*, row_number() OVER (ORDER BY src.date, src.kind, src.id) - 1 AS n FROM src) numbered
    GROUP BY 1
    ORDER BY 1`.execute(db);
  const [found, ...pieces] = rows;
  const ids: ReferencedIds = Object.fromEntries(KINDS.map((kind) => [kind, found?.[kind] ?? []]));
  return {
    lines: pieces.map((piece) => piece.lines ?? ''),
    references: await loadReferencesByIds(db, companyId, ids),
  };
}

/** Each line's registration as the export writes it, made when it is iterated. */
export function* recordsOf({
  lines: pieces,
  references,
}: RegistrationLines): Generator<{ kind: RegistrationKind; id: number; registration: ExportedRegistration }> {
  for (const lines of pieces) {
    for (let at = 0; at < lines.length;) {
      const end = lines.indexOf('\n', at);
      const next = end === -1 ? lines.length : end;
      const [kind, id, ...values] = JSON.parse(lines.slice(at, next)) as [RegistrationKind, number, ...unknown[]];
      yield { kind, id, registration: exportRegistration(kind, rowOfLine(values), references) };
      at = next + 1;
    }
  }
}

const UTC_INSTANT = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

/**
 * An instant as PostgreSQL writes it in JSON ('2026-03-10T09:15:00.123456+00:00') as the API writes instants
 * (ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString). A server in UTC gets the text rewritten,
 * which is seven times faster than a Date for the three instants of each of 5,000 changes of a page.
 */
export function isoInstant(text: string): string {
  const utc = UTC_INSTANT.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/** The registration of `row` with the names and external ids it points at. */
export function exportRegistration(
  kind: RegistrationKind,
  row: RegistrationRowJson,
  references: References,
): ExportedRegistration {
  const find = (of: ReferenceKind, id: number | null | undefined) => (id ? references[of].get(id) : undefined);
  const named = (of: ReferenceKind, id: number | null | undefined) => {
    const record = find(of, id);
    return record ? { id: record.id, externalId: record.external_id, name: record.name } : null;
  };
  const coded = (of: ReferenceKind, id: number | null | undefined) => {
    const record = find(of, id);
    return record ? { id: record.id, externalId: record.external_id, code: record.code, name: record.name } : null;
  };
  const order = find('workOrder', row.work_order_id);
  const hours = kind === 'hours';
  return {
    employee: named('employee', row.employee_id),
    date: row.date,
    project: coded('project', row.project_id),
    work: named('work', row.work_id),
    part: coded('part', row.budget_id),
    workOrder: order ? { id: order.id, externalId: order.external_id, number: order.code } : null,
    indirectType: named('indirectType', row.indirect_work_type_id),
    hourType: named('hourType', row.hour_type_id),
    otherCostType: named('otherCostType', row.other_cost_type_id),
    material: coded('material', row.material_id),
    quantity: (hours ? row.hours : row.quantity) ?? 0,
    unit: hours ? 'uur' : (row.unit ?? ''),
    description: (hours ? row.omschrijving : row.description) ?? '',
    remark: row.remark,
    validated: row.validated === 1,
    invoiceLineId: row.verkoopfactuurregel_id === 0 ? null : row.verkoopfactuurregel_id,
    blocked: row.geblokkeerd,
    createdAt: isoInstant(row.created_at),
    updatedAt: isoInstant(row.updated_at),
  };
}
