import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every answer says which version the server runs; the app starts its update flow when it changes. */
export const versionHeaderPlugin = fp(async (app: FastifyInstance) => {
  const version = app.config.appVersion;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-app-version', version);
  });
});
