import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/** A repository runs on the database or inside a transaction, the same way. */
export type Executor = Kysely<Database> | Transaction<Database>;
