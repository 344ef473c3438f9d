import { REGISTRATION_EXPORT_LIMITS, RegistrationsCsvQuerySchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asBuiltSerializer } from '../../lib/as-built-serializer';
import { requireIntegration } from '../authentication';
import { registrationsCsv, registrationsInRange } from './csv-export';
import { errorResponses } from '../../lib/http-errors';

export const csvExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations.csv',
    {
      // The answer is the CSV text itself.
      serializerCompiler: asBuiltSerializer,
      schema: {
        summary: 'Registrations of a date range as CSV',
        description:
          'Every current hour and material registration from `from` to `to` (both included, at most ' +
          `${REGISTRATION_EXPORT_LIMITS.csvDaysMax} days), one line each, for a spreadsheet: UTF-8 with a byte order mark, ` +
          '`;` between fields, CRLF line ends, decimal commas and Dutch column names, so it opens right in Dutch Excel. ' +
          "Text a spreadsheet would take for a formula (starting with = + - @, tab or CR) is prefixed with `'`.",
        tags: ['registrations'],
        querystring: RegistrationsCsvQuerySchema,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireIntegration(request);
      const { from, to } = request.query;
      const records = await registrationsInRange(app.db, companyId, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registraties-${from}-${to}.csv"`)
        .send(registrationsCsv(records));
    },
  );
};
