import type { Kysely } from 'kysely';

/** The database connections of this process at one moment, for /metrics (lib/metrics.ts). */
export interface ConnectionStats {
  /** Connections holding a statement or a transaction now; PGlite has one. */
  busy: number;
  /** Open connections with nothing to do. */
  idle: number;
  /** Statements and transactions waiting for a connection. */
  waiting: number;
}

const sources = new WeakMap<Kysely<never>, () => ConnectionStats>();

/** How a database's connections are read when metrics are scraped; read only then, never on a request. */
export function reportConnectionStats(db: Kysely<never>, read: () => ConnectionStats): void {
  sources.set(db, read);
}

export function connectionStatsOf(db: Kysely<never>): (() => ConnectionStats) | undefined {
  return sources.get(db);
}

/**
 * Told how long each statement or transaction waited for its connection, in seconds, once metrics are on
 * (plugins/metrics.ts). Unset, the drivers do not even read the clock.
 */
export const connectionWaits: { observe?: (seconds: number) => void } = {};

/**
 * `turn` (a connection, or its turn on PGlite's one), told to the metrics when it came; the clock starts when
 * the caller asked for it, just before. Without metrics, `turn` itself: no clock, no extra promise.
 */
export function timedConnectionWait<T>(turn: Promise<T>): Promise<T> {
  const observe = connectionWaits.observe;
  if (observe === undefined) return turn;
  const started = performance.now();
  return turn.then((value) => {
    observe((performance.now() - started) / 1000);
    return value;
  });
}
