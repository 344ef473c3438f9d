import pg from 'pg';
import { CHANGES_CHANNEL } from './migrations/010-change-notifications';
import type { ChangeGate, WriteGate } from './write-gate';

/** After a failed or lost listening connection, the next try waits this long; nothing is kept meanwhile. */
const RETRY_AFTER_MS = 1_000;

/**
 * One connection per server process that LISTENs for the commits of writes anywhere (migration 010): other
 * server processes, the office's tools, an administrator's SQL. Each notification moves its generation.
 * It connects on first use, so processes and tools that never revalidate open no extra connection. While it
 * is not listening (connecting, lost, PostgreSQL restarting) it answers null and nothing may be kept; a new
 * connection moves the generation too, since notifications sent while it was away are lost.
 */
export class ChangeListener {
  private generation = 0;
  private client: pg.Client | undefined;
  private connecting = false;
  private retryAt = 0;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  /** The generation of what this process has heard, or null while it cannot hear (then it starts listening). */
  current(): number | null {
    if (this.client) return this.generation;
    this.listen();
    return null;
  }

  private listen(): void {
    if (this.connecting || this.closed || Date.now() < this.retryAt) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.generation++);
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(
        () => {
          if (this.closed) return void client.end().catch(() => {});
          this.generation++;
          this.client = client;
        },
        (error: Error) => this.lose(client, error),
      )
      .finally(() => {
        this.connecting = false;
      });
  }

  private lose(client: pg.Client, error?: Error): void {
    if (this.client === client) {
      this.client = undefined;
      this.generation++;
    }
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    if (error && !this.closed) this.onError(error);
    client.end().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

/**
 * PostgreSQL's gate: this process's own writes (a write gate around its dialect, seen at once) and everyone's
 * commits (the listener, heard a moment after). A generation is the sum of both, and each only rises.
 */
export class ListeningGate implements ChangeGate {
  constructor(
    private readonly own: WriteGate,
    private readonly listener: ChangeListener,
  ) {}

  readStarts(): number | null {
    const heard = this.listener.current();
    const own = this.own.readStarts();
    return heard === null || own === null ? null : own + heard;
  }

  unchangedSince(generation: number): boolean {
    const heard = this.listener.current();
    return heard !== null && this.own.unchangedSince(generation - heard);
  }
}
