import { IntegrationCompanySchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../lib/http-errors';
import { requireIntegration } from './authentication';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    {
      schema: {
        summary: 'The company of this key',
        description: 'Which company the key reaches; a cheap first call to check a key.',
        tags: ['company'],
        response: { 200: IntegrationCompanySchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      const company = await app.db
        .selectFrom('companies')
        .select(['code', 'name'])
        .where('id', '=', companyId)
        .executeTakeFirst();
      if (!company) throw notFound('The company of this key no longer exists');
      return company;
    },
  );
};
