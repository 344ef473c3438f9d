import type { ImportCollectionName, ImportResult } from '@bouwwerk/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ResolvedReferences, TargetName } from './targets';

export type Tx = Transaction<Database>;

/**
 * One record of a batch after validation: its place in the batch, its key (externalId, or the weekday of
 * working hours), the app record it takes over (`id`), and the record, or null when it is to be removed.
 */
export interface Entry<R> {
  index: number;
  key: string;
  adoptId: number | undefined;
  record: R | null;
}

/** Something wrong with one record: where in it (a path from the record) and what. */
export interface RecordIssue {
  index: number;
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** A reference from a record to another record by the other's externalId, at a path in the record. */
export interface ReferenceAt {
  path: ReadonlyArray<PropertyKey>;
  target: TargetName;
  externalId: string;
}

/** A top-level field that names another record (`projectExternalId`), and the column that stores its id. */
export interface FieldReference<R> {
  field: keyof R & string;
  column: string;
  target: TargetName;
}

export interface Page {
  items: unknown[];
  next: string | null;
}

/**
 * What the engine (engine.ts) needs of a collection: how its records look and are keyed, what they refer to,
 * its own checks, and how a validated batch is stored (apply) and read back (page). Table-backed
 * collections get apply and page from tableCollection(); working hours has its own.
 */
export interface ImportCollection<R = unknown> {
  name: ImportCollectionName;
  schemas: { record: z.ZodType<R>; removal: z.ZodType; item: z.ZodType };
  keyField: 'externalId' | 'weekday';
  references: ReadonlyArray<FieldReference<R>>;
  /** References inside lists of the record (a planned work's relation). */
  nestedReferences?: (record: R) => ReferenceAt[];
  /** Rules across the records of a batch, before the database is read (400 naming each record). */
  checkBatch?: (entries: ReadonlyArray<Entry<R>>, label: string) => RecordIssue[];
  /** Rules against what is stored, once the references are resolved; throws the HttpError it means. */
  checkStored?: (
    tx: Tx,
    companyId: number,
    entries: ReadonlyArray<Entry<R>>,
    resolved: ResolvedReferences,
    label: string,
  ) => Promise<void>;
  /** Work done before the transaction opens (hashing passwords), handed to apply as `early`. */
  beforeTransaction?: (db: Kysely<Database>, companyId: number, entries: ReadonlyArray<Entry<R>>) => Promise<unknown>;
  /** Compares the batch with what is stored and writes the difference, in the caller's transaction. */
  apply: (
    tx: Tx,
    companyId: number,
    entries: ReadonlyArray<Entry<R>>,
    resolved: ResolvedReferences,
    label: string,
    early?: unknown,
  ) => Promise<ImportResult>;
  page: (db: Kysely<Database>, companyId: number, after: string | undefined, limit: number) => Promise<Page>;
}
