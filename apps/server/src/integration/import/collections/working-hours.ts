import { WorkingHoursImport, type ImportResult, type WorkingHoursImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import { badCursor } from '../../bad-cursor';
import { decodeCursor, encodeCursor } from '../cursor';
import type { Entry, ImportCollection, Tx } from '../collection';

/**
 * The company's working hours, one row per weekday keyed by the weekday itself (no externalId, nothing points
 * at them): a removed day is deleted, and the week overview counts it as 0.
 */
async function apply(
  tx: Tx,
  companyId: number,
  entries: ReadonlyArray<Entry<WorkingHoursImportRecord>>,
): Promise<ImportResult> {
  const { rows } = await sql<{ weekday: number; hours: number }>`
    SELECT weekday, hours FROM company_working_hours WHERE company_id = ${companyId}::int4`.execute(tx);
  const stored = new Map(rows.map((r) => [r.weekday, Number(r.hours)]));
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, deleted: 0 };
  const upserts: number[][] = [];
  const removed: number[] = [];
  for (const entry of entries) {
    const weekday = Number(entry.key);
    const hours = stored.get(weekday);
    if (entry.record === null) {
      if (hours === undefined) {
        result.unchanged++;
      } else {
        result.deleted++;
        removed.push(weekday);
      }
    } else if (hours === entry.record.hours) {
      result.unchanged++;
    } else {
      result[hours === undefined ? 'created' : 'updated']++;
      upserts.push([weekday, entry.record.hours]);
    }
  }
  if (removed.length > 0) {
    await sql`DELETE FROM company_working_hours WHERE company_id = ${companyId}::int4 AND weekday = any(${removed}::int4[])`.execute(
      tx,
    );
  }
  if (upserts.length > 0) {
    await sql`
      INSERT INTO company_working_hours (company_id, weekday, hours)
      SELECT ${companyId}::int4, u.* FROM unnest(${upserts.map((u) => u[0])}::int4[], ${upserts.map((u) => u[1])}::numeric[]) AS u
      ON CONFLICT (company_id, weekday) DO UPDATE SET hours = excluded.hours`.execute(tx);
  }
  return result;
}

export const workingHours: ImportCollection<WorkingHoursImportRecord> = {
  name: 'working-hours',
  schemas: WorkingHoursImport,
  keyField: 'weekday',
  references: [],
  apply,
  async page(db, companyId, after, limit) {
    const position = after === undefined ? null : decodeCursor(after);
    // Its pages end on a weekday: an externalId or a larger number is no cursor of this list.
    if (position !== null && !('id' in position && position.id <= 7)) throw badCursor();
    const from = position === null ? 0 : position.id;
    const { rows } = await sql<{ weekday: number; hours: number }>`
      SELECT weekday, hours FROM company_working_hours
      WHERE company_id = ${companyId}::int4 AND weekday > ${from}::int4
      ORDER BY weekday LIMIT ${limit + 1}::int4`.execute(db);
    const items = rows.slice(0, limit).map((r) => ({ weekday: r.weekday, hours: Number(r.hours) }));
    const next = rows.length > limit ? encodeCursor({ id: items.at(-1)!.weekday }) : null;
    return { items, next };
  },
};
