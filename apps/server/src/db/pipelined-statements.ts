import type { CompiledQuery } from 'kysely';

/**
 * Marks on a transaction's statements that let a driver send them with a neighbour, in one round trip: on
 * PGlite every round trip of a transaction keeps the one connection from all other requests
 * (pglite-dialect.ts). Other drivers run them as always, one by one.
 */
const LAST = Symbol('the last statement of its transaction');
const WITH_NEXT = Symbol('sent with the next statement');

type Marked<R> = CompiledQuery<R> & { [LAST]?: true; [WITH_NEXT]?: true };

/**
 * The transaction's last statement, which may go with its COMMIT. Nothing may run in the transaction after
 * it, and an outcome that must undo the work has to be an error of the statement itself, not a check of its
 * rows afterwards: by then the work may be committed.
 */
export function lastStatement<R>(compiled: CompiledQuery<R>): CompiledQuery<R> {
  const marked: Marked<R> = { ...compiled, [LAST]: true };
  return marked;
}

/**
 * A statement whose answer nobody reads (it declares, as set_config does), which may go in front of the
 * transaction's next statement: it answers no rows at once, and an error of it is the next statement's error.
 */
export function sentWithNext<R>(compiled: CompiledQuery<R>): CompiledQuery<R> {
  const marked: Marked<R> = { ...compiled, [WITH_NEXT]: true };
  return marked;
}

export const isLastStatement = (compiled: CompiledQuery): boolean => LAST in compiled;
export const isSentWithNext = (compiled: CompiledQuery): boolean => WITH_NEXT in compiled;
