// @ts-check
/**
 * exceljs's streaming writer ignores backpressure (exceljs#734, open): a sheet hands its rows to its zip entry's
 * input stream however full that is, and the zip reads it only as fast as it deflates and the download takes
 * the bytes. A writer that does not wait gathers the whole sheet in memory for a slow download. So a writer
 * waits here between chunks of rows: one chunk in flight.
 *
 * Plain JavaScript: the sheet's worker thread (xlsx-sheet-worker.mjs) imports it too, and a worker thread does
 * not inherit a TypeScript loader everywhere the server runs.
 */
import { once } from 'node:events';

/**
 * Waits until the zip has taken in what `sheet` was given so far; rejects once `signal` aborts. The sheet's
 * stream (exceljs's StreamBuf) writes into the zip entry's input, its one pipe: a PassThrough of archiver's
 * readable-stream 2, which knows no writableNeedDrain yet. The stream tests hold this to working.
 *
 * @param {unknown} sheet an exceljs streaming worksheet
 * @param {AbortSignal} [signal]
 */
export async function zipCaughtUp(sheet, signal) {
  /** @type {{ stream: { pipes?: Array<import('node:events').EventEmitter & { _writableState?: { needDrain: boolean } }> } }} */
  const writer = /** @type {never} */ (sheet);
  const entry = writer.stream.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain', signal ? { signal } : {});
}
