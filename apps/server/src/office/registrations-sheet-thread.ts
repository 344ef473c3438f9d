import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { RegistrationLines } from '../integration/registrations/exported-registration';
import type { FromSheetThread, ToSheetThread } from './registrations-sheet-worker';

/**
 * The heap of the sheet's thread: exceljs holds its styles and the zip's buffers, and the thread a chunk of
 * registrations as text and the records of the line it writes. Capped, so that one export's garbage cannot grow
 * the server by more than this (V8 lets a heap grow to a few times what it holds before it collects), and an
 * export that would need more fails alone instead of with the server.
 */
const SHEET_THREAD_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * The built server's worker is bundled beside the module that starts it; from the sources (the tests) it
 * is loaded through tsx (registrations-sheet-worker-source.mjs).
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? './registrations-sheet-worker-source.mjs'
  : './registrations-sheet-worker.mjs';

/**
 * The 'Registraties' workbook, streamed: `chunks` are read one at a time and written by exceljs in a worker
 * thread (registrations-sheet-worker.ts), so the seconds of CPU the records, exceljs's Row and Cell objects and
 * their XML cost are off the event loop: beside an export of 100,000 registrations another request's p99 was
 * 141-150 ms with the sheet written in the server's thread, 14-48 ms with it in its own (docs/performance.md).
 * The next chunk is read only when the thread took the last one and the download has drained what it was
 * given, so a slow download holds back the reading instead of piling up registrations. An error breaks the
 * download off, so a client never takes a cut-off file for a whole one; a download broken off stops the
 * reading and the thread.
 */
export function registrationsSheetInThread(chunks: AsyncIterable<RegistrationLines>): Readable {
  const file = new PassThrough();
  const gone = new AbortController();
  const worker = new Worker(new URL(WORKER, import.meta.url), { resourceLimits: SHEET_THREAD_LIMITS });
  const post = (message: ToSheetThread) => worker.postMessage(message);
  let taken: (() => void) | null = null;
  const fail = (error: Error) => {
    gone.abort(error);
    file.destroy(error);
  };
  worker.on('message', (message: FromSheetThread) => {
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
  // Not a for-await loop: its variable would hold the chunk's text, cloned already, until the thread took it,
  // long enough to be promoted to V8's large-object space (+130 MB for 100,000 registrations against +72).
  const reading = chunks[Symbol.asyncIterator]();
  const sentNext = async () => {
    const next = await reading.next();
    if (!next.done) post({ chunk: next.value });
    return !next.done;
  };
  const feed = async () => {
    for (;;) {
      const took = new Promise<void>((resolve) => (taken = resolve));
      if (!(await sentNext())) break;
      await Promise.race([took, stopped]);
      if (file.writableNeedDrain) await once(file, 'drain', { signal: gone.signal });
    }
    post({ end: true });
  };
  feed().catch((error: unknown) => {
    if (!gone.signal.aborted) fail(error as Error);
  });
  return file;
}
