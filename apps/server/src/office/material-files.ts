import { Readable } from 'node:stream';
import { MATERIAL_IMPORT_LIMITS } from '@bouwwerk/domain';
import { parse } from 'csv-parse/sync';
import { unzipSync, zipSync } from 'fflate';
import { badRequest, HttpError } from '../lib/http-errors';
import { checkZipExpansion } from '../lib/zip-expansion';

/** A cell as the import reads it: text, a number, or nothing. */
export type Cell = string | number | null;

/** A row of the file with its number as a spreadsheet counts it (the header is row 1). */
export interface FileRow {
  row: number;
  cells: Cell[];
}

export interface CatalogueFile {
  header: string[];
  rows: FileRow[];
}

export type CatalogueFileKind = 'csv' | 'xlsx';

const unreadable = (why: string) => badRequest(`The file cannot be read: ${why}`, 'FILE_UNREADABLE');
export const tooManyRows = () =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `A catalogue file holds at most ${MATERIAL_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows besides its header`,
  );

/**
 * What a workbook may unpack to: a full catalogue of 20,000 lines is some 10 MB of XML, while a crafted file
 * of a few megabytes could unpack to gigabytes in the reader's memory.
 */
const UNPACKED_MAX = 100 * 1024 * 1024;

/** Rows read at most, blank ones included: enough to tell a file over the limit without reading all of a huge one. */
const READ_MAX = MATERIAL_IMPORT_LIMITS.maxRows * 2 + 2;

const isBlank = (cells: Cell[]) => cells.every((cell) => cell === null || cell === '');

/** The header row and the rows below it that hold anything. */
function toCatalogueFile(rows: FileRow[]): CatalogueFile {
  const first = rows[0];
  if (!first || isBlank(first.cells))
    throw badRequest('The file is empty: its first row names the columns', 'FILE_EMPTY');
  const data = rows.slice(1).filter((row) => !isBlank(row.cells));
  if (data.length > MATERIAL_IMPORT_LIMITS.maxRows) throw tooManyRows();
  return { header: first.cells.map((cell) => (cell === null ? '' : String(cell).trim())), rows: data };
}

/** UTF-8 as written today; a file that is not is read as Windows-1252, as Excel on Windows saves "CSV". */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Excel in a Dutch setting separates by ';', elsewhere by ','; a tab-separated export by tabs. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Buffer): FileRow[] {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      to: READ_MAX,
    }) as string[][];
  } catch (error) {
    throw unreadable(error instanceof Error ? error.message : 'not CSV');
  }
  if (records.length >= READ_MAX) throw tooManyRows();
  return records.map((cells, i) => ({ row: i + 1, cells }));
}

/** What a spreadsheet cell holds, whatever exceljs made of it (rich text, a formula's result, a link's text). */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: string };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellOf(v.result);
    if (v.text !== undefined) return cellOf(v.text);
    if (v.error) return v.error;
  }
  return String(value as string);
}

/** What exceljs's streaming reader must have read before a worksheet, in the order it reads them. */
const PARTS_BEFORE_SHEETS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The workbook zipped again with the parts a worksheet needs before it, since the reader takes the entries in
 * the order they are zipped. A workbook part met after the sheet refused a valid file (exceljs#962), and a
 * sheet met before the shared strings, as exceljs itself and Excel zip them, is set aside in a temporary file
 * and now and then read without them: every text cell an index instead of its text (exceljs#683; 1 read in
 * 3,000 of the same file, none in 18,000 with this order). Stored, not compressed again: the size was checked
 * before (UNPACKED_MAX).
 */
export function partsInReadingOrder(bytes: Buffer): Buffer {
  const parts = unzipSync(bytes);
  const first = PARTS_BEFORE_SHEETS.filter((name) => parts[name]);
  const ordered: Record<string, Uint8Array> = {};
  for (const name of [...first, ...Object.keys(parts).filter((name) => !first.includes(name))])
    ordered[name] = parts[name]!;
  return Buffer.from(zipSync(ordered, { level: 0 }));
}

/** The first worksheet, streamed: rows past the limit are not read. */
async function readXlsx(bytes: Buffer): Promise<FileRow[]> {
  // A ZIP file starts so; anything else is no workbook, and the reader need not try.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw unreadable('it is not an XLSX workbook');
  const refusal = await checkZipExpansion(bytes, UNPACKED_MAX);
  if (refusal?.refused === 'too-large')
    throw new HttpError(
      413,
      'FILE_TOO_LARGE',
      `The workbook unpacks to more than ${UNPACKED_MAX / 1024 / 1024} MB; a catalogue needs far less`,
    );
  if (refusal) throw unreadable(refusal.why);
  const rows: FileRow[] = [];
  // Loaded at the first workbook, not at the server's start: exceljs takes some 400 ms to load.
  const { default: ExcelJS } = await import('exceljs');
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([partsInReadingOrder(bytes)]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1);
        rows.push({ row: row.number, cells: values.map(cellOf) });
        if (rows.length >= READ_MAX) throw tooManyRows();
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(error instanceof Error ? error.message : 'not an XLSX workbook');
  }
  return rows;
}

/** A catalogue file's header and rows; 400 when it cannot be read, 413 when it holds too many rows. */
export async function readCatalogueFile(kind: CatalogueFileKind, bytes: Buffer): Promise<CatalogueFile> {
  if (bytes.length === 0) throw badRequest('The file is empty: its first row names the columns', 'FILE_EMPTY');
  return toCatalogueFile(kind === 'csv' ? readCsv(bytes) : await readXlsx(bytes));
}
