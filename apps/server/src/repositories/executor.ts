import type { Expression, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/** A repository runs on the database or inside a transaction, the same way. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A row's id as a value, or as an expression of the same statement (the session's company in the week's). */
export type Id = number | Expression<number>;
