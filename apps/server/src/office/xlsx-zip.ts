import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import type { Worksheet } from 'exceljs';

/**
 * exceljs's streaming writer ignores backpressure (exceljs#734, open): a sheet hands its rows to its zip entry's
 * input stream however full that is, and the zip reads it only as fast as it deflates and the download takes
 * the bytes. A writer that does not wait gathers the whole sheet in memory for a slow download. So a writer
 * waits here between chunks of rows: one chunk in flight.
 */

/** The parts of exceljs's streaming worksheet that are not in its types. */
type SheetStream = { stream: { pipes?: Array<EventEmitter & { _writableState?: { needDrain: boolean } }> } };

/**
 * Waits until the zip has taken in what `sheet` was given so far; rejects once `signal` aborts. The sheet's
 * stream (exceljs's StreamBuf) writes into the zip entry's input, its one pipe: a PassThrough of archiver's
 * readable-stream 2, which knows no writableNeedDrain yet. The stream tests hold this to working.
 */
export async function zipCaughtUp(sheet: Worksheet, signal?: AbortSignal): Promise<void> {
  const entry = (sheet as unknown as SheetStream).stream.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain', signal ? { signal } : {});
}
