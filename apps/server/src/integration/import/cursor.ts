import { ExternalIdSchema, LIMITS } from '@bouwwerk/domain';
import { badCursor } from '../bad-cursor';

/**
 * Where a page of a collection ends: the last record's externalId, or for records made in the app (listed
 * after all of the office's) the last one's id. Encoded, so the office keeps it as an opaque value.
 */
export type PagePosition = { externalId: string } | { id: number };

export function encodeCursor(position: PagePosition): string {
  const text = 'externalId' in position ? `e${position.externalId}` : `i${position.id}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The id a position of `i…` can name: an int4 id (or a weekday), so it never reaches SQL out of range. */
const toPosition = (text: string): PagePosition | null => {
  if (text.startsWith('e')) {
    // Only what encodeCursor can have made: a made-up one could carry a NUL, which no text parameter takes.
    const externalId = ExternalIdSchema.safeParse(text.slice(1));
    return externalId.success ? { externalId: externalId.data } : null;
  }
  if (!/^i[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text.slice(1));
  return id <= LIMITS.idMax ? { id } : null;
};

/**
 * The position a cursor names. A cursor this server did not make is a 400 (badCursor): base64url decoding
 * is lenient (padding, stray bits), so only a cursor that encodes back to itself is taken.
 */
export function decodeCursor(cursor: string): PagePosition {
  const position = toPosition(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (position === null || encodeCursor(position) !== cursor) throw badCursor();
  return position;
}
