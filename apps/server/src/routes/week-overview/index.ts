// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import { parseDate, WeekOverviewParamsSchema, WeekOverviewResponseSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asBuiltSerializer } from '../../lib/as-built-serializer';
import { badRequest, errorResponses } from '../../lib/http-errors';
import { requireBearerToken, sessionEnded, sessionLookup } from '../../plugins/authentication';
import { buildWeekOverview, weekRange } from './build-week-overview';

/**
 * GET /v3/weekoverzicht/{date}: the app's first screen and its most frequent request. It reads the session behind
 * the token in the week's own statement (one database round trip instead of two), so it answers the same 401s as
 * `authenticate` itself: a bad date is reported only to a signed-in employee, as on every other route.
 */
export const weekOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v3/weekoverzicht/:date',
    {
      // The token is checked in the handler, before anything else (validation errors are attached, not thrown).
      attachValidation: true,
      // buildWeekOverview writes every field itself; the tests hold each answer to the schema.
      serializerCompiler: asBuiltSerializer,
      schema: {
        params: WeekOverviewParamsSchema,
        response: { 200: WeekOverviewResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const token = requireBearerToken(request);
      const date = request.validationError ? null : parseDate(request.params.date, 'api');
      if (!date) {
        await app.authenticate(request);
        throw (
          request.validationError ??
          badRequest(`params.date: ${request.params.date} is not a calendar date (yyyy-MM-dd)`, 'BAD_DATE')
        );
      }
      // A revalidation (the phone's copy has a tag): the session and the version first, the week only if it changed.
      if (await app.revalidate(request, reply, 'employee')) return reply;
      const { days, from, to } = weekRange(date);
      const week = await app.repos.weekOverview.week({ ...sessionLookup(token), from, to });
      if (!week) throw sessionEnded();
      request.auth = { ...week.session, token };
      request.changeTag = app.changeTag(request, week.session, week.version);
      return buildWeekOverview(week, week.session.employeeId, days);
    },
  );
};
