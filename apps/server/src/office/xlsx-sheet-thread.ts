import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/** A sheet's name, its frozen header rows and its columns; the header row is filterable. */
export interface SheetLayout {
  name: string;
  frozenRows: number;
  columns: Array<{ header: string; width: number; numFmt?: string }>;
}

/** A row's cell values: text, numbers, dates, or nothing. */
export type SheetRow = Array<string | number | Date | null>;

/**
 * The heap of a sheet's thread: exceljs holds a chunk of rows, its styles and the zip's buffers, and the
 * 100,000 registrations of the bench's export peaked at 37 MB of it. Capped, so that one export's garbage
 * cannot grow the server by more than this (V8 lets a heap grow to a few times what it holds before it
 * collects), and an export that would need more fails alone instead of with the server.
 */
const SHEET_THREAD_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

type FromThread = { bytes: Uint8Array } | { taken: true } | { done: true };

/**
 * A workbook of one sheet, streamed: `rows` are read a chunk at a time and written by exceljs in a worker
 * thread (xlsx-sheet-worker.mjs), so the seconds of CPU its Row and Cell objects and their XML cost are off the
 * event loop: beside an export of 100,000 registrations another request's p99 was 141-150 ms with the sheet
 * written in the server's thread, 14-48 ms with it in its own (docs/performance.md). The next chunk is read
 * only when the thread took the last one and the download has drained what it was given, so a slow download
 * holds back the reading instead of piling up rows. An error breaks the download off, so a client never takes
 * a cut-off file for a whole one; a download broken off stops the reading and the thread.
 */
export function sheetInThread(layout: SheetLayout, rows: AsyncIterable<SheetRow[]>): Readable {
  const file = new PassThrough();
  const gone = new AbortController();
  const worker = new Worker(new URL('./xlsx-sheet-worker.mjs', import.meta.url), {
    workerData: layout,
    resourceLimits: SHEET_THREAD_LIMITS,
  });
  let taken: (() => void) | null = null;
  const fail = (error: Error) => {
    gone.abort(error);
    file.destroy(error);
  };
  worker.on('message', (message: FromThread) => {
    if ('bytes' in message)
      file.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length));
    else if ('taken' in message) taken?.();
    else file.end();
  });
  worker.once('error', fail);
  worker.once('exit', (code) => {
    if (!file.writableEnded) fail(new Error(`the sheet's thread stopped (${code}) before the file was whole`));
  });
  file.once('close', () => {
    gone.abort(new Error('the download ended'));
    void worker.terminate();
  });

  const stopped = new Promise<never>((_, reject) =>
    gone.signal.addEventListener('abort', () => reject(gone.signal.reason)),
  );
  stopped.catch(() => {});
  const feed = async () => {
    for await (const chunk of rows) {
      const took = new Promise<void>((resolve) => (taken = resolve));
      worker.postMessage({ rows: chunk });
      await Promise.race([took, stopped]);
      if (file.writableNeedDrain) await once(file, 'drain', { signal: gone.signal });
    }
    worker.postMessage({ end: true });
  };
  feed().catch((error: unknown) => {
    if (!gone.signal.aborted) fail(error as Error);
  });
  return file;
}
