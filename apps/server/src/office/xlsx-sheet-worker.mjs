// @ts-check
/**
 * One XLSX sheet written by exceljs's streaming writer in a thread of its own (xlsx-sheet-thread.ts): the
 * thread's capped heap bounds what the sheet's garbage can grow the server by, and its CPU is off the event
 * loop. The server sends rows of cell values a chunk at a time and the next chunk only once this thread took
 * the last ('taken'); the file's bytes go back as they are zipped.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit a TypeScript loader everywhere the server
 * runs (vitest), and there is nothing here to type beyond the messages.
 */
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { zipCaughtUp } from './xlsx-zip.mjs';

if (!parentPort) throw new Error('xlsx-sheet-worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * @type {{ name: string, frozenRows: number,
 *   columns: Array<{ header: string, width: number, numFmt?: string }> }}
 */
const layout = workerData;

/** The file's bytes are handed over in parts of about this size, not in each of zlib's 16 KB. */
const PART_BYTES = 256 * 1024;

/** @type {Buffer[]} */
let unsent = [];
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
  port.postMessage({ bytes }, [bytes.buffer]);
}

const file = new Writable({
  write(chunk, _encoding, done) {
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

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: layout.frozenRows }] });
sheet.columns = layout.columns.map(({ header, width, numFmt }) => ({
  header,
  width,
  ...(numFmt ? { style: { numFmt } } : {}),
}));
sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: layout.columns.length } };

/** @param {{ rows: unknown[][] } | { end: true }} message */
async function handle(message) {
  if ('rows' in message) {
    for (const values of message.rows) sheet.addRow(values).commit();
    await zipCaughtUp(sheet);
    send();
    port.postMessage({ taken: true });
    return;
  }
  sheet.commit();
  const finished = new Promise((resolve) => file.once('finish', resolve));
  await workbook.commit();
  await finished;
  port.postMessage({ done: true });
}

// One message at a time, in order: the server sends the next only after 'taken'; the chain keeps the order
// regardless.
let previous = Promise.resolve();
port.on('message', (message) => {
  previous = previous.then(() => handle(message));
  // An error ends the thread with it, which the server turns into a broken download.
  previous.catch((error) => {
    throw error;
  });
});
