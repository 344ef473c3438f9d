import { ChangeFeedPageSchema, ChangeFeedQuerySchema, REGISTRATION_EXPORT_LIMITS } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asBuiltSerializer } from '../../lib/as-built-serializer';
import { requireIntegration } from '../authentication';
import { readChangeFeed } from './change-feed';
import { errorResponses } from '../../lib/http-errors';

export const changeFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/changes',
    {
      // Built field by field by readChangeFeed, and held to the schema by the tests: zod's encode of a page of
      // 5,000 changes would cost about as much as reading it.
      serializerCompiler: asBuiltSerializer,
      schema: {
        summary: 'Registration changes since your cursor',
        description:
          'Hour and material registrations created, changed or deleted, oldest first. Store `next` and pass it as ' +
          '`after` on your next call, also when `changes` is empty: polling that way never misses nor repeats a change, ' +
          'also while several server processes write at once. A change shows once its transaction and every older ' +
          `one has finished (usually at once). Up to ${REGISTRATION_EXPORT_LIMITS.feedPageMax} changes per call; when ` +
          'a call returns `limit` changes, call again at once for the rest.',
        tags: ['registrations'],
        querystring: ChangeFeedQuerySchema,
        response: { 200: ChangeFeedPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      return readChangeFeed(app.db, companyId, request.query.after ?? null, request.query.limit);
    },
  );
};
