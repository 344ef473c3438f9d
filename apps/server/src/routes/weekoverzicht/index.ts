import { ApiErrorSchema, parseDate, WeekOverviewParamsSchema, WeekOverviewResponseSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/context';
import { buildWeekOverview } from './build-week-overview';

export const weekOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v3/weekoverzicht/:date',
    {
      onRequest: [app.authenticate],
      schema: {
        params: WeekOverviewParamsSchema,
        response: { 200: WeekOverviewResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const date = parseDate(request.params.date, 'api');
      if (!date) throw badRequest(`params.date: ${request.params.date} is not a calendar date (yyyy-MM-dd)`, 'BAD_DATE');
      return buildWeekOverview(app.repos, auth, date);
    },
  );
};
