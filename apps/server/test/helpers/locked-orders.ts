import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types';
import { openOrders } from './demo-refs';

/** The four ways a work order is locked (status 3, status 4, isDone, a factuurId), one order each. */
export const LOCK_KINDS = [
  'finished (status 3)',
  'finished (status 4)',
  'done (isDone)',
  'invoiced (factuurId)',
] as const;
export type LockKind = (typeof LOCK_KINDS)[number];

const LOCKS: Record<LockKind, { order_status: number; is_done: boolean; factuur_id: number | null }> = {
  'finished (status 3)': { order_status: 3, is_done: false, factuur_id: null },
  'finished (status 4)': { order_status: 4, is_done: false, factuur_id: null },
  'done (isDone)': { order_status: 2, is_done: true, factuur_id: null },
  'invoiced (factuurId)': { order_status: 2, is_done: false, factuur_id: 990001 },
};

/**
 * Copies of an open order of the company that differ only in the one field that locks them, so a test sees
 * each lock on its own (the demo seed's locked orders combine some of them, such as status 4 and invoiced).
 */
export async function createLockedOrders(db: Kysely<Database>, companyId: number): Promise<Record<LockKind, number>> {
  const open = await openOrders(db, companyId).selectAll().executeTakeFirstOrThrow();
  const { id: _id, created_at: _created, ...fields } = open;
  const ids = {} as Record<LockKind, number>;
  for (const kind of LOCK_KINDS) {
    const row = await db
      .insertInto('work_orders')
      .values({ ...fields, nummer: `${open.nummer}-${kind.split(' ')[0]}-${LOCKS[kind].order_status}`, ...LOCKS[kind] })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[kind] = row.id;
  }
  return ids;
}
