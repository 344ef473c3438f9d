import type { RegistrationExportFormat } from '@bouwwerk/domain';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { registrationsCsv } from '../integration/registrations/csv-export';
import {
  recordsOf,
  registrationLines,
  type RegistrationLines,
} from '../integration/registrations/exported-registration';
import type { Executor, Repositories } from '../repositories';
import type { ReviewCursor, ReviewFilter } from '../repositories/registration-review-repository';
import { addDays } from './planning-board';
import { registrationsSheetInThread } from './registrations-sheet-thread';
import { dayCell } from './xlsx-cells';
import { zipCaughtUp } from './xlsx-zip';

/**
 * 'Exporteren' on /kantoor/registraties: the grid's filtered registrations as a file, streamed a chunk at a
 * time, so a year of a large company never sits in memory whole. The columns are the integration CSV's
 * (docs/integration.md), whose Dutch conventions the office knows.
 */

/** Registrations read and written per step. */
const CHUNK = 2_000;

/** The filter's registrations in the grid's order, read a chunk at a time as text (RegistrationLines). */
async function* exportedChunks(
  db: Executor,
  repos: Repositories,
  companyId: number,
  filter: ReviewFilter,
): AsyncGenerator<RegistrationLines> {
  let after: ReviewCursor | null = null;
  for (;;) {
    const { ids, count, last } = await repos.registrationReview.chunk(companyId, filter, after, CHUNK);
    if (count === 0) return;
    yield await registrationLines(db, companyId, { ids });
    if (count < CHUNK) return;
    after = last;
  }
}

/** Lines of CSV made per call: csv-stringify holds a call's fields until it joins them into its text. */
const CSV_LINES = 100;

/** The items `size` at a time. */
function* inGroupsOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let group: T[] = [];
  for (const item of items) {
    group.push(item);
    if (group.length === size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

/** The registrations as the CSV file, written a hundred lines at a time. */
export function registrationsCsvFile(chunks: AsyncIterable<RegistrationLines>): Readable {
  return Readable.from(csvParts(chunks));
}

async function* csvParts(chunks: AsyncIterable<RegistrationLines>) {
  let first = true;
  for await (const chunk of chunks) {
    for (const records of inGroupsOf(recordsOf(chunk), CSV_LINES)) {
      yield registrationsCsv(records, first);
      first = false;
    }
  }
  if (first) yield registrationsCsv([], true);
}

/** Waits until the zip has taken in what a sheet was given so far; rejects once the download is gone. */
type ZipCatchUp = (sheet: ExcelJS.Worksheet) => Promise<void>;

/**
 * Writes a workbook to a stream as exceljs's streaming writer makes it, in this thread; an error ends the stream
 * with it, so a client sees a broken download instead of a file that looks whole. `write` waits for the zip
 * (`caughtUp`) between chunks of rows (xlsx-zip.ts).
 */
function workbookStream(
  write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter, caughtUp: ZipCatchUp) => Promise<void>,
): Readable {
  const out = new PassThrough();
  const gone = new AbortController();
  out.once('close', () => gone.abort(new Error('the download ended')));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  write(workbook, (sheet) => zipCaughtUp(sheet, gone.signal))
    .then(() => workbook.commit())
    .catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The registrations as the 'Registraties' sheet, written in a thread of its own (registrations-sheet-thread.ts). */
export function registrationsXlsx(chunks: AsyncIterable<RegistrationLines>): Readable {
  return registrationsSheetInThread(chunks);
}

type HoursPerDay = Awaited<ReturnType<Repositories['registrationReview']['hoursPerDay']>>;

/** Rows by a key, in the order they come (Map.groupBy arrives with Node 21; we run on 20). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A sheet's name: Excel allows 31 characters and none of []:*?/\, and each name once per workbook. */
function sheetNamer() {
  const used = new Set<string>();
  return (wanted: string) => {
    const base =
      wanted
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || 'Blad';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} (${n})`;
    used.add(name.toLowerCase());
    return name;
  };
}

/** Days down, columns across, the hours in between, totals right and below. */
async function addGrid(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  caughtUp: ZipCatchUp,
  name: string,
  days: readonly string[],
  columns: ReadonlyArray<{ key: string; label: string }>,
  hoursOf: (day: string, column: string) => number,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = [
    { header: 'Datum', width: 12, style: { numFmt: 'dd-mm-yyyy' } },
    ...columns.map((column) => ({ header: column.label, width: Math.min(40, Math.max(10, column.label.length + 2)) })),
    { header: 'Totaal', width: 10 },
  ];
  const totals = columns.map(() => 0);
  for (const day of days) {
    const hours = columns.map((column) => hoursOf(day, column.key));
    hours.forEach((value, i) => (totals[i]! += value));
    const sum = hours.reduce((a, b) => a + b, 0);
    sheet
      .addRow([dayCell(day), ...hours.map((value) => (value === 0 ? null : value)), sum === 0 ? null : sum])
      .commit();
  }
  const total = sheet.addRow(['Totaal', ...totals, totals.reduce((a, b) => a + b, 0)]);
  total.font = { bold: true };
  total.commit();
  // Before the sheet ends: an ended stream no longer tells when it drained.
  await caughtUp(sheet);
  sheet.commit();
}

/**
 * 'Urenoverzicht': a sheet per employee (days × what he booked on, with totals) and one per project (days ×
 * employees), of the filter's hours.
 */
function hoursOverviewXlsx(rows: HoursPerDay, from: string, to: string): Readable {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return workbookStream(async (workbook, caughtUp) => {
    const name = sheetNamer();
    const byEmployee = groupBy(rows, (row) => row.employee_id);
    for (const own of byEmployee.values()) {
      const hours = new Map(own.map((row) => [`${row.date}|${row.target_kind}:${row.target_id}`, row.hours]));
      const columns = [...new Map(own.map((row) => [`${row.target_kind}:${row.target_id}`, row.target_label]))].map(
        ([key, label]) => ({ key, label }),
      );
      await addGrid(workbook, caughtUp, name(own[0]!.employee_name), days, columns, (day, key) => {
        return hours.get(`${day}|${key}`) ?? 0;
      });
    }
    const byProject = groupBy(
      rows.filter((row) => row.target_kind === 'project'),
      (row) => row.target_id,
    );
    for (const booked of byProject.values()) {
      const hours = new Map(booked.map((row) => [`${row.date}|${row.employee_id}`, row.hours]));
      const columns = [...new Map(booked.map((row) => [String(row.employee_id), row.employee_name]))].map(
        ([key, label]) => ({ key, label }),
      );
      await addGrid(
        workbook,
        caughtUp,
        name(`Project ${booked[0]!.target_label}`),
        days,
        columns,
        (day, key) => hours.get(`${day}|${key}`) ?? 0,
      );
    }
    if (rows.length === 0) workbook.addWorksheet(name('Geen uren')).commit();
  });
}

export const EXPORT_TYPES: Record<RegistrationExportFormat, { contentType: string; extension: string; name: string }> =
  {
    csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv', name: 'registraties' },
    xlsx: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      name: 'registraties',
    },
    urenoverzicht: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      name: 'urenoverzicht',
    },
  };

/** The export of `format` as a stream. */
export async function registrationExport(
  db: Executor,
  repos: Repositories,
  companyId: number,
  format: RegistrationExportFormat,
  filter: ReviewFilter & { from: string; to: string },
): Promise<Readable> {
  if (format === 'urenoverzicht')
    return hoursOverviewXlsx(await repos.registrationReview.hoursPerDay(companyId, filter), filter.from, filter.to);
  const chunks = exportedChunks(db, repos, companyId, filter);
  return format === 'csv' ? registrationsCsvFile(chunks) : registrationsXlsx(chunks);
}

/** The file as a download named after its period. */
export function sendExport(
  reply: FastifyReply,
  format: RegistrationExportFormat,
  period: { from: string; to: string },
  file: Readable,
) {
  const type = EXPORT_TYPES[format];
  return reply
    .header('content-type', type.contentType)
    .header('content-disposition', `attachment; filename="${type.name}-${period.from}-${period.to}.${type.extension}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}
