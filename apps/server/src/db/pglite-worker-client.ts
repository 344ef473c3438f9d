// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { parse, protocol, types, type Results } from '@electric-sql/pglite';
import { DatabaseError } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import { createChannel, put, SLOTS, STATE, stateIndex, take } from './pglite-channel.mjs';
import {
  closeStatement,
  executeStatement,
  prepareStatement,
  type BackendMessage,
  type PGliteClient,
  type ValueParser,
  type ValueSerializer,
} from './pglite-client';

const { serialize } = protocol;

const threadStopped = (code: number) => new Error(`The PGlite thread stopped (exit code ${code})`);

export interface PGliteWorkerOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  parsers?: Record<number, ValueParser>;
  /**
   * Whether the process has nothing else to do than wait for this answer (the server: one HTTP request in
   * progress). Then a request alone in the channel blocks the event loop for its answer, which is quicker
   * than a hand-off through the loop; otherwise it awaits it, and the loop serves the other requests
   * meanwhile. Without it: always (scripts and tests, which do one thing at a time).
   */
  idle?: () => boolean;
  /** PGlite's WebAssembly compiled once for every thread of the process that asks so (sharedPgliteModule). */
  sharedCode?: boolean;
}

let pgliteModule: Promise<WebAssembly.Module> | undefined;

/** The runtime's WebAssembly, which the server's type libraries (no DOM) declare as types only. */
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * PGlite's WebAssembly compiled once per process and handed to each of its threads. V8 shares a module's code,
 * and the optimised code it makes of the hot functions later, among the threads it is handed to; each thread
 * compiling its own spent about a second of CPU per database (eight databases one after the other: 20 s of
 * CPU against 12 s). For the tests, which open one per file; the server opens one, and compiled here it
 * idled 14 MB larger (269 -> 283 MB), so its thread compiles its own, lazily.
 */
function sharedPgliteModule(): Promise<WebAssembly.Module> {
  pgliteModule ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')).then(compile);
  return pgliteModule;
}

/** How long a request may block the event loop for its answer before it awaits it instead. */
const BLOCKING_WAIT_MS = 2;

/** Names for statements that query() prepares for one call, so that requests in flight together never share one. */
let oneCallStatements = 0;

/**
 * PGlite in a worker thread (pglite-worker.mjs), spoken to over the PostgreSQL wire protocol.
 *
 * In-process, a statement's WebAssembly ran on the event loop: while PGlite executed, no request was read,
 * no JSON written, and one slow write (a checkpoint) stalled every client. Here the database executes on its
 * own thread and the event loop goes on meanwhile. A round trip through the shared-memory channel
 * (pglite-channel.mjs) costs ~15 µs; the statement cache sends a whole bind-execute-sync in one.
 *
 * Requests are pipelined: up to SLOTS wait in the channel at once and the thread executes them in the order
 * they were sent, each ending in a Sync, so one request's error does not touch the next. What must not be
 * interleaved with other requests (a transaction) is kept apart by the caller (pglite-dialect.ts).
 */
export class PGliteWorker implements PGliteClient {
  readonly parsers: Record<number, ValueParser>;
  readonly serializers: Record<number, ValueSerializer> = { ...types.serializers };
  /**
   * node-postgres's protocol parser, not PGlite's fork: it decodes each field where it lies in the buffer,
   * where PGlite's copies every field into a new ArrayBuffer first (2,000 project rows: 55 -> 16 ms).
   */
  private parser = new Parser();
  /** The slot the next request goes into: the thread reads the slots round the ring in the same order. */
  private next = 0;
  /** Per slot: no request of ours in it, nor an answer we have yet to read. */
  private readonly free: boolean[] = Array.from({ length: SLOTS }, () => true);
  /** Requests waiting for the next slot to come free, first come first served. */
  private readonly waiting: Array<(slot: number) => void> = [];
  private failure: Error | null = null;
  private closing = false;
  private reportLoss!: (error: Error) => void;
  /** Settles with why when the thread stops without close(): the database is gone for this process. */
  readonly lost: Promise<Error> = new Promise((resolve) => (this.reportLoss = resolve));
  /** Who hears the notifications of channels the connection LISTENs to: they come in a commit's answer. */
  onNotification: (channel: string, payload: string) => void = () => {};

  private constructor(
    private readonly worker: Worker,
    private readonly control: Int32Array,
    private readonly data: SharedArrayBuffer[],
    parsers: Record<number, ValueParser>,
    private readonly idle: () => boolean,
  ) {
    this.parsers = { ...types.parsers, ...parsers };
    const stop = (error: Error) => {
      this.failure ??= error;
      // Wakes the requests waiting for answers that will not come.
      for (let slot = 0; slot < SLOTS; slot++) Atomics.notify(control, stateIndex(slot));
      if (!this.closing) this.reportLoss(this.failure);
    };
    worker.once('error', stop);
    worker.once('exit', (code) => stop(threadStopped(code)));
  }

  /** Requests waiting for a slot of the channel, beyond the SLOTS in flight (metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  static async create(options: PGliteWorkerOptions = {}): Promise<PGliteWorker> {
    const { control, data } = createChannel();
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        control,
        data,
        ...(options.sharedCode ? { wasmModule: await sharedPgliteModule() } : {}),
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      },
    });
    const client = new PGliteWorker(
      worker,
      new Int32Array(control),
      data,
      options.parsers ?? {},
      options.idle ?? (() => true),
    );
    try {
      await client.started();
      await client.addArrayTypes();
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  /** As PGlite does at start: every array type reads and writes through its element type's parser and serializer. */
  private async addArrayTypes() {
    const { rows } = await this.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`);
    for (const { oid, typarray } of rows) {
      this.serializers[typarray] = (value) => types.arraySerializer(value, this.serializers[oid], typarray);
      this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid] ?? String, typarray);
    }
  }

  async execProtocol(message: Uint8Array, _options: { syncToFs?: boolean } = {}) {
    return { messages: this.readMessages(await this.request(STATE.PROTOCOL, message)) };
  }

  /**
   * One statement with parameters, as PGlite's query(): parsed, its parameter types asked, then bound. Under
   * a name of its own rather than as the unnamed statement, which another request in flight could replace
   * between the two round trips. Rare (the builder's statements go through the statement cache), so closing
   * it may cost a round trip of its own.
   */
  async query<R>(text: string, parameters: unknown[] = []): Promise<Results<R>> {
    if (parameters.length === 0) return (await this.exec(text))[0] as Results<R>;
    const name = `bw_call_${oneCallStatements++}`;
    const parameterTypes = await prepareStatement(this, name, text);
    try {
      return await executeStatement<R>(this, { name, parameterTypes }, parameters);
    } finally {
      // The statement's own error, if it had one, is the one to report.
      await closeStatement(this, name).catch(() => {});
    }
  }

  /** SQL without parameters, one or more statements (the simple query protocol). */
  async exec(text: string): Promise<Results[]> {
    const { messages: result } = await this.execProtocol(serialize.query(text));
    return parse.parseResults(result, this.parsers);
  }

  /** The data directory as a tarball. */
  async dumpDataDir(): Promise<Blob> {
    const dumped = new Promise<Blob>((resolve) =>
      this.worker.once('message', (message: { dump: Blob }) => resolve(message.dump)),
    );
    await this.request(STATE.DUMP);
    return dumped;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    await this.request(STATE.CLOSE);
    await this.worker.terminate();
  }

  /** The thread's first message: ready, or why PGlite could not start. */
  private started(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.worker.once('exit', (code) => reject(this.failure ?? threadStopped(code)));
      this.worker.once('message', (message: { error?: string }) =>
        message.error ? reject(new Error(`PGlite did not start: ${message.error}`)) : resolve(),
      );
    });
  }

  private async request(state: number, message: Uint8Array = new Uint8Array(0)): Promise<Uint8Array> {
    const slot =
      this.waiting.length === 0 && this.free[this.next]
        ? this.claim()
        : await new Promise<number>((resolve) => this.waiting.push(resolve));
    try {
      return await this.exchange(slot, state, message);
    } finally {
      this.release(slot);
    }
  }

  private claim(): number {
    const slot = this.next;
    this.free[slot] = false;
    this.next = (slot + 1) % SLOTS;
    return slot;
  }

  /** Only one slot taken: the caller's own. */
  private aloneInChannel() {
    return this.free.filter((free) => !free).length === 1;
  }

  private release(slot: number) {
    this.free[slot] = true;
    while (this.waiting.length > 0 && this.free[this.next]) this.waiting.shift()!(this.claim());
  }

  private async exchange(slot: number, state: number, message: Uint8Array): Promise<Uint8Array> {
    if (this.failure) throw this.failure;
    const { control } = this;
    const data = this.data[slot]!;
    const at = stateIndex(slot);
    put(control, data, slot, message, state);
    // Most statements are answered within a millisecond or two: when nothing else waits for the event loop,
    // waiting for those here is cheaper than a hand-off through it. With other requests in flight, or other
    // HTTP requests in progress, the loop has better things to do (blocking here cost a busy server a tenth
    // of its main thread).
    if (this.aloneInChannel() && this.idle()) Atomics.wait(control, at, state, BLOCKING_WAIT_MS);
    // Again until the state changed: a wait can end without the thread's answer (seen under the CPU profiler),
    // and the request's own bytes would then be read as the answer.
    while (Atomics.load(control, at) === state) {
      const waiting = Atomics.waitAsync(control, at, state);
      if (waiting.async) await waiting.value;
      if (this.failure) throw this.failure;
    }
    const answered = Atomics.load(control, at);
    const bytes = take(control, data, slot);
    Atomics.store(control, at, STATE.IDLE);
    if (answered === STATE.FAILED) throw new Error(new TextDecoder().decode(bytes));
    return bytes;
  }

  /** The answer's messages, up to the first error, which is thrown as PGlite throws it. */
  private readMessages(data: Uint8Array): BackendMessage[] {
    const received: BackendMessage[] = [];
    let error: Error | null = null;
    this.parser.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), (message) => {
      if (error) return;
      if (message.name === 'notification') {
        const { channel, payload } = message as unknown as { channel: string; payload: string };
        this.onNotification(channel, payload);
      } else if (message instanceof DatabaseError) error = message;
      else received.push(message as unknown as BackendMessage);
    });
    if (error) {
      this.parser = new Parser();
      throw error;
    }
    return received;
  }
}
