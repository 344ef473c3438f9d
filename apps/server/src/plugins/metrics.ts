import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Gauge, Registry } from 'prom-client';
import { connectionStatsOf, connectionWaits } from '../db/connection-stats';
import { webhookBacklog, type WebhookBacklog } from '../integration/webhooks/delivery-queue';
import { metricsOfAllProcesses } from '../lib/cluster-metrics';
import { HttpError } from '../lib/http-errors';
import {
  connectionWaitSeconds,
  httpRequestDuration,
  processMetrics,
  showConnections,
  startProcessMetrics,
} from '../lib/metrics';

/** Also in isServerPath (application-key.ts): without METRICS_TOKEN the path is an ordinary 404, never the app. */
export const METRICS_PATH = '/metrics';

/** Requests that matched no route, under one label: their URLs are whatever a client or a scanner sent. */
const UNMATCHED = 'unmatched';
/** Any other method (WebDAV's, a scanner's) is counted as one. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Timer = ReturnType<typeof httpRequestDuration.labels>;

/**
 * Every request's duration under its route template: the label set's child is made once per route, method
 * and status class and found again by two map lookups and an index, so the hook allocates nothing of its own.
 */
function requestTimers() {
  const byRoute = new Map<string, Map<string, Timer[]>>();
  return (method: string, route: string, statusCode: number): Timer => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const statusClass = Math.min(5, Math.max(1, Math.floor(statusCode / 100)));
    return (byClass[statusClass] ??= httpRequestDuration.labels({
      method,
      route,
      status_class: `${statusClass}xx`,
    }));
  };
}

/**
 * The figures read from the database once per scrape, by the process that answers it: they are the same for
 * every process, so they are not summed with the others.
 */
function databaseFigures() {
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
  return async (db: FastifyInstance['db'], log: FastifyInstance['log']): Promise<string> => {
    let backlog: WebhookBacklog;
    try {
      backlog = await webhookBacklog(db);
    } catch (error) {
      log.warn({ err: error }, 'reading the webhook backlog for /metrics failed');
      return '';
    }
    for (const key of Object.keys(gauges) as Array<keyof WebhookBacklog>) gauges[key].set(backlog[key]);
    return registry.metrics();
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

const refused = (message: string, code: string) =>
  new HttpError(401, code, message, { 'www-authenticate': 'Bearer realm="metrics"' });

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN. Without the token configured
 * this registers nothing at all: no route, no hook, no timers, and the path answers 404 like any other.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (token === undefined) return;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = digest(token);

  startProcessMetrics();
  connectionWaits.observe = (seconds) => connectionWaitSeconds.observe(seconds);
  const readConnections = connectionStatsOf(app.db as never);
  const hideConnections = readConnections ? showConnections(readConnections) : () => {};
  app.addHook('onClose', async () => hideConnections());

  const timer = requestTimers();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    timer(method, request.routeOptions.url ?? UNMATCHED, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });

  // In a forked process the primary gathers every process's figures; alone, this process's are all there are.
  let allProcesses = () => processMetrics.metrics();
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([processMetrics]);
    // Its constructor adds the listener that hands this process's figures to the primary.
    new AggregatorRegistry();
    allProcesses = metricsOfAllProcesses;
  }
  const databaseText = databaseFigures();

  app.get(
    METRICS_PATH,
    {
      onRequest: async (request) => {
        const header = request.headers.authorization;
        const given = header?.match(/^Bearer +(\S+)$/i)?.[1];
        if (given === undefined) {
          throw refused('GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>', 'MISSING_METRICS_TOKEN');
        }
        if (!timingSafeEqual(digest(given), expected)) {
          throw refused('The bearer token is not the METRICS_TOKEN of this server', 'WRONG_METRICS_TOKEN');
        }
      },
    },
    async (_request, reply) => {
      const [processes, shared] = await Promise.all([allProcesses(), databaseText(app.db, app.log)]);
      return reply
        .header('cache-control', 'no-store')
        .type(processMetrics.contentType)
        .send(processes + shared);
    },
  );
});
