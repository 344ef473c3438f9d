import { ExternalIdSchema } from '@bouwwerk/domain';
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

export function decodeCursor(cursor: string): PagePosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Only what encodeCursor can have made: a made-up one could carry a NUL, which no text parameter takes.
  if (text.startsWith('e') && ExternalIdSchema.safeParse(text.slice(1)).success) return { externalId: text.slice(1) };
  if (/^i[1-9][0-9]{0,9}$/.test(text)) return { id: Number(text.slice(1)) };
  throw badCursor();
}
