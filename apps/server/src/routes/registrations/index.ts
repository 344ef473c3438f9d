import {
  HourUpdateSchema,
  HoursAndMaterialsSchema,
  MaterialEntryUpdateSchema,
  MaterialUpdateSchema,
  IdDateParamsSchema,
  IdParamsSchema,
  RegistrationGroupSchema,
  RegistrationsPatchSchema,
  UpdatedSchema,
} from '@bouwwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/http-errors';
import { requireAuth, type Auth, type EmployeeRights } from '../../plugins/context';
import { writeAndAnswer } from '../../plugins/idempotency';
import type { Repositories } from '../../repositories';
import { applyBatch, applyHourUpdate, applyMaterialEntryUpdate, applyMaterialUpdate } from './apply-updates';
import { groupRegistrations, type RegistrationFilter } from '../../repositories/registration-rows';
import { assertEditable, assertMayChangePredefined } from './editability';

const errors = errorResponses(400, 401, 404);

/** The three delete calls of the specification: hours, material lines, and material the office put on an order. */
const DELETES = [
  { url: '/v1/registrations/:id', kind: 'hour', label: 'Hour registration', predefined: false },
  { url: '/v1/ordermaterialregistrations/:id', kind: 'material', label: 'Material registration', predefined: false },
  { url: '/v1/predefinedordermaterial/:id', kind: 'material', label: 'Predefined order material', predefined: true },
] as const;

/** The signed-in employee's registrations of one day on a project or a work order, grouped by work and part. */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A project's list leaves out what was booked on its work orders: those show on the order.
  const listOfDay = async (filter: RegistrationFilter) => {
    const onProjectOnly = <T extends { workOrderId: number | null }>(rows: T[]) =>
      filter.projectId !== undefined ? rows.filter((r) => r.workOrderId === null) : rows;
    const { hours, materials } = await app.repos.registrationRows.hoursAndMaterials(filter);
    return groupRegistrations(onProjectOnly(hours), onProjectOnly(materials));
  };

  app.get(
    '/v1/project/:id/registrations/:date',
    {
      onRequest: [app.authenticate],
      preHandler: [app.notModified],
      schema: { params: IdDateParamsSchema, response: { 200: z.array(RegistrationGroupSchema), ...errors } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, date } = request.params;
      if (!(await app.repos.bookingTargets.project(auth.companyId, id)))
        throw notFound(`Project ${id} does not exist`, 'PROJECT_NOT_FOUND');
      return listOfDay({ companyId: auth.companyId, employeeId: auth.employeeId, projectId: id, from: date, to: date });
    },
  );

  app.get(
    '/v1/orders/:id/registrations/:date',
    {
      onRequest: [app.authenticate],
      preHandler: [app.notModified],
      schema: { params: IdDateParamsSchema, response: { 200: z.array(RegistrationGroupSchema), ...errors } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, date } = request.params;
      if (!(await app.repos.workOrders.find(auth.companyId, id)))
        throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
      return listOfDay({
        companyId: auth.companyId,
        employeeId: auth.employeeId,
        workOrderId: id,
        from: date,
        to: date,
        includePredefined: true,
      });
    },
  );

  /**
   * Every change of a call in one transaction: one refused row refuses them all, and nothing changes. The
   * answer is stored with the changes for a retry under the same Idempotency-Key.
   */
  const change = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    work: (repos: Repositories, auth: Auth, rights: EmployeeRights) => Promise<T>,
  ) =>
    writeAndAnswer(request, reply, status, async (repos) => {
      const auth = requireAuth(request);
      return work(repos, auth, auth);
    });

  for (const del of DELETES) {
    app.delete(
      del.url,
      {
        onRequest: [app.authenticate],
        schema: {
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors, ...errorResponses(403, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        return change(request, reply, 204, async (repos, auth, rights) => {
          const row =
            del.kind === 'hour'
              ? await repos.registrationLocks.hour(auth.companyId, id)
              : await repos.registrationLocks.material(auth.companyId, id);
          const isPredefined = row !== undefined && 'is_predefined' in row && row.is_predefined === true;
          if (row && del.kind === 'material' && isPredefined !== del.predefined) {
            throw notFound(`${del.label} ${id} does not exist`, 'REGISTRATION_NOT_FOUND');
          }
          if (row && 'is_predefined' in row && del.predefined)
            await assertMayChangePredefined(repos, row, `${del.label} ${id}`, auth, rights);
          assertEditable(row, `${del.label} ${id}`, auth, rights, { predefined: del.predefined });
          if (del.kind === 'hour') await repos.registrations.deleteHour(auth.companyId, id);
          else await repos.registrations.deleteMaterial(auth.companyId, id);
          return null;
        });
      },
    );
  }

  const writeErrors = { ...errors, ...errorResponses(403, 409) };

  app.patch(
    '/v1/registrations',
    {
      onRequest: [app.authenticate],
      schema: { body: RegistrationsPatchSchema, response: { 200: UpdatedSchema, ...writeErrors } },
    },
    async (request, reply) =>
      change(request, reply, 200, (repos, auth, rights) =>
        applyBatch(repos, auth, rights, { ...request.body, predefinedMaterials: [] }),
      ),
  );

  app.patch(
    '/v1/registrations/hours',
    {
      onRequest: [app.authenticate],
      schema: { body: HourUpdateSchema, response: { 200: UpdatedSchema, ...writeErrors } },
    },
    async (request, reply) =>
      change(request, reply, 200, async (repos, auth, rights) => ({
        hours: [await applyHourUpdate(repos, auth, rights, request.body)],
        materials: [],
      })),
  );

  app.patch(
    '/v1/registrations/materials',
    {
      onRequest: [app.authenticate],
      schema: { body: MaterialUpdateSchema, response: { 200: UpdatedSchema, ...writeErrors } },
    },
    async (request, reply) =>
      change(request, reply, 200, async (repos, auth, rights) => ({
        hours: [],
        materials: [await applyMaterialUpdate(repos, auth, rights, request.body, false)],
      })),
  );

  app.put(
    '/v1/registrations/hoursandmaterials',
    {
      onRequest: [app.authenticate],
      schema: { body: HoursAndMaterialsSchema, response: { 200: UpdatedSchema, ...writeErrors } },
    },
    async (request, reply) =>
      change(request, reply, 200, (repos, auth, rights) => applyBatch(repos, auth, rights, request.body)),
  );

  app.put(
    '/v1/invoer/materiaal/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        params: IdParamsSchema,
        body: MaterialEntryUpdateSchema,
        response: { 200: UpdatedSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      change(request, reply, 200, async (repos, auth, rights) => ({
        hours: [],
        materials: [await applyMaterialEntryUpdate(repos, auth, rights, request.params.id, request.body)],
      })),
  );
};
