import { VersionResponseSchema, type VersionResponse } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/version',
    { schema: { response: { 200: VersionResponseSchema } } },
    async (): Promise<VersionResponse> => ({
      version: app.config.appVersion,
    }),
  );
};
