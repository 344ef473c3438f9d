import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats } from '../db/connection-stats';

/**
 * What each server process counts itself. With several processes (server-processes.ts) a scrape answers the
 * sum over all of them (AggregatorRegistry), so every metric here must mean something when summed, or name
 * its own aggregator. Counters are defined at import and cost nothing until incremented; what runs on every
 * request (the HTTP hook) or in the background (the default metrics) starts only when /metrics is on.
 */
export const processMetrics = new Registry();

/** From a millisecond (a cached week) to the seconds of a large import or a PDF. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A wait for a connection is nothing, or as long as the transaction ahead of it. */
const WAIT_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

export const httpRequestDuration = new Histogram({
  name: 'bouwwerk_http_request_duration_seconds',
  help: 'HTTP requests by method, route template (unmatched: no route) and status class, from receipt to response',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [processMetrics],
});

export const idempotencyReplays = new Counter({
  name: 'bouwwerk_idempotency_replays_total',
  help: 'Writes answered with the stored answer of an earlier request under the same Idempotency-Key',
  registers: [processMetrics],
});

export const signInFailures = new Counter({
  name: 'bouwwerk_sign_in_failures_total',
  help: 'Sign-ins refused with 401 for a wrong company code, username or password',
  registers: [processMetrics],
});

/** Which sign-in limit refused an attempt (decision 008); never which account or address. */
export type SignInLimit = 'account_and_address' | 'address' | 'account';

export const signInThrottled = new Counter({
  name: 'bouwwerk_sign_in_throttled_total',
  help: 'Sign-ins refused with 429 before the password was checked, by the limit that was full',
  labelNames: ['limit'] as const,
  registers: [processMetrics],
});

export const connectionWaitSeconds = new Histogram({
  name: 'bouwwerk_db_connection_wait_seconds',
  help: 'How long a statement or transaction waited for a database connection (PGlite: for its turn on the one)',
  buckets: WAIT_BUCKETS,
  registers: [processMetrics],
});

/** The databases of this process whose connections are shown; one in a server, one per app in tests. */
const connectionSources = new Set<() => ConnectionStats>();

/** Shows a database's connections until the returned function is called (the app closes). */
export function showConnections(read: () => ConnectionStats): () => void {
  connectionSources.add(read);
  return () => connectionSources.delete(read);
}

function sumConnections(): ConnectionStats {
  const sum: ConnectionStats = { busy: 0, idle: 0, waiting: 0 };
  for (const read of connectionSources) {
    const stats = read();
    sum.busy += stats.busy;
    sum.idle += stats.idle;
    sum.waiting += stats.waiting;
  }
  return sum;
}

// Read when scraped, per process, and summed over the processes: each has its own pool.
new Gauge({
  name: 'bouwwerk_db_connections',
  help: 'Open database connections by state: busy with a statement or transaction, or idle',
  labelNames: ['state'] as const,
  registers: [processMetrics],
  collect() {
    const { busy, idle } = sumConnections();
    this.set({ state: 'busy' }, busy);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'bouwwerk_db_waiting_queries',
  help: 'Statements and transactions waiting for a database connection now',
  registers: [processMetrics],
  collect() {
    this.set(sumConnections().waiting);
  },
});

let defaultsStarted = false;

/** prom-client's process metrics (CPU, memory, event loop lag, GC); their observers run from here on. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processMetrics });
}
