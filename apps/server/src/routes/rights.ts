import {
  RightsParamsSchema,
  RightsResponseSchema,
  validatesRegistrationsFirst,
  type RightsResponse,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, forbidden, notFound } from '../lib/http-errors';
import { requireAuth } from '../plugins/context';

export const rightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/medewerker/:userId/rechten',
    {
      onRequest: [app.authenticate],
      preHandler: [app.notModified],
      schema: {
        params: RightsParamsSchema,
        response: {
          200: RightsResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request): Promise<RightsResponse> => {
      const auth = requireAuth(request);
      const { userId } = request.params;
      // Looked up within the caller's company first: another company's employee is simply not found.
      const employee = await app.repos.employees.findRights(auth.companyId, userId);
      if (!employee) throw notFound(`Employee ${userId} does not exist`, 'EMPLOYEE_NOT_FOUND');
      if (employee.id !== auth.employeeId) throw forbidden('Only your own rights can be read', 'OTHER_EMPLOYEE');
      return {
        authorized: employee.registratie_rechten > 0,
        userID: employee.id,
        registratieRechten: employee.registratie_rechten,
        projectAdministratieIngeschakeld: employee.project_administratie_ingeschakeld,
        regiewerkAanmakenIngeschakeld: employee.regiewerk_aanmaken_ingeschakeld,
        boekenOverigeProjectkosten: employee.boeken_overige_projectkosten,
        aanmakenRegiewerk: employee.aanmaken_regiewerk,
        validateRegistrationsEnabled: validatesRegistrationsFirst({
          company: employee.company_validates_first,
          employee: employee.validate_registrations_enabled,
        }),
        registrationsClosedThrough: employee.registrations_closed_through,
      };
    },
  );
};
