import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats } from '../db/connection-stats';
import type { WebhookBacklog } from '../integration/webhooks/delivery-queue';
import { counts } from './metrics';

/**
 * What each server process counts itself. With several processes (server-processes.ts) a scrape answers the
 * sum over all of them (AggregatorRegistry), so every metric here must mean something when summed, or name
 * its own aggregator. Loaded by plugins/metrics.ts only when METRICS_TOKEN is set: prom-client (with
 * OpenTelemetry's API for exemplars) takes tens of milliseconds to load, which a server without /metrics
 * should not spend on its start.
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

// Counted by the code as plain numbers (lib/metrics.ts), read here when scraped.
new Counter({
  name: 'bouwwerk_idempotency_replays_total',
  help: 'Writes answered with the stored answer of an earlier request under the same Idempotency-Key',
  registers: [processMetrics],
  collect() {
    this.reset();
    this.inc(counts.idempotencyReplays);
  },
});

new Counter({
  name: 'bouwwerk_sign_in_failures_total',
  help: 'Sign-ins refused with 401 for a wrong company code, username or password',
  registers: [processMetrics],
  collect() {
    this.reset();
    this.inc(counts.signInFailures);
  },
});

new Counter({
  name: 'bouwwerk_sign_in_throttled_total',
  help: 'Sign-ins refused with 429 before the password was checked, by the limit that was full',
  labelNames: ['limit'] as const,
  registers: [processMetrics],
  collect() {
    this.reset();
    for (const [limit, count] of Object.entries(counts.signInThrottled)) this.inc({ limit }, count);
  },
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

/**
 * A forked server process: from now on prom-client's listener answers the primary's requests for this
 * process's figures (lib/cluster-metrics.ts asks the primary for the sum).
 */
export function shareWithPrimary(): void {
  AggregatorRegistry.setRegistries([processMetrics]);
  // Its constructor adds the listener.
  new AggregatorRegistry();
}

/**
 * The figures read from the database once per scrape, by the process that answers it: they are the same for
 * every process, so they are not summed with the others.
 */
export function databaseFigures(
  read: () => Promise<WebhookBacklog>,
  log: { warn: (object: object, message: string) => void },
) {
  const registry = new Registry();
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const gauges: Record<keyof WebhookBacklog, Gauge> = {
    pending: gauge('bouwwerk_webhook_deliveries_pending', 'Webhook deliveries not yet accepted and not given up'),
    retrying: gauge(
      'bouwwerk_webhook_deliveries_retrying',
      'Pending webhook deliveries whose receiver failed at least once',
    ),
    oldestPendingSeconds: gauge(
      'bouwwerk_webhook_oldest_pending_age_seconds',
      'Age of the oldest pending webhook delivery; 0 without any',
    ),
    failingWebhooks: gauge('bouwwerk_webhooks_failing', 'Webhooks whose latest delivery attempt failed'),
    lastChangeSeq: gauge(
      'bouwwerk_change_feed_last_seq',
      'The latest sequence number of the change feed: its rate is the rate of registration changes',
    ),
  };
  /** The figures as text, or none when the database did not answer: a backlog of 0 would be a lie. */
  return async (): Promise<string> => {
    let backlog: WebhookBacklog;
    try {
      backlog = await read();
    } catch (error) {
      log.warn({ err: error }, 'reading the webhook backlog for /metrics failed');
      return '';
    }
    for (const key of Object.keys(gauges) as Array<keyof WebhookBacklog>) gauges[key].set(backlog[key]);
    return registry.metrics();
  };
}
