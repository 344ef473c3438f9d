import { Worker } from 'node:worker_threads';
import { parse, protocol, types, type Results } from '@electric-sql/pglite';
import { DatabaseError } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import { CHANNEL, reserve, STATE } from './pglite-channel.mjs';
import { concatMessages, type BackendMessage, type PGliteClient, type ValueParser, type ValueSerializer } from './pglite-client';

const { serialize } = protocol;

const threadStopped = (code: number) => new Error(`The PGlite thread stopped (exit code ${code})`);

export interface PGliteWorkerOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  parsers?: Record<number, ValueParser>;
}

/** How long a request blocks the event loop for its answer before it awaits it instead. */
const BLOCKING_WAIT_MS = 0.25;

/**
 * PGlite in a worker thread (pglite-worker.mjs), spoken to over the PostgreSQL wire protocol.
 *
 * In-process, a statement's WebAssembly ran on the event loop: while PGlite executed, no request was read,
 * no JSON written, and one slow write (a checkpoint) stalled every client. Here the database executes on its
 * own thread and the event loop goes on meanwhile. A round trip through the shared-memory channel
 * (pglite-channel.mjs) costs ~15 µs; the statement cache sends a whole bind-execute-sync in one.
 */
export class PGliteWorker implements PGliteClient {
  readonly parsers: Record<number, ValueParser>;
  readonly serializers: Record<number, ValueSerializer> = { ...types.serializers };
  /**
   * node-postgres's protocol parser, not PGlite's fork: it decodes each field where it lies in the buffer,
   * where PGlite's copies every field into a new ArrayBuffer first (2,000 project rows: 55 -> 16 ms).
   */
  private parser = new Parser();
  /** Requests wait their turn here: the channel holds one at a time. */
  private turn: Promise<unknown> = Promise.resolve();
  private failure: Error | null = null;
  private closing = false;
  private reportLoss!: (error: Error) => void;
  /** Settles with why when the thread stops without close(): the database is gone for this process. */
  readonly lost: Promise<Error> = new Promise((resolve) => (this.reportLoss = resolve));

  private constructor(
    private readonly worker: Worker,
    private readonly control: Int32Array,
    private readonly data: SharedArrayBuffer,
    parsers: Record<number, ValueParser>,
  ) {
    this.parsers = { ...types.parsers, ...parsers };
    const stop = (error: Error) => {
      this.failure ??= error;
      // Wakes a request waiting for an answer that will not come.
      Atomics.notify(control, CHANNEL.STATE);
      if (!this.closing) this.reportLoss(this.failure);
    };
    worker.once('error', stop);
    worker.once('exit', (code) => stop(threadStopped(code)));
  }

  static async create(options: PGliteWorkerOptions = {}): Promise<PGliteWorker> {
    const control = new SharedArrayBuffer(CHANNEL.SLOTS * Int32Array.BYTES_PER_ELEMENT);
    const data = new SharedArrayBuffer(64 * 1024, { maxByteLength: 1024 ** 3 });
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        control,
        data,
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      },
    });
    const client = new PGliteWorker(worker, new Int32Array(control), data, options.parsers ?? {});
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

  /** One statement with parameters, as PGlite's query(): parsed unnamed, its parameter types asked, then bound. */
  async query<R>(text: string, parameters: unknown[] = []): Promise<Results<R>> {
    if (parameters.length === 0) return (await this.exec(text))[0] as Results<R>;
    const { messages: described } = await this.execProtocol(
      concatMessages([serialize.parse({ text }), serialize.describe({ type: 'S' }), serialize.sync()]),
    );
    const parameterTypes = parse.parseDescribeStatementResults(described);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.serializers[parameterTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages: result } = await this.execProtocol(
      concatMessages([serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return parse.parseResults(result, this.parsers)[0] as Results<R>;
  }

  /** SQL without parameters, one or more statements (the simple query protocol). */
  async exec(text: string): Promise<Results[]> {
    const { messages: result } = await this.execProtocol(serialize.query(text));
    return parse.parseResults(result, this.parsers);
  }

  /** The data directory as a tarball. */
  async dumpDataDir(): Promise<Blob> {
    const dumped = new Promise<Blob>((resolve) => this.worker.once('message', (message: { dump: Blob }) => resolve(message.dump)));
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

  private request(state: number, message?: Uint8Array): Promise<Uint8Array> {
    const answer = this.turn.then(() => this.exchange(state, message));
    this.turn = answer.catch(() => {});
    return answer;
  }

  private async exchange(state: number, message: Uint8Array = new Uint8Array(0)): Promise<Uint8Array> {
    if (this.failure) throw this.failure;
    const { control, data } = this;
    reserve(data, message.length);
    new Uint8Array(data, 0, message.length).set(message);
    Atomics.store(control, CHANNEL.LENGTH, message.length);
    Atomics.store(control, CHANNEL.STATE, state);
    Atomics.notify(control, CHANNEL.STATE);
    // Most statements are answered within a fraction of a millisecond: waiting for those here is cheaper than
    // a hand-off through the event loop (which waits for whatever the loop is doing); a longer one is
    // awaited without blocking.
    Atomics.wait(control, CHANNEL.STATE, state, BLOCKING_WAIT_MS);
    // Again until the state changed: a wait can end without the thread's answer (seen under the CPU profiler),
    // and the request's own bytes would then be read as the answer.
    while (Atomics.load(control, CHANNEL.STATE) === state) {
      const waiting = Atomics.waitAsync(control, CHANNEL.STATE, state);
      if (waiting.async) await waiting.value;
      if (this.failure) throw this.failure;
    }
    const answered = Atomics.load(control, CHANNEL.STATE);
    // A copy: the channel's buffer is shared and reused, and text decoding refuses shared memory.
    const bytes = new Uint8Array(data, 0, Atomics.load(control, CHANNEL.LENGTH)).slice();
    Atomics.store(control, CHANNEL.STATE, STATE.IDLE);
    if (answered === STATE.FAILED) throw new Error(new TextDecoder().decode(bytes));
    return bytes;
  }

  /** The answer's messages, up to the first error, which is thrown as PGlite throws it. */
  private readMessages(data: Uint8Array): BackendMessage[] {
    const received: BackendMessage[] = [];
    let error: Error | null = null;
    this.parser.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), (message) => {
      if (error) return;
      if (message instanceof DatabaseError) error = message;
      else received.push(message as unknown as BackendMessage);
    });
    if (error) {
      this.parser = new Parser();
      throw error;
    }
    return received;
  }
}
