import {
  IdParamSchema,
  OfficeWorkOrderInputSchema,
  OfficeWorkOrderSchema,
  OfficeWorkOrdersSchema,
  type OfficeWorkOrder,
  type OfficeWorkOrderFields,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { workOrderColumnsOf, workOrderFieldsOf } from '../../repositories/master-data-columns';
import { requireOffice } from '../authentication';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });
const orderNotFound = () => notFound('There is no work order with this id in your company', 'WORK_ORDER_NOT_FOUND');

async function orderPage(repos: Repositories, companyId: number, id: number): Promise<OfficeWorkOrder> {
  const order = await repos.officeMasterData.workOrder(companyId, id);
  if (!order) throw orderNotFound();
  return {
    id: order.id,
    externalId: order.externalId,
    projectId: order.projectId,
    ...workOrderFieldsOf(order),
    info: await repos.workOrders.additionalInfo(companyId, id),
    employeeIds: await repos.officeMasterData.plannedEmployeeIds(companyId, id),
  };
}

/** The order's number, project and employees must be the company's own and free. */
async function checkReferences(repos: Repositories, companyId: number, order: OfficeWorkOrderFields, id?: number) {
  if (await repos.officeMasterData.workOrderNumberTaken(companyId, order.number, id))
    throw conflict(`Another work order of the company has the number ${order.number}`, 'NUMBER_TAKEN');
  if (order.projectId !== null && !(await repos.officeMasterData.project(companyId, order.projectId)))
    throw badRequest('body.projectId: there is no such project in your company', 'PROJECT_NOT_FOUND');
  const wanted = [...new Set(order.employeeIds)];
  const active = new Set(await repos.officeMasterData.activeEmployeeIds(companyId, wanted));
  const unknown = wanted.filter((employeeId) => !active.has(employeeId));
  if (unknown.length > 0)
    throw badRequest(
      `body.employeeIds: no active employee of your company has the id ${unknown.join(', ')}`,
      'EMPLOYEE_NOT_FOUND',
    );
}

/**
 * The employees who do the order are planned on it for its days (the console's own planning lines of the
 * order: the package's are its own): new ones added, dropped ones removed, the rest moved to the order's days.
 */
async function planEmployees(repos: Repositories, companyId: number, id: number, order: OfficeWorkOrderFields) {
  const planned = await repos.officeMasterData.consolePlanningOf(companyId, id);
  const wanted = new Set(order.employeeIds);
  await repos.officeMasterData.removePlanning(
    companyId,
    planned.filter((line) => !wanted.has(line.employeeId)).map((line) => line.id),
  );
  if (order.startDate === null) return;
  const days = { start: order.startDate, end: order.endDate ?? order.startDate };
  for (const employeeId of wanted) {
    const line = planned.find((p) => p.employeeId === employeeId);
    if (!line) await repos.officeMasterData.planOnOrder(companyId, id, employeeId, days);
    else if (line.startDate !== days.start || line.endDate !== days.end)
      await repos.officeMasterData.movePlanning(companyId, line.id, days);
  }
}

/** Work orders in the console: the import's fields, the project by id, and the employees who do it. */
export const officeWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get(
    '/work-orders',
    { schema: { response: { 200: OfficeWorkOrdersSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const rows = await app.repos.officeMasterData.workOrders(requireOffice(request).companyId);
      return {
        workOrders: rows.map((row) => ({
          id: row.id,
          externalId: row.externalId,
          projectId: row.projectId,
          number: row.nummer,
          status: row.order_status,
          customer: row.customer,
          description: row.description,
          done: row.is_done,
          startDate: row.start_date,
          endDate: row.end_date,
          signed: Boolean(row.signed),
        })),
      };
    },
  );

  app.get(
    '/work-orders/:id',
    { schema: { params: IdParams, response: { 200: OfficeWorkOrderSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => orderPage(app.repos, requireOffice(request).companyId, request.params.id),
  );

  app.post(
    '/work-orders',
    {
      schema: {
        body: OfficeWorkOrderInputSchema,
        response: { 201: OfficeWorkOrderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const order = request.body;
      const page = await write(caller, async (repos) => {
        await checkReferences(repos, caller.companyId, order);
        const id = await repos.officeMasterData.insertWorkOrder(
          caller.companyId,
          order.projectId,
          workOrderColumnsOf(order),
        );
        await repos.officeMasterData.replaceWorkOrderInfo(caller.companyId, id, order.info);
        await planEmployees(repos, caller.companyId, id, order);
        return orderPage(repos, caller.companyId, id);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/work-orders/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeWorkOrderInputSchema,
        response: { 200: OfficeWorkOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const order = request.body;
      return write(caller, async (repos) => {
        const stored = await repos.officeMasterData.workOrder(caller.companyId, id, { forUpdate: true });
        if (!stored) throw orderNotFound();
        refuseManaged('work order', stored.externalId);
        await checkReferences(repos, caller.companyId, order, id);
        await repos.officeMasterData.updateWorkOrder(caller.companyId, id, order.projectId, workOrderColumnsOf(order));
        const info = await repos.workOrders.additionalInfo(caller.companyId, id);
        if (JSON.stringify(info) !== JSON.stringify(order.info))
          await repos.officeMasterData.replaceWorkOrderInfo(caller.companyId, id, order.info);
        await planEmployees(repos, caller.companyId, id, order);
        return orderPage(repos, caller.companyId, id);
      });
    },
  );
};
