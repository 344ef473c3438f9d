import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors';

export const API_PREFIXES = ['/v1/', '/v3/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** The office systems' API (src/integration): its own keys, no application key. */
export const INTEGRATION_PREFIX = '/integration/';

/** The office console's API (src/office): its own session cookie, no application key. */
export const OFFICE_PREFIX = '/office/';

/** Prometheus's scrape (plugins/metrics.ts): a 404 without METRICS_TOKEN, like any path the server does not have. */
const isMetricsPath = (url: string) => url === '/metrics' || url.startsWith('/metrics?') || url.startsWith('/metrics/');

/** What the server answers itself, never with an app shell: the app's, the office's and the integration API, /metrics. */
export function isServerPath(url: string): boolean {
  return isApiPath(url) || url.startsWith(INTEGRATION_PREFIX) || url.startsWith(OFFICE_PREFIX) || isMetricsPath(url);
}

/**
 * Every API request names the application (X-Application-Key). The app shell and the company logo are
 * loaded by the browser itself (<script>, <img>), which cannot add headers, so they are exempt.
 */
export const applicationKeyPlugin = fp(async (app: FastifyInstance) => {
  const keys = new Set(app.config.appKeys);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const key = request.headers['x-application-key'];
    if (typeof key !== 'string' || key.length === 0) {
      throw unauthorized('The X-Application-Key header is missing', 'MISSING_APPLICATION_KEY');
    }
    if (!keys.has(key))
      throw unauthorized('The X-Application-Key header names an unknown application', 'UNKNOWN_APPLICATION_KEY');
  });
});
