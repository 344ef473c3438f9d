import type { ImportResult } from '@bouwwerk/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/types';
import type { Executor } from '../../repositories/executor';
import { inIds, inTexts, insertRows, updateRows, type BulkColumn, type ColumnType } from './bulk-sql';
import type { Entry, FieldReference, ImportCollection, Page, RecordIssue, Tx } from './collection';
import { decodeCursor, encodeCursor } from './cursor';
import { refuseRecords } from './record-issues';
import { TARGETS, type ResolvedReferences } from './targets';

/** The tables the office feeds by externalId (migration 005): each has id, company_id, external_id and deleted_at. */
export type ImportTable =
  | 'employees'
  | 'relations'
  | 'project_groups'
  | 'projects'
  | 'works'
  | 'budgets'
  | 'hour_types'
  | 'indirect_work_types'
  | 'other_cost_types'
  | 'work_orders'
  | 'planning'
  | 'materials';

export type TableRow<T extends ImportTable> = Selectable<Database[T]>;

/** What a column's value is made of: the record, its resolved references, and what prepare() made for it. */
export interface ValueContext<P> {
  refs: ResolvedReferences;
  prepared: P;
}

export interface Column<R, P> {
  type: ColumnType;
  value: (record: R, context: ValueContext<P>) => unknown;
}

/**
 * The column specs of what `columnsOf` makes of a record (repositories/master-data-columns.ts), which the
 * office console writes with too: one mapping of fields to columns for both doors.
 */
export function ownColumns<R, K extends string>(
  types: Record<K, ColumnType>,
  columnsOf: (record: R) => Record<K, unknown>,
): Record<K, Column<R, unknown>> {
  const columns = {} as Record<K, Column<R, unknown>>;
  for (const column of Object.keys(types) as K[])
    columns[column] = { type: types[column], value: (record: R) => columnsOf(record)[column] };
  return columns;
}

/**
 * A list inside a record that is stored in rows of its own (contact persons, a work order's info, planned
 * works), compared and replaced as a whole. `list` reads it back in the record's own form (the field names
 * and externalIds the office sends), which is both what GET answers and what a batch is compared with.
 */
export interface Children<R> {
  field: keyof R & string;
  list: (db: Executor, companyId: number, parentIds: readonly number[]) => Promise<Map<number, unknown[]>>;
  replace: (
    tx: Tx,
    companyId: number,
    parents: ReadonlyArray<{ id: number; record: R }>,
    refs: ResolvedReferences,
  ) => Promise<void>;
  /** The stored rows carry the parent's columns too (planned items their project and days): rewritten when those change. */
  followsColumns?: boolean;
  /** The list in an order that does not depend on how it was sent, when its order means nothing. */
  canonical?: (list: unknown[]) => unknown[];
}

/** How a removed record goes: deleted, or kept (registrations point at it) with deleted_at and the table's own hide flags. */
export type Removal<T extends ImportTable> = 'delete' | { hide: { [C in keyof TableRow<T> & string]?: boolean } };

export interface TableCollectionSpec<T extends ImportTable, R, P> extends Omit<
  ImportCollection<R>,
  'apply' | 'page' | 'keyField'
> {
  table: T;
  /** Every column the record sets, in the order they are written. */
  columns: { [C in keyof TableRow<T> & string]?: Column<R, P> };
  removal: Removal<T>;
  /** The record's own fields (not externalId, id, references or children) from its row, for GET. */
  toItem: (row: TableRow<T>) => Record<string, unknown>;
  children?: Children<R>;
  /** Values that cost time to make (an employee's password hash), made before the transaction (prepareEarly). */
  prepare?: Preparation<T, R, P>;
  /**
   * Runs in the import's transaction before the batch's rows are written, with each kept record and its stored
   * row's id (none for a new one): to make room under a unique index (the company's one default hour type).
   */
  beforeWrite?: (
    tx: Tx,
    companyId: number,
    kept: ReadonlyArray<{ record: R; rowId: number | undefined }>,
  ) => Promise<void>;
  /** Runs in the import's transaction when anything of the collection changed (the catalogue's last-modified). */
  afterChange?: (tx: Tx, companyId: number) => Promise<void>;
}

/**
 * Values that cost time to make, made for all kept records at once from the stored row, if any (a password
 * checked against the row's hash, or hashed anew). They are made before the import's transaction, from rows
 * read then, so that seconds of scrypt do not hold the transaction (on PGlite: every other request) open;
 * in the transaction a value is made again only where `stillValid` says the row changed meanwhile.
 */
export interface Preparation<T extends ImportTable, R, P> {
  make: (entries: ReadonlyArray<{ record: R; row: TableRow<T> | undefined }>) => Promise<P[]>;
  stillValid: (before: TableRow<T> | undefined, now: TableRow<T> | undefined) => boolean;
}

/** A value prepared early, and the row it was made from. */
interface Early<P> {
  row: unknown;
  value: P;
}

type AnyRow = Record<string, unknown> & { id: number; external_id: string | null; deleted_at: Date | null };

function sameValue(type: ColumnType, stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined || wanted === null || wanted === undefined)
    return (stored ?? null) === (wanted ?? null);
  if (type === 'bytea') return Buffer.from(stored as Uint8Array).equals(Buffer.from(wanted as Uint8Array));
  if (type === 'numeric') return Number(stored) === Number(wanted);
  return stored === wanted;
}

const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** The stored rows a batch names: by externalId, and the app's rows it takes over by id. */
async function loadRows(db: Executor, table: ImportTable, companyId: number, entries: ReadonlyArray<Entry<unknown>>) {
  const keys = entries.map((e) => e.key);
  const adopted = entries.flatMap((e) => (e.adoptId === undefined ? [] : [e.adoptId]));
  // Two lookups by index: with OR between them PostgreSQL scanned the company's rows and searched the list of
  // keys for each (10,000 unchanged works: 2.1 s).
  const { rows } = await sql<AnyRow>`
    SELECT * FROM ${sql.table(table)} WHERE company_id = ${companyId}::int4 AND external_id ${inTexts(keys)}
    UNION ALL
    SELECT * FROM ${sql.table(table)} WHERE company_id = ${companyId}::int4 AND external_id IS NULL AND id ${inIds(adopted)}`.execute(
    db,
  );
  const byExternalId = new Map<string, AnyRow>();
  const byId = new Map<number, AnyRow>();
  for (const row of rows) {
    if (row.external_id === null) byId.set(row.id, row);
    else byExternalId.set(row.external_id, row);
  }
  return { byExternalId, byId };
}

/**
 * A collection stored in one table keyed by (company_id, external_id): the batch is compared with the rows it
 * names, loaded in one statement, and only the difference is written, each kind of change in one statement
 * (bulk-sql.ts). A batch that matches what is stored writes nothing at all.
 */
export function tableCollection<T extends ImportTable, R, P = undefined>(
  spec: TableCollectionSpec<T, R, P>,
): ImportCollection<R> {
  const columns = Object.entries(spec.columns) as Array<[string, Column<R, P>]>;
  const written: BulkColumn[] = [
    { name: 'external_id', type: 'text' },
    ...columns.map(([name, c]) => ({ name, type: c.type })),
  ];
  const children = spec.children;
  const listOf = (record: R) => (record as Record<string, unknown>)[children!.field] as unknown[];

  /** The stored row of each entry: by its externalId, or the app's row it takes over by `id`. */
  async function storedRows(db: Executor, companyId: number, entries: ReadonlyArray<Entry<R>>) {
    const { byExternalId, byId } = await loadRows(db, spec.table, companyId, entries);
    const issues: RecordIssue[] = [];
    const rowOf = entries.map((entry): AnyRow | undefined => {
      const row = byExternalId.get(entry.key);
      if (entry.adoptId === undefined) return row;
      if (row && row.id !== entry.adoptId) {
        issues.push({
          index: entry.index,
          path: ['id'],
          message: `externalId '${entry.key}' is already the record with id ${row.id}`,
        });
      } else if (!row && !byId.has(entry.adoptId)) {
        issues.push({
          index: entry.index,
          path: ['id'],
          message: `no record made in the app with id ${entry.adoptId}`,
        });
      }
      return row ?? byId.get(entry.adoptId);
    });
    return { rowOf, issues };
  }

  /** The prepared values, made before the transaction (see Preparation) from rows read then, per key. */
  async function prepareEarly(
    db: Kysely<Database>,
    companyId: number,
    entries: ReadonlyArray<Entry<R>>,
  ): Promise<Map<string, Early<P>>> {
    const preparation = spec.prepare!;
    const { rowOf } = await storedRows(db, companyId, entries);
    const kept = entries.flatMap((entry, i) =>
      entry.record === null ? [] : [{ key: entry.key, record: entry.record, row: rowOf[i] as TableRow<T> | undefined }],
    );
    const values = await preparation.make(kept);
    return new Map(kept.map((k, i) => [k.key, { row: k.row, value: values[i]! }]));
  }

  async function prepareValues(
    kept: ReadonlyArray<{ entry: Entry<R>; record: R; row: AnyRow | undefined }>,
    early: Map<string, Early<P>> | undefined,
  ): Promise<P[]> {
    const preparation = spec.prepare;
    if (!preparation) return [];
    const rowOf = (k: (typeof kept)[number]) => k.row as TableRow<T> | undefined;
    const stale = kept.filter((k) => {
      const made = early?.get(k.entry.key);
      return !made || !preparation.stillValid(made.row as TableRow<T> | undefined, rowOf(k));
    });
    const remade = await preparation.make(stale.map((k) => ({ record: k.record, row: rowOf(k) })));
    const again = new Map(stale.map((k, i) => [k.entry.key, remade[i]!]));
    return kept.map((k) => again.get(k.entry.key) ?? early!.get(k.entry.key)!.value);
  }

  async function apply(
    tx: Tx,
    companyId: number,
    entries: ReadonlyArray<Entry<R>>,
    refs: ResolvedReferences,
    label: string,
    early?: unknown,
  ): Promise<ImportResult> {
    const { rowOf, issues } = await storedRows(tx, companyId, entries);
    if (issues.length > 0) throw refuseRecords(400, 'UNKNOWN_RECORD', label, issues);

    const kept = entries.flatMap((entry, i) =>
      entry.record === null ? [] : [{ entry, record: entry.record, row: rowOf[i] }],
    );
    const prepared = await prepareValues(kept, early as Map<string, Early<P>> | undefined);
    const storedChildren = children
      ? await children.list(
          tx,
          companyId,
          kept.flatMap((k) => (k.row ? [k.row.id] : [])),
        )
      : new Map<number, unknown[]>();
    const canonical = children?.canonical ?? ((list: unknown[]) => list);

    const result: ImportResult = { created: 0, updated: 0, unchanged: 0, deleted: 0 };
    const inserts: unknown[][] = [];
    const insertedRecords = new Map<string, R>();
    const updates: unknown[][] = [];
    const replaced: Array<{ id: number; record: R }> = [];
    const removed: number[] = [];

    for (const [i, entry] of entries.entries()) {
      if (entry.record !== null) continue;
      const row = rowOf[i];
      if (row && (row.deleted_at === null || spec.removal === 'delete')) {
        removed.push(row.id);
        result.deleted++;
      } else {
        result.unchanged++;
      }
    }

    for (const [k, { entry, record, row }] of kept.entries()) {
      const context = { refs, prepared: prepared[k] as P };
      const values = columns.map(([, column]) => column.value(record, context));
      if (!row) {
        inserts.push([entry.key, ...values]);
        insertedRecords.set(entry.key, record);
        result.created++;
        continue;
      }
      const sameColumns =
        row.deleted_at === null &&
        row.external_id === entry.key &&
        columns.every(([name, column], c) => sameValue(column.type, row[name], values[c]));
      const sameChildren =
        !children ||
        ((sameColumns || !children.followsColumns) &&
          sameList(canonical(storedChildren.get(row.id) ?? []), canonical(listOf(record))));
      if (sameColumns && sameChildren) {
        result.unchanged++;
        continue;
      }
      result.updated++;
      if (!sameColumns) updates.push([row.id, entry.key, ...values]);
      if (!sameChildren) replaced.push({ id: row.id, record });
    }

    await spec.beforeWrite?.(
      tx,
      companyId,
      kept.map((k) => ({ record: k.record, rowId: k.row?.id })),
    );
    const inserted = await insertRows<{ id: number; external_id: string }>(
      tx,
      spec.table,
      companyId,
      written,
      inserts,
      ['id', 'external_id'],
    );
    if (children) {
      for (const row of inserted) {
        const record = insertedRecords.get(row.external_id)!;
        if (listOf(record).length > 0) replaced.push({ id: row.id, record });
      }
    }
    await updateRows(tx, spec.table, companyId, written, updates, sql`deleted_at = NULL`);
    await remove(tx, companyId, removed);
    if (children && replaced.length > 0) await children.replace(tx, companyId, replaced, refs);
    if (spec.afterChange && result.created + result.updated + result.deleted > 0) await spec.afterChange(tx, companyId);
    return result;
  }

  async function remove(tx: Tx, companyId: number, ids: number[]) {
    if (ids.length === 0) return;
    const table = sql.table(spec.table);
    if (spec.removal === 'delete') {
      await sql`DELETE FROM ${table} WHERE company_id = ${companyId}::int4 AND id ${inIds(ids)}`.execute(tx);
      return;
    }
    const hide = Object.entries(spec.removal.hide).map(
      ([column, value]) => sql`${sql.ref(column)} = ${sql.lit(value as boolean)}`,
    );
    await sql`
      UPDATE ${table} SET ${sql.join([sql`deleted_at = now()`, ...hide])}
      WHERE company_id = ${companyId}::int4 AND id ${inIds(ids)}`.execute(tx);
  }

  async function page(
    db: Kysely<Database>,
    companyId: number,
    after: string | undefined,
    limit: number,
  ): Promise<Page> {
    const joins = spec.references.map(
      (ref, i) =>
        sql`LEFT JOIN ${sql.table(TARGETS[ref.target].table)} AS ${sql.ref(`r${i}`)} ON ${sql.ref(`r${i}.id`)} = ${sql.ref(`t.${ref.column}`)}`,
    );
    const refColumns = spec.references.map((_, i) => sql`, ${sql.ref(`r${i}.external_id`)} AS ${sql.ref(`ref${i}`)}`);
    const position = after === undefined ? null : decodeCursor(after);
    const from =
      position === null
        ? sql`TRUE`
        : 'externalId' in position
          ? sql`(t.external_id COLLATE "C" > ${position.externalId} OR t.external_id IS NULL)`
          : sql`(t.external_id IS NULL AND t.id > ${position.id}::int4)`;
    const { rows } = await sql<AnyRow>`
      SELECT t.*${sql.join(refColumns, sql``)} FROM ${sql.table(spec.table)} AS t ${sql.join(joins, sql` `)}
      WHERE t.company_id = ${companyId}::int4 AND ${from}
      ORDER BY t.external_id COLLATE "C", t.id
      LIMIT ${limit + 1}::int4`.execute(db);
    const shown = rows.slice(0, limit);
    const lists = children
      ? await children.list(
          db,
          companyId,
          shown.map((r) => r.id),
        )
      : new Map<number, unknown[]>();
    const items = shown.map((row) => ({
      externalId: row.external_id,
      id: row.id,
      ...spec.toItem(row as unknown as TableRow<T>),
      ...Object.fromEntries(spec.references.map((ref, i) => [ref.field, row[`ref${i}`] ?? null])),
      ...(children ? { [children.field]: lists.get(row.id) ?? [] } : {}),
      ...(row.deleted_at === null ? {} : { deleted: true }),
    }));
    const last = shown.at(-1);
    const next =
      rows.length > limit && last
        ? encodeCursor(last.external_id === null ? { id: last.id } : { externalId: last.external_id })
        : null;
    return { items, next };
  }

  return { ...spec, keyField: 'externalId', apply, page, ...(spec.prepare ? { beforeTransaction: prepareEarly } : {}) };
}

/** A top-level reference field and the column of the id it names. */
export const references = <R>(...list: Array<FieldReference<R>>) => list;
