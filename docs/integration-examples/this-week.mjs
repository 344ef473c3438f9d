// The example planning is written for the week of Monday 23 November 2026. This moves it by whole weeks to
// the current week, so the walk-through shows it in today's week overview:
//   node this-week.mjs planning.json   (prints the moved JSON)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const EXAMPLE_MONDAY = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

/** Monday of the week of `today`, in UTC days. */
function mondayOf(today) {
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

/** The records with every startDate and endDate moved to the week of `today`. */
export function planningForThisWeek(records, today = new Date()) {
  const shift = mondayOf(today) - EXAMPLE_MONDAY;
  const move = (date) => new Date(Date.parse(`${date}T00:00:00Z`) + shift).toISOString().slice(0, 10);
  return records.map((record) => ({ ...record, startDate: move(record.startDate), endDate: move(record.endDate) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? new URL('planning.json', import.meta.url);
  console.log(JSON.stringify(planningForThisWeek(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
}
