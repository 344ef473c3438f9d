/**
 * The 'Registraties' sheet of an XLSX export, written by exceljs's streaming writer in a thread of its own
 * (registrations-sheet-thread.ts). The server hands each chunk of registrations over as the text it read
 * (`RegistrationLines`) and sends the next only once this thread took the last ('taken'); here each line
 * becomes its record, its row and its XML, and the file's bytes go back as they are zipped. So the server's
 * thread never holds a registration as objects (the export's memory, docs/performance.md), and the capped heap
 * of this thread bounds what the sheet's garbage can grow the server by.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { REGISTRATION_COLUMNS } from '../integration/registrations/csv-export';
import { recordsOf, type RegistrationLines } from '../integration/registrations/exported-registration';
import { dayCell } from './xlsx-cells';
import { zipCaughtUp } from './xlsx-zip';

if (!parentPort) throw new Error('registrations-sheet-worker runs as a worker thread');
const port = parentPort;

/** What the server sends: a chunk of registrations, or the end. */
export type ToSheetThread = { chunk: RegistrationLines } | { end: true };
/** What this thread sends back: part of the file, a chunk taken, or the file done. */
export type FromSheetThread = { bytes: Uint8Array } | { taken: true } | { done: true };

const DATE_HEADER = 'Datum';
const DATE_COLUMN = REGISTRATION_COLUMNS.findIndex(([header]) => header === DATE_HEADER);

/** The file's bytes are handed over in parts of about this size, not in each of zlib's 16 KB. */
const PART_BYTES = 256 * 1024;

let unsent: Buffer[] = [];
let unsentBytes = 0;

/**
 * Hands what was zipped so far over, copied into one buffer of its own (a zipped chunk may be a view of a
 * larger pool), which is then moved instead of copied again. Parts of PART_BYTES make the 8.7 MB file of
 * 100,000 registrations about 35 messages and writes to the download instead of about 600.
 */
function send() {
  if (unsentBytes === 0) return;
  const bytes = new Uint8Array(unsentBytes);
  let at = 0;
  for (const part of unsent) {
    bytes.set(part, at);
    at += part.length;
  }
  unsent = [];
  unsentBytes = 0;
  port.postMessage({ bytes } satisfies FromSheetThread, [bytes.buffer]);
}

const file = new Writable({
  write(chunk: Buffer, _encoding, done) {
    unsent.push(chunk);
    unsentBytes += chunk.length;
    if (unsentBytes >= PART_BYTES) send();
    done();
  },
  final(done) {
    send();
    done();
  },
});

// Real dates and numbers, the header frozen and filterable. Text stays as typed (the CSV's `'` before a formula
// is for a file a spreadsheet parses; a text cell is never run).
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet('Registraties', { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = REGISTRATION_COLUMNS.map(([header], index) => ({
  header,
  width: Math.max(10, header.length + 2),
  ...(index === DATE_COLUMN ? { style: { numFmt: 'dd-mm-yyyy' } } : {}),
}));
sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: REGISTRATION_COLUMNS.length } };

async function handle(message: ToSheetThread) {
  if ('chunk' in message) {
    for (const record of recordsOf(message.chunk)) {
      const values: Array<string | number | Date | null> = REGISTRATION_COLUMNS.map(([, value]) => value(record));
      values[DATE_COLUMN] = dayCell(record.registration.date);
      sheet.addRow(values).commit();
    }
    await zipCaughtUp(sheet);
    send();
    port.postMessage({ taken: true } satisfies FromSheetThread);
    return;
  }
  sheet.commit();
  const finished = new Promise((resolve) => file.once('finish', resolve));
  await workbook.commit();
  await finished;
  port.postMessage({ done: true } satisfies FromSheetThread);
}

// One message at a time, in order: the server sends the next only after 'taken'; the chain keeps the order
// regardless.
let previous = Promise.resolve();
port.on('message', (message: ToSheetThread) => {
  previous = previous.then(() => handle(message));
  // An error ends the thread with it, which the server turns into a broken download.
  previous.catch((error: unknown) => {
    throw error;
  });
});
