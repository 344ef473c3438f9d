import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers compressed for the phone on a building site's connection: the week overview shrinks ~8x, the
 * project list (hundreds of KB at a large company) ~10x. Brotli, gzip where brotli is not accepted; under 1 KB
 * stays as it is. Answers that arrive compressed already (the catalogue, the web app's precompressed files)
 * are left alone.
 *
 * The plugin compresses in each route's own onSend hook, added as routes are declared: it must be registered
 * before the routes. A write stores its answer as JSON (writeAndAnswer), and a replay is compressed like any answer.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_UP_TO_BYTES,
    // Streamed answers keep the plugin's brotli quality 4 (its default); 11 costs tens of milliseconds.
    zlib: { brotliCompressSync: compressOnTheSpot.br, gzipSync: compressOnTheSpot.gzip },
  });
});

/**
 * Answers up to this size are compressed in one call on the spot; larger ones stream through zlib on libuv's
 * thread pool. The plugin's default shrinks with the cores (8 KB on two), which sent the week overview (6-11 KB)
 * through the stream: at one client on the bench company that cost 0.6-0.8 ms of main-thread CPU and 1 ms of
 * latency per week, for 0.12 ms of brotli. 64 KB (the plugin's largest) takes brotli about a millisecond.
 */
const SYNC_UP_TO_BYTES = 64 * 1024;

/**
 * The quickest levels (brotli 1, gzip 1) for what is compressed on the spot: it runs on the event loop, so its
 * time is added to every request waiting there. The bench company's weeks (9 KB of JSON): brotli 1 takes 28 µs
 * for 1.19 KB, brotli 4 110 µs for 0.98 KB; gzip 1 37 µs for 1.13 KB, gzip 6 56 µs for 1.03 KB. The bytes saved
 * at the higher levels are a fifth of a packet, and any answer of this size arrives within TCP's first flight
 * (ten segments): no round trip more on a poor connection, where round trips are what costs.
 */
const compressOnTheSpot = {
  br: (payload: Buffer) => brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (payload: Buffer) => gzipSync(payload, { level: 1 }),
};
