import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { connectionStatsOf, connectionWaits } from '../db/connection-stats';
import { webhookBacklog } from '../integration/webhooks/delivery-queue';
import { metricsOfAllProcesses } from '../lib/cluster-metrics';
import { HttpError } from '../lib/http-errors';
import type { httpRequestDuration } from '../lib/metrics-registry';

/** Also in isServerPath (application-key.ts): without METRICS_TOKEN the path is an ordinary 404, never the app. */
export const METRICS_PATH = '/metrics';

/** Requests that matched no route, under one label: their URLs are whatever a client or a scanner sent. */
const UNMATCHED = 'unmatched';
/** Any other method (WebDAV's, a scanner's) is counted as one. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Timer = ReturnType<typeof httpRequestDuration.labels>;

/**
 * Every request's duration under its route template: the label set's child is made once per route, method
 * and status class and found again by two map lookups and an index. What is left per request is Fastify's
 * routeOptions object and prom-client's observe, which hashes the labels again (about 1 µs measured here).
 */
function requestTimers(histogram: typeof httpRequestDuration) {
  const byRoute = new Map<string, Map<string, Timer[]>>();
  return (method: string, route: string, statusCode: number): Timer => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const statusClass = Math.min(5, Math.max(1, Math.floor(statusCode / 100)));
    return (byClass[statusClass] ??= histogram.labels({
      method,
      route,
      status_class: `${statusClass}xx`,
    }));
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

  // prom-client loads only here: a server without /metrics does not spend its start on it.
  const metrics = await import('../lib/metrics-registry');
  metrics.startProcessMetrics();
  const { connectionWaitSeconds } = metrics;
  connectionWaits.observe = (seconds) => connectionWaitSeconds.observe(seconds);
  const readConnections = connectionStatsOf(app.db as never);
  const hideConnections = readConnections ? metrics.showConnections(readConnections) : () => {};
  app.addHook('onClose', async () => hideConnections());

  const timer = requestTimers(metrics.httpRequestDuration);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    timer(method, request.routeOptions.url ?? UNMATCHED, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });

  // In a forked process the primary gathers every process's figures; alone, this process's are all there are.
  let allProcesses = () => metrics.processMetrics.metrics();
  if (cluster.isWorker) {
    metrics.shareWithPrimary();
    allProcesses = metricsOfAllProcesses;
  }
  const databaseText = metrics.databaseFigures(() => webhookBacklog(app.db), app.log);

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
      const [processes, shared] = await Promise.all([allProcesses(), databaseText()]);
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.processMetrics.contentType)
        .send(processes + shared);
    },
  );
});
