/**
 * The cursors of the integration API's feeds (the registration changes, the audit log): a position after the
 * entry (tx, seq), where tx is the writing transaction's xid8 (decimal text, 64 bits) and seq the entry's
 * number. Read only below the oldest running transaction, a feed in this order never skips an entry that
 * commits late (decision 009).
 */

/** Where a consumer of a feed stands: after the entry (tx, seq). */
export interface FeedPosition {
  tx: string;
  seq: string;
}

const POSITION_TEXT = /^(0|[1-9][0-9]{0,19})\.(0|[1-9][0-9]{0,18})$/;

/** The position as opaque base64url text, the `next` of an answer. */
export const encodeCursor = (position: FeedPosition): string =>
  Buffer.from(`${position.tx}.${position.seq}`).toString('base64url');

/** The position a cursor names, or null when it is no cursor this server made. */
export function decodeCursor(cursor: string): FeedPosition | null {
  const match = POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match || encodeCursor({ tx: match[1]!, seq: match[2]! }) !== cursor) return null;
  if (BigInt(match[1]!) >= 2n ** 64n || BigInt(match[2]!) >= 2n ** 63n) return null;
  return { tx: match[1]!, seq: match[2]! };
}

/** The position before the first entry, and its cursor. */
export const START: FeedPosition = { tx: '0', seq: '0' };
export const INITIAL_CURSOR = encodeCursor(START);
