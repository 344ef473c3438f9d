import type { RegistrationChange, RegistrationKind } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../repositories/executor';
import { badCursor } from '../bad-cursor';
import { decodeCursor, encodeCursor, INITIAL_CURSOR, START, type FeedPosition } from '../feed-cursor';
import { exportRegistration, isoInstant, loadReferences, type RegistrationRowJson } from './exported-registration';

interface ChangeRow {
  seq: number;
  tx: string;
  kind: RegistrationKind;
  registration_id: number;
  action: 'insert' | 'update' | 'delete';
  /** As JSON writes it (ISO 8601 whatever the DateStyle), for isoInstant. */
  changed_at: string;
  row: RegistrationRowJson | null;
}

/** The statement of a page: the changes after `from`, chosen on the index (company_id, tx, seq). */
export const changeFeedQuery = (companyId: number, from: FeedPosition, limit: number) =>
  sql<ChangeRow>`
    SELECT c.seq, c.tx::text AS tx, c.kind, c.registration_id, c.action, to_json(c.changed_at) #>> '{}' AS changed_at, c.row
    FROM registration_changes c
    WHERE c.company_id = ${companyId}
      AND c.tx < pg_snapshot_xmin(pg_current_snapshot())
      AND (c.tx, c.seq) > (${from.tx}::xid8, ${from.seq}::bigint)
    ORDER BY c.tx, c.seq
    LIMIT ${limit}`;

const ACTIONS = { insert: 'created', update: 'updated', delete: 'deleted' } as const;

/**
 * The company's registration changes after `after` (null: from the beginning), at most `limit`, in the order
 * (tx, seq), and the cursor to continue from. Only changes of transactions below the oldest one still running
 * are returned: every transaction there has finished, so no change can appear before the cursor later
 * (decision 009). A running transaction holds the feed back until it ends; it never makes it skip a change.
 *
 * Throws a 400 naming `querystring.after` (badCursor) for a cursor this server did not make.
 */
export async function readChangeFeed(
  db: Executor,
  companyId: number,
  after: string | null,
  limit: number,
): Promise<{ changes: RegistrationChange[]; next: string }> {
  const from = after === null ? START : decodeCursor(after);
  if (!from) throw badCursor();
  const { rows } = await changeFeedQuery(companyId, from, limit).execute(db);
  const references = await loadReferences(
    db,
    companyId,
    rows.flatMap((change) => (change.row ? [change.row] : [])),
  );
  const changes = rows.map((change): RegistrationChange => ({
    changeId: change.seq,
    kind: change.kind,
    registrationId: change.registration_id,
    op: change.action === 'delete' ? 'delete' : 'upsert',
    action: ACTIONS[change.action],
    changedAt: isoInstant(change.changed_at),
    registration: change.row ? exportRegistration(change.kind, change.row, references) : null,
  }));
  const last = rows.at(-1);
  return {
    changes,
    next: last ? encodeCursor({ tx: last.tx, seq: String(last.seq) }) : (after ?? INITIAL_CURSOR),
  };
}
