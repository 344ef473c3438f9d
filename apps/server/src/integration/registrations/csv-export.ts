import type { ExportedRegistration, RegistrationKind } from '@bouwwerk/domain';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '../../repositories/executor';
import { exportedRegistrations } from './exported-registration';

/**
 * The registrations of a date range as a CSV file for the office's spreadsheet. It is made for Dutch Excel,
 * which is what opens it: UTF-8 with a byte order mark (without one Excel reads the file as Windows-1252),
 * `;` between fields and a decimal comma (Dutch Excel takes `,` as the decimal separator and `;` as the list
 * separator), CRLF line ends, and Dutch column names, as the office knows them from the app. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR at the start) is prefixed with `'` (csv-stringify's
 * escape_formulas; numbers keep their minus sign).
 */

export interface CsvRecord {
  registration: ExportedRegistration;
  kind: RegistrationKind;
  id: number;
}

const yesNo = (value: boolean) => (value ? 'ja' : 'nee');

/**
 * An instant as Dutch Excel reads a date and time: 2026-03-10 14:05:09, in Dutch time. One formatter for
 * every call: Date#toLocaleString makes one each time, 68 µs against 1.5 µs, twice per row of an export.
 */
const DUTCH_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const dutchDateTime = (iso: string) => DUTCH_DATE_TIME.format(new Date(iso));

/** The columns, in order: the Dutch header and the value of a record. */
export const REGISTRATION_COLUMNS: Array<[string, (r: CsvRecord) => string | number | null]> = [
  ['Soort', (r) => (r.kind === 'hours' ? 'uren' : 'materiaal')],
  ['Registratie-id', (r) => r.id],
  ['Datum', (r) => r.registration.date],
  ['Medewerker', (r) => r.registration.employee?.name ?? null],
  ['Medewerker extern id', (r) => r.registration.employee?.externalId ?? null],
  ['Projectcode', (r) => r.registration.project?.code ?? null],
  ['Project', (r) => r.registration.project?.name ?? null],
  ['Project extern id', (r) => r.registration.project?.externalId ?? null],
  ['Werk', (r) => r.registration.work?.name ?? null],
  ['Werk extern id', (r) => r.registration.work?.externalId ?? null],
  ['Onderdeelcode', (r) => r.registration.part?.code ?? null],
  ['Onderdeel', (r) => r.registration.part?.name ?? null],
  ['Onderdeel extern id', (r) => r.registration.part?.externalId ?? null],
  ['Werkbon', (r) => r.registration.workOrder?.number ?? null],
  ['Werkbon extern id', (r) => r.registration.workOrder?.externalId ?? null],
  ['Indirect', (r) => r.registration.indirectType?.name ?? null],
  ['Uursoort', (r) => r.registration.hourType?.name ?? null],
  ['Uursoort extern id', (r) => r.registration.hourType?.externalId ?? null],
  ['Overige kosten', (r) => r.registration.otherCostType?.name ?? null],
  ['Materiaalcode', (r) => r.registration.material?.code ?? null],
  ['Omschrijving', (r) => r.registration.description],
  ['Aantal', (r) => r.registration.quantity],
  ['Eenheid', (r) => r.registration.unit],
  ['Opmerking', (r) => r.registration.remark],
  ['Gevalideerd', (r) => yesNo(r.registration.validated)],
  ['Factuurregel', (r) => r.registration.invoiceLineId],
  ['Geblokkeerd', (r) => yesNo(r.registration.blocked)],
  ['Aangemaakt', (r) => dutchDateTime(r.registration.createdAt)],
  ['Gewijzigd', (r) => dutchDateTime(r.registration.updatedAt)],
];

/**
 * The records as the CSV file's text; a file streamed in parts has the byte order mark and the header in its
 * first part only (`first`).
 */
export function registrationsCsv(records: readonly CsvRecord[], first = true): string {
  return stringify(
    records.map((record) => REGISTRATION_COLUMNS.map(([, value]) => value(record))),
    {
      bom: first,
      delimiter: ';',
      record_delimiter: 'windows',
      // A line break inside a field is quoted too, not only the CRLF between records (its default once that is set).
      quote_record_delimiter: true,
      header: first,
      columns: REGISTRATION_COLUMNS.map(([header], index) => ({ key: String(index), header })),
      escape_formulas: true,
      cast: { number: (value) => String(value).replace('.', ',') },
    },
  );
}

/** Every current registration of the company from `from` to `to` (both included), by date, kind and id. */
export async function registrationsInRange(
  db: Executor,
  companyId: number,
  from: string,
  to: string,
): Promise<CsvRecord[]> {
  return exportedRegistrations(db, companyId, { from, to });
}
