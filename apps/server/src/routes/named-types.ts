import { NamedTypeSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../plugins/context';
import { errorResponses } from '../lib/http-errors';

const LISTS = [
  ['/v1/uursoorten', 'hour_types'],
  ['/v1/indirectewerken', 'indirect_work_types'],
  ['/v1/overigeprojectkosten', 'other_cost_types'],
] as const;

/**
 * The company's hour types, indirect work types and other-cost types, active ones only, in the office's order;
 * hour types with the company's default first, as the app preselects the first.
 */
export const namedTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, table] of LISTS) {
    app.get(
      url,
      {
        onRequest: [app.authenticate],
        schema: { response: { 200: z.array(NamedTypeSchema), ...errorResponses(401) } },
      },
      async (request) => app.repos.namedTypes.listActive(table, requireAuth(request).companyId),
    );
  }
};
