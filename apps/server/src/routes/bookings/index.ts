import {
  BookingResponseSchema,
  canBookOtherProjectCosts,
  canRegister,
  InvoerSchema,
  type BookingResponse,
  type MaterialLine,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../../lib/http-errors';
import { resolveBookingTarget, type BookingTarget } from '../../lib/resolve-booking-target';
import { requireAuth, type Auth } from '../../plugins/context';
import { writeAndAnswer } from '../../plugins/idempotency';
import type { Repositories } from '../../repositories';

type Rights = NonNullable<Awaited<ReturnType<Repositories['employees']['findRights']>>>;

/** The employee books for himself only, and only with registration rights. */
async function assertMayBook(repos: Repositories, auth: Auth, medewerkerId: number): Promise<Rights> {
  if (medewerkerId !== auth.employeeId)
    throw forbidden('medewerkerId must be the signed-in employee', 'OTHER_EMPLOYEE');
  const rights = await repos.employees.findRights(auth.companyId, auth.employeeId);
  if (!rights) throw notFound('The employee does not exist', 'EMPLOYEE_NOT_FOUND');
  if (!canRegister({ registrationRights: rights.registratie_rechten })) {
    throw forbidden('The employee has no registration rights', 'NO_REGISTRATION_RIGHTS');
  }
  return rights;
}

/** Catalogue lines named by a booking must be the company's own. */
async function assertCatalogueLines(repos: Repositories, companyId: number, lines: MaterialLine[]) {
  const ids = lines.flatMap((line) => (line.id ? [line.id] : []));
  const known = await repos.materials.existingIds(companyId, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw notFound(`Catalogue line ${unknown} does not exist`, 'MATERIAL_NOT_FOUND');
}

function materialRows(auth: Auth, date: string, target: BookingTarget, lines: MaterialLine[]) {
  return lines.map((line) => ({
    company_id: auth.companyId,
    employee_id: auth.employeeId,
    date,
    project_id: target.projectId,
    work_id: target.workId,
    budget_id: target.budgetId,
    work_order_id: target.workOrderId,
    material_id: line.id ? line.id : null,
    quantity: line.aantal,
    unit: line.eenheid,
    description: line.omschrijving,
    type: target.workOrderId !== null ? 1 : 0,
  }));
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** POST /v1/invoer: new bookings of materials, hours or indirect hours. Nothing is written unless all is right. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/invoer',
    {
      onRequest: [app.authenticate],
      schema: {
        body: InvoerSchema,
        response: {
          201: BookingResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      return writeAndAnswer(request, reply, 201, async (repos): Promise<BookingResponse> => {
        const rights = await assertMayBook(repos, auth, body.medewerkerId);

        if (body.kind === 'indirect') {
          const type = await repos.namedTypes.findActive('indirect_work_types', auth.companyId, body.indirectId);
          if (!type) throw notFound(`Indirect work type ${body.indirectId} does not exist`, 'INDIRECT_TYPE_NOT_FOUND');
          const rows = await repos.registrations.insertHours([
            {
              company_id: auth.companyId,
              employee_id: auth.employeeId,
              date: body.datum,
              indirect_work_type_id: type.id,
              hours: body.aantal,
              remark: body.opmerking,
            },
          ]);
          return { hours: ids(rows), materials: [] };
        }

        const target = await resolveBookingTarget(repos, auth.companyId, body);
        if (body.kind === 'materials') {
          await assertCatalogueLines(repos, auth.companyId, body.materialen);
          return {
            hours: [],
            materials: ids(
              await repos.registrations.insertMaterials(materialRows(auth, body.datum, target, body.materialen)),
            ),
          };
        }

        // Hours on an other-costs part are other project costs, with or without an hour type.
        const otherCosts = target.budgetSoort === 2;
        if (otherCosts) {
          if (!canBookOtherProjectCosts({ bookOtherProjectCosts: rights.boeken_overige_projectkosten })) {
            throw conflict('Other project costs may not be booked by this employee', 'NO_OTHER_COSTS_RIGHT');
          }
          const project = await repos.bookingTargets.project(auth.companyId, target.projectId!);
          if (project?.is_oud)
            throw conflict(`Project ${target.projectId} is old: no other project costs`, 'PROJECT_OLD');
          if (body.omschrijving === '') throw badRequest('body.omschrijving: must say what the other project cost is');
        } else if (body.kind === 'otherCosts') {
          throw badRequest('body.uursoortId: an hour type is required for hours on a budget, stelpost or work order');
        }
        let hourTypeId: number | null = null;
        if (body.uursoortId !== null) {
          const type = await repos.namedTypes.findActive('hour_types', auth.companyId, body.uursoortId);
          if (!type) throw notFound(`Hour type ${body.uursoortId} does not exist`, 'HOUR_TYPE_NOT_FOUND');
          hourTypeId = type.id;
        }
        await assertCatalogueLines(repos, auth.companyId, body.materialen);
        const hours = await repos.registrations.insertHours([
          {
            company_id: auth.companyId,
            employee_id: auth.employeeId,
            date: body.datum,
            project_id: target.projectId,
            work_id: target.workId,
            budget_id: target.budgetId,
            work_order_id: target.workOrderId,
            hour_type_id: hourTypeId,
            hours: body.aantal,
            remark: body.opmerking,
            omschrijving: body.omschrijving,
            percentage: body.percentage ?? null,
          },
        ]);
        const materials = await repos.registrations.insertMaterials(
          materialRows(auth, body.datum, target, body.materialen),
        );
        return { hours: ids(hours), materials: ids(materials) };
      });
    },
  );
};
