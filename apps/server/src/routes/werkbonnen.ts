import {
  ApiErrorSchema,
  EmployeeSchema,
  parseDate,
  SIGNATURE_MAX_BYTES,
  SignatureRequestSchema,
  WorkOrderDateParamsSchema,
  WorkOrderParamsSchema,
  WorkOrderSchema,
  type WorkOrder,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { decodeBase64Image, isPng } from '../lib/png';
import { requireAuth } from '../plugins/context';
import { writeAndAnswer } from '../plugins/idempotency';
import type { Repositories } from '../repositories';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

async function loadWorkOrder(repos: Repositories, companyId: number, id: number): Promise<WorkOrder> {
  const order = await repos.workOrders.find(companyId, id);
  if (!order) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
  const info = await repos.workOrders.additionalInfo(companyId, id);
  return {
    id: order.id,
    nummer: order.nummer,
    orderStatus: order.order_status,
    factuurId: order.factuur_id,
    externalReference: order.external_reference,
    externalOrder: order.external_order,
    customer: order.customer,
    address: { name: order.address_name, street: order.street, postal: order.postal, city: order.city, telephone: order.telephone },
    description: order.description,
    orderDescription: order.order_description,
    isDone: order.is_done,
    additionalInfo: info,
    employees: [],
    signature: order.signature_png ? `data:image/png;base64,${Buffer.from(order.signature_png).toString('base64')}` : null,
    signedAt: order.signed_at ? order.signed_at.toISOString() : null,
  };
}

export const werkbonnenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/werkbon/:id',
    { onRequest: [app.authenticate], schema: { params: WorkOrderParamsSchema, response: { 200: WorkOrderSchema, ...errors } } },
    async (request) => loadWorkOrder(app.repos, requireAuth(request).companyId, request.params.id),
  );

  app.get(
    '/v1/resoureplanning/:date/werkbon/:id/employees',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderDateParamsSchema, response: { 200: z.array(EmployeeSchema), ...errors } },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      const { id, date } = request.params;
      if (!parseDate(date, 'api')) throw badRequest(`params.date: ${date} is not a calendar date (yyyy-MM-dd)`, 'BAD_DATE');
      if (!(await app.repos.workOrders.find(companyId, id))) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
      return app.repos.workOrders.plannedEmployees(companyId, id, date);
    },
  );

  app.post(
    '/v1/werkbon/:id/signature',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderParamsSchema, body: SignatureRequestSchema, response: { 200: WorkOrderSchema, ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      if (request.body.id !== id) throw badRequest(`body.id: ${request.body.id} is not the work order of the path (${id})`);
      const png = decodeBase64Image(request.body.image);
      if (!png || !isPng(png)) throw badRequest('body.image: must be a PNG image (base64 or a data:image/png URL)', 'NOT_A_PNG');
      if (png.length > SIGNATURE_MAX_BYTES) {
        throw badRequest(`body.image: the signature is ${Math.ceil(png.length / 1024)} KB; at most ${SIGNATURE_MAX_BYTES / 1024} KB`, 'SIGNATURE_TOO_LARGE');
      }
      return writeAndAnswer(request, reply, 200, async (repos) => {
        const order = await repos.workOrders.find(auth.companyId, id);
        if (!order) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
        if (order.is_done) throw conflict(`Work order ${id} is done and can no longer be signed`, 'WORK_ORDER_DONE');
        await repos.workOrders.saveSignature(auth.companyId, id, png, auth.employeeId, new Date());
        return loadWorkOrder(repos, auth.companyId, id);
      });
    },
  );
};
