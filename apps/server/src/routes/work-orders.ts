import {
  canRegister,
  EmployeeSchema,
  SIGNATURE_MAX_BYTES,
  SignatureRequestSchema,
  signingRefusal,
  type SigningRefusal,
  WorkOrderDateParamsSchema,
  WorkOrderParamsSchema,
  WorkOrderSchema,
  type WorkOrder,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../lib/http-errors';
import { decodeBase64Image, isPng } from '../lib/png';
import { requireAuth } from '../plugins/context';
import { writeAndAnswer } from '../plugins/idempotency';
import type { Repositories } from '../repositories';

const errors = errorResponses(400, 401, 403, 404, 409);

/** 403 without registration rights, 409 for an order that is finished, done or invoiced. */
function refusedSigning(refusal: SigningRefusal, id: number) {
  return refusal === 'no-rights'
    ? forbidden('Signing a work order needs registration rights', 'NO_REGISTRATION_RIGHTS')
    : conflict(`Work order ${id} is finished, done or invoiced and can no longer be signed`, 'WORK_ORDER_LOCKED');
}

/** The order as the signed-in employee sees it: its latest signature, and whether he is planned on it. */
async function loadWorkOrder(
  repos: Repositories,
  companyId: number,
  employeeId: number,
  id: number,
): Promise<WorkOrder> {
  const order = await repos.workOrders.find(companyId, id);
  if (!order) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
  const [info, signature, plannedOnOrder] = await Promise.all([
    repos.workOrders.additionalInfo(companyId, id),
    repos.workOrders.latestSignature(companyId, id),
    repos.workOrders.isPlanned(companyId, id, employeeId),
  ]);
  return {
    id: order.id,
    nummer: order.nummer,
    orderStatus: order.order_status,
    factuurId: order.factuur_id,
    externalReference: order.external_reference,
    externalOrder: order.external_order,
    customer: order.customer,
    address: order.address,
    description: order.description,
    orderDescription: order.order_description,
    isDone: order.is_done,
    additionalInfo: info,
    employees: [],
    signature: signature ? `data:image/png;base64,${Buffer.from(signature.signature_png).toString('base64')}` : null,
    signedAt: signature ? signature.signed_at.toISOString() : null,
    signerName: signature?.signer_name ?? null,
    plannedOnOrder,
  };
}

/**
 * GET /v1/werkbon/{id}, /v1/resoureplanning/{date}/werkbon/{id}/employees; POST /v1/werkbon/{id}/signature: a work
 * order as the employee sees it, and the customer's signature that closes it.
 */
export const workOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/werkbon/:id',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderParamsSchema, response: { 200: WorkOrderSchema, ...errors } },
    },
    async (request) => {
      const { companyId, employeeId } = requireAuth(request);
      return loadWorkOrder(app.repos, companyId, employeeId, request.params.id);
    },
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
      if (!(await app.repos.workOrders.find(companyId, id)))
        throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
      return app.repos.workOrders.plannedEmployees(companyId, id, date);
    },
  );

  app.post(
    '/v1/werkbon/:id/signature',
    {
      onRequest: [app.authenticate],
      schema: {
        params: WorkOrderParamsSchema,
        body: SignatureRequestSchema,
        response: { 200: WorkOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      if (request.body.id !== id)
        throw badRequest(`body.id: ${request.body.id} is not the work order of the path (${id})`);
      const png = decodeBase64Image(request.body.image);
      if (!png || !isPng(png))
        throw badRequest('body.image: must be a PNG image (base64 or a data:image/png URL)', 'NOT_A_PNG');
      if (png.length > SIGNATURE_MAX_BYTES) {
        throw badRequest(
          `body.image: the signature is ${Math.ceil(png.length / 1024)} KB; at most ${SIGNATURE_MAX_BYTES / 1024} KB`,
          'SIGNATURE_TOO_LARGE',
        );
      }
      return writeAndAnswer(request, reply, 200, async (repos) => {
        // signingRefusal (@bouwwerk/domain) is the rule the app greys the button out by. The rights come first:
        // without them nothing about the order is told, not even whether it exists.
        const rights = { registrationRights: auth.registratie_rechten };
        if (!canRegister(rights)) throw refusedSigning('no-rights', id);
        const order = await repos.workOrders.lockFieldsForSigning(auth.companyId, id);
        if (!order) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
        const refusal = signingRefusal(
          { status: order.order_status, isDone: order.is_done, factuurId: order.factuur_id },
          rights,
        );
        if (refusal) throw refusedSigning(refusal, id);
        // Signed before and still open: the customer signs again (after more work). The new signature becomes
        // the order's; the earlier ones stay in its history, with who took them and when.
        const signature = { png, signerName: request.body.signerName ?? null };
        await repos.workOrders.addSignature(auth.companyId, id, signature, auth.employeeId, new Date());
        return loadWorkOrder(repos, auth.companyId, auth.employeeId, id);
      });
    },
  );
};
