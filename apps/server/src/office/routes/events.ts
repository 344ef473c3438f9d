import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-errors';
import { requireOffice } from '../authentication';
import { officeEventHubOf, sseEvent, type OfficeEventStream } from '../event-hub';

/** How long a browser waits before it connects again after the stream ended (EventSource's `retry`). */
const RECONNECT_AFTER_MS = 2_000;

/** A client this far behind (a stalled connection) is cut off: it reconnects and reloads, or it is gone. */
const BEHIND_MAX_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A response that stays open (a Server-Sent Events stream): not a request in progress. */
    longLived?: boolean;
  }
}

/**
 * GET /office/v1/events: the board's live updates as Server-Sent Events (OfficeChangeEventSchema). `ready` once
 * every change from then on will be sent (the board reloads then), `change` for each committed write of the
 * user's company a board shows (event-hub.ts), a comment as keep-alive. The stream ends with its session, with
 * a lost database connection (the browser reconnects after `retry` and reloads) and when the server closes.
 *
 * A raw response of our own (reply.hijack()): an event stream is a few lines of text, written as they come.
 * `Connection: close`, so a reconnect after a server's shutdown opens a new connection (to another process or
 * the restarted server) instead of being answered 503 on this one, which would stop EventSource for good.
 */
export const officeEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<OfficeEventStream>();
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      config: { longLived: true },
      // HEAD would hold a stream open with nothing to read.
      exposeHeadRoute: false,
      schema: { response: errorResponses(401, 403) },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const hub = officeEventHubOf(app.db);
      if (!hub) throw new Error('The database has no change feed');
      reply.hijack();
      const response = reply.raw;
      // The headers the app's hooks set (security, version), which a hijacked reply does not send itself.
      const headers = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      response.writeHead(200, {
        ...(Object.fromEntries(headers) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
        // nginx buffers a proxied answer unless told not to.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      const stream: OfficeEventStream = {
        companyId: caller.companyId,
        sessionId: caller.sessionId,
        send: (text) => {
          if (response.writableEnded || response.destroyed) return false;
          response.write(text);
          return response.writableLength <= BEHIND_MAX_BYTES;
        },
        end: () => {
          hub.close(stream);
          open.delete(stream);
          if (!response.writableEnded && !response.destroyed) response.end();
        },
      };
      open.add(stream);
      response.on('close', () => stream.end());
      try {
        await hub.open(stream);
      } catch (error) {
        request.log.warn({ err: error }, 'the board cannot hear changes now; its stream ends and it reconnects');
        stream.end();
        return;
      }
      // The client went away, or the server began closing, while the feed started listening.
      if (!open.has(stream)) return hub.close(stream);
      stream.send(sseEvent('ready', {}));
    },
  );
};
