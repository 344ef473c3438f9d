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
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
});
