// @ts-check
// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
/**
 * The embedded database's own thread: PGlite runs here, so its WebAssembly executes beside the server's
 * HTTP and JSON work instead of in turn with it. The server speaks the PostgreSQL wire protocol to it
 * (pglite-worker-client.ts) as it would to a PostgreSQL server; this side only executes the bytes.
 *
 * Requests and answers pass through shared memory, and the thread sleeps in Atomics.wait between them:
 * a round trip costs ~15 µs, where postMessage costs ~60 µs, and a request makes several.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit a TypeScript loader everywhere the server
 * runs (vitest), and there is nothing here to type beyond the channel.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { put, reserve, signal, SLOTS, STATE, stateIndex, take } from './pglite-channel.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * @type {{ dataDir?: string, loadDataDir?: Blob, wasmModule?: WebAssembly.Module, control: SharedArrayBuffer,
 *   data: SharedArrayBuffer[] }}
 */
const options = workerData;
const control = new Int32Array(options.control);

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** @param {number} slot @param {Uint8Array} bytes */
function answer(slot, bytes, state = STATE.ANSWERED) {
  put(control, options.data[slot], slot, bytes, state);
}

/**
 * Executes a request's protocol messages, its answer written straight into the slot's data buffer as PGlite
 * produces it. execProtocolRawStream, not execProtocolRaw: the latter also parses every message for
 * PGlite's own use, work the server does once, on its side.
 * @param {PGlite} db @param {number} slot
 */
async function execute(db, slot) {
  const data = options.data[slot];
  const message = take(control, data, slot);
  let length = 0;
  await db.execProtocolRawStream(message, {
    // Node's file system and memory, PGlite's stores here, write through: its sync has nothing to do.
    syncToFs: false,
    onRawData: (chunk) => {
      reserve(data, length + chunk.length);
      new Uint8Array(data, length, chunk.length).set(chunk);
      length += chunk.length;
    },
  });
  signal(control, slot, length, STATE.ANSWERED);
}

/**
 * Sleeps until the server sets a request state in the slot (not while the slot's last answer waits to be
 * read: that would spin).
 * @param {number} slot
 */
function nextRequest(slot) {
  for (;;) {
    const state = Atomics.load(control, stateIndex(slot));
    if (state !== STATE.IDLE && state !== STATE.ANSWERED && state !== STATE.FAILED) return state;
    Atomics.wait(control, stateIndex(slot), state);
  }
}

/** @param {PGlite} db */
async function serve(db) {
  for (let slot = 0; ; slot = (slot + 1) % SLOTS) {
    const state = nextRequest(slot);
    try {
      if (state === STATE.PROTOCOL) {
        await execute(db, slot);
      } else if (state === STATE.DUMP) {
        const dump = await db.dumpDataDir('none');
        port.postMessage({ dump });
        answer(slot, new Uint8Array(0));
      } else if (state === STATE.CLOSE) {
        await db.close();
        answer(slot, new Uint8Array(0));
        return;
      }
    } catch (error) {
      answer(slot, new TextEncoder().encode(describe(error)), STATE.FAILED);
    }
  }
}

/**
 * Postgres's buffer pool, in the WebAssembly memory. PGlite keeps initdb's 128 MB, all of it written at open:
 * 128 MB of resident memory before the first query (the server idled at 410-450 MB). PGlite reads the data
 * files through Node, so a page not in the pool comes from the operating system's file cache, not the disk;
 * 32 MB holds the hot pages of the week overview and the sign-in (the server idles at ~100 MB less).
 */
const SHARED_BUFFERS = '32MB';

PGlite.create({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  // Compiled once for the process where it opens many (pglite-worker-client.ts), not again in each thread.
  ...(options.wasmModule ? { pgliteWasmModule: options.wasmModule } : {}),
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
}).then(
  (db) => {
    port.postMessage({ ready: true });
    return serve(db);
  },
  (error) => port.postMessage({ error: describe(error) }),
);
