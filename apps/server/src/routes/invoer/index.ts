import { ApiErrorSchema, canRegister, MaterialBookingSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { requireAuth, type Auth } from '../../plugins/context';
import { createRepositories, type Repositories } from '../../repositories';
import { resolveBookingTarget } from './resolve-booking-target';

const BookingResponseSchema = z.object({ hours: z.array(z.number().int()), materials: z.array(z.number().int()) });

/** The employee books for himself only, and only with registration rights. */
async function assertMayBook(repos: Repositories, auth: Auth, medewerkerId: number) {
  if (medewerkerId !== auth.employeeId) throw forbidden('medewerkerId must be the signed-in employee', 'OTHER_EMPLOYEE');
  const rights = await repos.employees.findRights(auth.companyId, auth.employeeId);
  if (!rights) throw notFound('The employee does not exist', 'EMPLOYEE_NOT_FOUND');
  if (!canRegister({ registrationRights: rights.registratie_rechten })) {
    throw forbidden('The employee has no registration rights', 'NO_REGISTRATION_RIGHTS');
  }
}

/** POST /v1/invoer: new bookings. Every line is checked before anything is written, in one transaction. */
export const invoerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/invoer',
    {
      onRequest: [app.authenticate],
      schema: {
        body: MaterialBookingSchema,
        response: {
          201: BookingResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      await assertMayBook(app.repos, auth, body.medewerkerId);
      const ids = await app.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const target = await resolveBookingTarget(repos, auth.companyId, body);
        const catalogueIds = body.materialen.flatMap((line) => (line.id ? [line.id] : []));
        const known = await repos.materials.existingIds(auth.companyId, catalogueIds);
        const unknown = catalogueIds.find((id) => !known.has(id));
        if (unknown !== undefined) throw notFound(`Catalogue line ${unknown} does not exist`, 'MATERIAL_NOT_FOUND');
        const rows = await repos.registrations.insertMaterials(
          body.materialen.map((line) => ({
            company_id: auth.companyId,
            employee_id: auth.employeeId,
            date: body.datum,
            project_id: target.projectId,
            work_id: target.workId,
            budget_id: target.budgetId,
            work_order_id: target.workOrderId,
            material_id: line.id ? line.id : null,
            quantity: line.aantal,
            unit: line.eenheid,
            description: line.omschrijving,
            type: target.workOrderId !== null ? 1 : 0,
          })),
        );
        return rows.map((r) => r.id);
      });
      return reply.status(201).send({ hours: [], materials: ids });
    },
  );
};
