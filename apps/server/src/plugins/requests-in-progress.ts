import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestsInProgress } from '../lib/requests-in-progress';

/** How long closing the app waits for requests still in progress before it closes anyway. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * Counts every request from its first hook to the end of its last onSend hook, or to its response when no
 * onSend ran. Registered after the plugins whose onSend hooks use the database.
 *
 * Closing the app waits for them: Fastify's close waits for the connections still open, not for requests
 * whose client went away (a phone losing its signal mid-save). Without waiting, such a save lost its
 * database halfway through a restart and failed where it could have completed.
 */
export const requestsInProgressPlugin = fp<{ requests: RequestsInProgress }>(
  async (app: FastifyInstance, { requests }) => {
    const counted = new WeakSet<FastifyRequest>();
    const end = (request: FastifyRequest) => {
      if (counted.delete(request)) requests.end();
    };
    app.addHook('onRequest', async (request) => {
      // A stream (the board's events) stays open for hours: counted, PGlite would never see the server idle.
      if (request.routeOptions.config.longLived) return;
      counted.add(request);
      requests.begin();
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      end(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => end(request));
    app.addHook('onClose', async () => {
      if (!(await requests.settled(CLOSE_GRACE_MS))) {
        app.log.warn(`closing with ${requests.size} requests still in progress after ${CLOSE_GRACE_MS} ms`);
      }
    });
  },
);
