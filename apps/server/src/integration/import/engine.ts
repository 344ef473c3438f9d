import {
  IMPORT_COLLECTIONS as COLLECTION_NAMES,
  INTEGRATION_LIMITS,
  type ImportCollectionName,
  type ImportResult,
} from '@bouwwerk/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import type { Entry, ImportCollection, Page, RecordIssue, ReferenceAt, Tx } from './collection';
import { IMPORT_COLLECTIONS } from './collections';
import { inTexts } from './bulk-sql';
import { duplicateIssues, refuseRecords, zodIssues } from './record-issues';
import { ResolvedReferences, TARGETS, type ResolvedRecord, type TargetName } from './targets';
import { createAuditLogRepository, type AuditActor } from '../../repositories/audit-log-repository';

/** Imports of one company run one after the other (a lock of the transaction), so two never diff against the same rows. */
const IMPORT_LOCK_CLASS = 0x696d7074;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The records of a batch, checked before the database is read: the count first (413 before anything else),
 * each record against its schema (removals against the lighter one), keys and adopted ids unique, then the
 * collection's rules across records. Every problem is a 400 naming `label[i].field`.
 */
export function validateBatch<R>(collection: ImportCollection<R>, records: unknown, label: string): Array<Entry<R>> {
  if (!Array.isArray(records)) throw badRequest(`${label}: must be an array of records`);
  if (records.length > INTEGRATION_LIMITS.batchMax) {
    throw new HttpError(
      413,
      'TOO_MANY_RECORDS',
      `${label}: ${records.length} records; at most ${INTEGRATION_LIMITS.batchMax} per call`,
    );
  }
  const issues: RecordIssue[] = [];
  const entries: Array<Entry<R>> = [];
  for (const [index, raw] of records.entries()) {
    const removal = isObject(raw) && raw.deleted === true;
    const parsed = (removal ? collection.schemas.removal : collection.schemas.record).safeParse(raw);
    if (!parsed.success) {
      issues.push(...zodIssues(index, parsed.error.issues));
      continue;
    }
    const value = parsed.data as Record<string, unknown>;
    entries.push({
      index,
      key: String(value[collection.keyField]),
      adoptId: value.id as number | undefined,
      record: removal ? null : (parsed.data as R),
    });
  }
  if (issues.length > 0) throw refuseRecords(400, 'BAD_REQUEST', label, issues);

  const keyField = collection.keyField;
  const duplicates = [
    ...duplicateIssues(
      entries.map((e) => ({ index: e.index, path: [keyField], value: e.key })),
      label,
      (key) => (keyField === 'externalId' ? `'${key}'` : key),
    ),
    ...duplicateIssues(
      entries.flatMap((e) => (e.adoptId === undefined ? [] : [{ index: e.index, path: ['id'], value: e.adoptId }])),
      label,
      String,
    ),
  ];
  if (duplicates.length > 0) throw refuseRecords(400, 'DUPLICATE_EXTERNAL_ID', label, duplicates);

  const rules = collection.checkBatch?.(entries, label) ?? [];
  if (rules.length > 0) throw refuseRecords(400, 'BAD_REQUEST', label, rules);
  return entries;
}

/** What the kept records of a batch name, at which path of which record. */
function referencesOf<R>(
  collection: ImportCollection<R>,
  entries: ReadonlyArray<Entry<R>>,
): Array<ReferenceAt & { index: number }> {
  return entries.flatMap((entry) => {
    const record = entry.record;
    if (record === null) return [];
    const fields = collection.references.flatMap((ref) => {
      const externalId = (record as Record<string, unknown>)[ref.field] as string | null;
      return externalId === null ? [] : [{ index: entry.index, path: [ref.field], target: ref.target, externalId }];
    });
    const nested = (collection.nestedReferences?.(record) ?? []).map((ref) => ({ ...ref, index: entry.index }));
    return [...fields, ...nested];
  });
}

/**
 * Every externalId the batch names, looked up per target in one statement, within the company only (another
 * company's record is as unknown as a missing one). A reference may name a removed record: it still exists.
 */
async function resolveReferences<R>(
  tx: Tx,
  companyId: number,
  collection: ImportCollection<R>,
  entries: ReadonlyArray<Entry<R>>,
  label: string,
) {
  const wanted = referencesOf(collection, entries);
  const byTarget = new Map<TargetName, Map<string, ResolvedRecord>>();
  for (const target of new Set(wanted.map((w) => w.target))) {
    const { table, ...rest } = TARGETS[target];
    const parent = 'parent' in rest ? sql.ref(rest.parent) : sql`NULL::int4`;
    const ids = [...new Set(wanted.filter((w) => w.target === target).map((w) => w.externalId))];
    const { rows } = await sql<{ id: number; external_id: string; parent_id: number | null }>`
      SELECT id, external_id, ${parent} AS parent_id FROM ${sql.table(table)}
      WHERE company_id = ${companyId}::int4 AND external_id ${inTexts(ids)}`.execute(tx);
    byTarget.set(target, new Map(rows.map((r) => [r.external_id, { id: r.id, parentId: r.parent_id }])));
  }
  const unknown = wanted
    .filter((w) => !byTarget.get(w.target)!.has(w.externalId))
    .map((w) => ({
      index: w.index,
      path: w.path,
      message: `no ${TARGETS[w.target].noun} with externalId '${w.externalId}'`,
    }));
  if (unknown.length > 0) throw refuseRecords(400, 'UNKNOWN_REFERENCE', label, unknown);
  return new ResolvedReferences(byTarget);
}

const isUniqueViolation = (error: unknown) => isObject(error) && error.code === '23505';

/** The records of one collection in a call, and how errors name them (`records`, or `projects` in a call of several). */
export interface ImportSection {
  name: ImportCollectionName;
  records: unknown;
  label: string;
}

/**
 * Imports collections for a company: validates every record first, then in one transaction, collection by
 * collection in the order of IMPORT_COLLECTIONS, resolves the references (so they find records stored by this
 * call's earlier collections), compares with what is stored and writes the difference. All or nothing; the
 * same call again writes nothing. Errors are HttpErrors (400, 409, 413) naming `label[i].field`.
 */
export async function importBatch(
  db: Kysely<Database>,
  companyId: number,
  sections: readonly ImportSection[],
  actor?: AuditActor,
): Promise<Map<ImportCollectionName, ImportResult>> {
  const total = sections.reduce((sum, s) => sum + (Array.isArray(s.records) ? s.records.length : 0), 0);
  // One collection's count is checked with its records, and named by their label.
  if (sections.length > 1 && total > INTEGRATION_LIMITS.batchMax) {
    throw new HttpError(
      413,
      'TOO_MANY_RECORDS',
      `${total} records in one call; at most ${INTEGRATION_LIMITS.batchMax}`,
    );
  }
  const order = (name: ImportCollectionName) => COLLECTION_NAMES.indexOf(name);
  const work = [...sections]
    .sort((a, b) => order(a.name) - order(b.name))
    .map((section) => {
      const collection = IMPORT_COLLECTIONS[section.name];
      return { ...section, collection, entries: validateBatch(collection, section.records, section.label) };
    });
  const early = await Promise.all(work.map((w) => w.collection.beforeTransaction?.(db, companyId, w.entries)));
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int4, ${companyId}::int4)`.execute(tx);
      if (actor) await createAuditLogRepository(tx).actAs(actor);
      const results = new Map<ImportCollectionName, ImportResult>();
      for (const [i, { name, collection, entries, label }] of work.entries()) {
        const resolved = await resolveReferences(tx, companyId, collection, entries, label);
        await collection.checkStored?.(tx, companyId, entries, resolved, label);
        results.set(name, await collection.apply(tx, companyId, entries, resolved, label, early[i]));
      }
      return results;
    });
  } catch (error) {
    // What the checks let through and a unique index still refused: two records trading usernames in one batch.
    if (isUniqueViolation(error))
      throw conflict(
        `The call breaks a unique value of what is stored (${String((error as Error).message)})`,
        'UNIQUE_CONFLICT',
      );
    throw error;
  }
}

/**
 * The collections of a call of several (POST /integration/v1/import): `{ "projects": [...], ... }`, each list
 * named by its collection in errors.
 */
export function sectionsOf(body: unknown): ImportSection[] {
  if (!isObject(body))
    throw badRequest('body: must be an object of record lists by collection, such as { "projects": [ … ] }');
  const names: readonly string[] = COLLECTION_NAMES;
  const unknown = Object.keys(body).filter((key) => !names.includes(key));
  if (unknown.length > 0)
    throw badRequest(unknown.map((key) => `body.${key}: is not a collection (${names.join(', ')})`).join('; '));
  return Object.entries(body).map(([name, records]) => ({ name: name as ImportCollectionName, records, label: name }));
}

/** Imports one collection's records (PUT /integration/v1/{collection}, and the bench); errors name them `records[i]`. */
export async function importCollection(
  db: Kysely<Database>,
  companyId: number,
  name: ImportCollectionName,
  records: unknown,
  actor?: AuditActor,
): Promise<ImportResult> {
  const results = await importBatch(db, companyId, [{ name, records, label: 'records' }], actor);
  return results.get(name)!;
}

/** One page of a collection as stored, in externalId order, then the app's own records. */
export function importPage(
  db: Kysely<Database>,
  companyId: number,
  name: ImportCollectionName,
  after: string | undefined,
  limit: number,
): Promise<Page> {
  return IMPORT_COLLECTIONS[name].page(db, companyId, after, limit);
}
