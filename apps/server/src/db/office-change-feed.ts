import type { Kysely } from 'kysely';
import pg from 'pg';
import { OFFICE_CHANGE_SCOPES, type OfficeChangeEvent } from '@bouwwerk/domain';
import { OFFICE_CHANGES_CHANNEL } from './migrations/018-office-change-events';

/** A committed write a board shows (migration 018), or the end of an office session. */
export type OfficeChange =
  | { companyId: number; kind: 'change'; event: OfficeChangeEvent }
  | { companyId: number; kind: 'session-ended'; sessionId: number };

export interface OfficeChangeSubscriber {
  heard(change: OfficeChange): void;
  /** Changes may have been missed (the listening connection was lost): whoever shows them must reload. */
  lost(): void;
}

/**
 * What this process hears of the commits of writes anywhere: one per database handle, one subscriber per
 * process (the event hub) that fans out to the open streams.
 */
export interface OfficeChangeFeed {
  /** Resolves once every commit from now on will be heard; rejects while that cannot be (no connection). */
  listening(): Promise<void>;
  subscribe(subscriber: OfficeChangeSubscriber): () => void;
}

const SCOPES = new Set<string>(OFFICE_CHANGE_SCOPES);
const ID = /^[1-9][0-9]{0,9}$/;

/** A notification's payload, `<company>:<scope>:<employee or nothing>`; undefined for anything else. */
export function parseOfficeChange(payload: string): OfficeChange | undefined {
  const [company, scope, id, ...rest] = payload.split(':');
  if (rest.length > 0 || company === undefined || !ID.test(company) || scope === undefined || id === undefined)
    return undefined;
  const companyId = Number(company);
  if (scope === 'session') return ID.test(id) ? { companyId, kind: 'session-ended', sessionId: Number(id) } : undefined;
  if (!SCOPES.has(scope) || (id !== '' && !ID.test(id))) return undefined;
  return {
    companyId,
    kind: 'change',
    event: { scope: scope as OfficeChangeEvent['scope'], employeeId: id === '' ? null : Number(id) },
  };
}

class Subscribers {
  private readonly all = new Set<OfficeChangeSubscriber>();

  add(subscriber: OfficeChangeSubscriber): () => void {
    this.all.add(subscriber);
    return () => this.all.delete(subscriber);
  }

  publish(payload: string): void {
    const change = parseOfficeChange(payload);
    if (change) for (const subscriber of this.all) subscriber.heard(change);
  }

  lose(): void {
    for (const subscriber of this.all) subscriber.lost();
  }
}

/**
 * PGlite: its one connection LISTENs from the start (database.ts) and the notifications come back with the
 * answer of the committing statement (pglite-worker-client.ts). Nothing can be missed while the process runs.
 */
export class PushedOfficeChangeFeed implements OfficeChangeFeed {
  private readonly subscribers = new Subscribers();

  listening(): Promise<void> {
    return Promise.resolve();
  }

  subscribe(subscriber: OfficeChangeSubscriber): () => void {
    return this.subscribers.add(subscriber);
  }

  /** A notification the connection received. */
  notified(channel: string, payload: string): void {
    if (channel === OFFICE_CHANGES_CHANNEL) this.subscribers.publish(payload);
  }
}

/**
 * PostgreSQL: a connection of its own that LISTENs, opened when the first board connects (a process without
 * boards opens none). A lost connection tells the subscribers (the boards reload once they are back) and the
 * next board to connect opens another.
 */
export class ListeningOfficeChangeFeed implements OfficeChangeFeed {
  private readonly subscribers = new Subscribers();
  private connection: Promise<pg.Client> | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  async listening(): Promise<void> {
    if (this.closed) throw new Error('The database is closed');
    this.connection ??= this.connect();
    await this.connection;
  }

  subscribe(subscriber: OfficeChangeSubscriber): () => void {
    return this.subscribers.add(subscriber);
  }

  private connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === OFFICE_CHANGES_CHANNEL) this.subscribers.publish(message.payload ?? '');
    });
    const connecting = (async () => {
      await client.connect();
      await client.query(`LISTEN ${OFFICE_CHANGES_CHANNEL}`);
      if (this.closed) throw new Error('The database is closed');
      return client;
    })();
    client.on('error', (error) => this.lose(connecting, client, error));
    client.on('end', () => this.lose(connecting, client));
    connecting.catch((error: Error) => this.lose(connecting, client, error));
    return connecting;
  }

  private lose(connecting: Promise<pg.Client>, client: pg.Client, error?: Error): void {
    client.end().catch(() => {});
    if (this.connection !== connecting) return;
    this.connection = undefined;
    if (error && !this.closed) this.onError(error);
    this.subscribers.lose();
  }

  async close(): Promise<void> {
    this.closed = true;
    const connection = this.connection;
    this.connection = undefined;
    const client = await connection?.catch(() => undefined);
    await client?.end().catch(() => {});
  }
}

const feeds = new WeakMap<Kysely<never>, OfficeChangeFeed>();

export function registerOfficeChangeFeed(db: Kysely<never>, feed: OfficeChangeFeed): void {
  feeds.set(db, feed);
}

/** The database's feed; undefined for a database opened without one (a test's own handle). */
export function officeChangeFeedOf(db: Kysely<never>): OfficeChangeFeed | undefined {
  return feeds.get(db);
}
