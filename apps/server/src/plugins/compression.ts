import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers compressed for the phone on a building site's connection: the week overview shrinks ~5x, the
 * project list (hundreds of KB at a large company) ~10x. Brotli at quality 4 (the plugin's default; 11 costs
 * tens of milliseconds), gzip where brotli is not accepted; under 1 KB stays as it is. Answers that arrive
 * compressed already (the catalogue, the web app's precompressed files) are left alone.
 *
 * The plugin compresses in each route's own onSend hook, added as routes are declared: it must be registered
 * before the routes, and it runs after the app-wide onSend hooks, so the idempotency plugin stores the JSON.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: SYNC_UP_TO_BYTES });
});

/**
 * Answers up to this size are compressed in one call on the spot; larger ones stream through zlib on libuv's
 * thread pool. The plugin's default shrinks with the cores (8 KB on two), which sent the week overview (6-11 KB)
 * through the stream: at one client on the bench company that cost 0.6-0.8 ms of main-thread CPU and 1 ms of
 * latency per week, for 0.12 ms of brotli. 64 KB (the plugin's largest) takes brotli about a millisecond.
 */
const SYNC_UP_TO_BYTES = 64 * 1024;
