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
import { bookingTargetLookup, judgeBookingTarget, type BookingTarget } from '../../lib/resolve-booking-target';
import { requireAuth, type Auth } from '../../plugins/context';
import { writeAndAnswer } from '../../plugins/idempotency';
import type { Repositories } from '../../repositories';

type Facts = Awaited<ReturnType<Repositories['bookingTargets']['facts']>>;

/** The employee books for himself only, and only with registration rights. */
function assertMayBook(rights: Facts['rights']): NonNullable<Facts['rights']> {
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
      if (body.medewerkerId !== auth.employeeId) {
        throw forbidden('medewerkerId must be the signed-in employee', 'OTHER_EMPLOYEE');
      }
      return writeAndAnswer(request, reply, 201, async (repos): Promise<BookingResponse> => {
        // Everything the rules below read, in one statement of the transaction (booking-facts.ts).
        const facts = await repos.bookingTargets.facts({
          companyId: auth.companyId,
          employeeId: auth.employeeId,
          ...(body.kind === 'indirect'
            ? { indirectTypeId: body.indirectId }
            : { ...bookingTargetLookup(body), hourTypeId: ('uursoortId' in body && body.uursoortId) || undefined }),
        });
        const rights = assertMayBook(facts.rights);

        if (body.kind === 'indirect') {
          const type = facts.indirectType;
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

        const target = judgeBookingTarget(body, facts);
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
          // A part's project: judgeBookingTarget found it, as the part's work's.
          if (facts.project?.is_oud)
            throw conflict(`Project ${target.projectId} is old: no other project costs`, 'PROJECT_OLD');
          if (body.omschrijving === '') throw badRequest('body.omschrijving: must say what the other project cost is');
        } else if (body.kind === 'otherCosts') {
          throw badRequest('body.uursoortId: an hour type is required for hours on a budget, stelpost or work order');
        }
        let hourTypeId: number | null = null;
        if (body.uursoortId !== null) {
          if (!facts.hourType) throw notFound(`Hour type ${body.uursoortId} does not exist`, 'HOUR_TYPE_NOT_FOUND');
          hourTypeId = facts.hourType.id;
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
