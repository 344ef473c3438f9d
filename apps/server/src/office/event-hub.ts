import type { OfficeChangeEvent } from '@bouwwerk/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { officeChangeFeedOf, type OfficeChange, type OfficeChangeFeed } from '../db/office-change-feed';
import { createOfficeSessionsRepository } from '../repositories/office-sessions-repository';
import { sessionWindow } from './authentication';

/** Often enough that proxies (nginx's 60 s, load balancers' 60-120 s) never see an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * More different employees than this in one scope at once (an import, a bulk validation) is told as one
 * company-wide change: one reload instead of hundreds of row reloads.
 */
const EMPLOYEES_PER_SCOPE_MAX = 50;

/** An open board's stream, as the hub sees it (routes/events.ts writes it). */
export interface OfficeEventStream {
  companyId: number;
  sessionId: number;
  /** Writes text to the stream; false when the client is too far behind (the stream is then ended). */
  send(text: string): boolean;
  end(): void;
}

export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The events of one company's changes heard together, deduplicated, in the order first heard. */
function changeEvents(events: Map<string, OfficeChangeEvent>): string {
  const perScope = new Map<OfficeChangeEvent['scope'], OfficeChangeEvent[]>();
  for (const event of events.values()) {
    const list = perScope.get(event.scope);
    if (list) list.push(event);
    else perScope.set(event.scope, [event]);
  }
  let text = '';
  for (const [scope, list] of perScope) {
    const collapsed = list.length > EMPLOYEES_PER_SCOPE_MAX || list.some((event) => event.employeeId === null);
    for (const event of collapsed ? [{ scope, employeeId: null }] : list) text += sseEvent('change', event);
  }
  return text;
}

/**
 * The open boards of one server process on one database: one subscriber to the database's change feed fans
 * each change out to the streams of its company, never another's. The changes heard in one turn of the event
 * loop (a commit's notifications arrive together) go out as one write per stream. Every KEEP_ALIVE_MS each
 * stream gets a comment, and the streams whose session ended (expired, or its user deactivated) are closed;
 * a sign-out closes them at once (its notification).
 */
export class OfficeEventHub {
  private readonly streams = new Set<OfficeEventStream>();
  private readonly byCompany = new Map<number, Set<OfficeEventStream>>();
  private readonly pending = new Map<number, Map<string, OfficeChangeEvent>>();
  private flushing: NodeJS.Immediate | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed: OfficeChangeFeed,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Registers a stream once the feed hears every commit from now on; rejects when it cannot (then end it). */
  async open(stream: OfficeEventStream): Promise<void> {
    this.unsubscribe ??= this.feed.subscribe({ heard: (change) => this.heard(change), lost: () => this.endAll() });
    await this.feed.listening();
    this.streams.add(stream);
    let company = this.byCompany.get(stream.companyId);
    if (!company) this.byCompany.set(stream.companyId, (company = new Set()));
    company.add(stream);
    // A failed check (the database restarting) is tried again at the next tick.
    this.ticker ??= setInterval(() => void this.tick().catch(() => {}), KEEP_ALIVE_MS).unref();
  }

  close(stream: OfficeEventStream): void {
    if (!this.streams.delete(stream)) return;
    const company = this.byCompany.get(stream.companyId);
    company?.delete(stream);
    if (company?.size === 0) this.byCompany.delete(stream.companyId);
    if (this.streams.size === 0) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  /** The keep-alive: a comment to every stream, and the end of those whose session no longer runs. */
  async tick(): Promise<void> {
    for (const stream of this.streams) this.write(stream, ': keep-alive\n\n');
    if (this.streams.size === 0) return;
    const sessionIds = [...new Set([...this.streams].map((stream) => stream.sessionId))];
    const running = new Set(
      await createOfficeSessionsRepository(this.db).runningAmong(sessionIds, sessionWindow(new Date())),
    );
    for (const stream of this.streams) if (!running.has(stream.sessionId)) this.end(stream);
  }

  private heard(change: OfficeChange): void {
    if (change.kind === 'session-ended') {
      for (const stream of this.byCompany.get(change.companyId) ?? [])
        if (stream.sessionId === change.sessionId) this.end(stream);
      return;
    }
    if (!this.byCompany.has(change.companyId)) return;
    let events = this.pending.get(change.companyId);
    if (!events) this.pending.set(change.companyId, (events = new Map()));
    events.set(`${change.event.scope}:${change.event.employeeId}`, change.event);
    this.flushing ??= setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushing = undefined;
    for (const [companyId, events] of this.pending) {
      const text = changeEvents(events);
      for (const stream of this.byCompany.get(companyId) ?? []) this.write(stream, text);
    }
    this.pending.clear();
  }

  private write(stream: OfficeEventStream, text: string): void {
    if (!stream.send(text)) this.end(stream);
  }

  private end(stream: OfficeEventStream): void {
    this.close(stream);
    stream.end();
  }

  /** Changes may have been missed: every board reconnects, gets `ready` and reloads. */
  private endAll(): void {
    for (const stream of this.streams) this.end(stream);
  }
}

const hubs = new WeakMap<Kysely<Database>, OfficeEventHub>();

/** The process's hub on this database; undefined for a database opened without a change feed. */
export function officeEventHubOf(db: Kysely<Database>): OfficeEventHub | undefined {
  let hub = hubs.get(db);
  if (!hub) {
    const feed = officeChangeFeedOf(db as never);
    if (!feed) return undefined;
    hubs.set(db, (hub = new OfficeEventHub(db, feed)));
  }
  return hub;
}
