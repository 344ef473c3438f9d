import {
  OfficeWorkOrderPhotosSchema,
  OfficeWorkOrderRegistrationsSchema,
  OfficeWorkOrderSignatureSchema,
  WorkOrderPhotoParamsSchema,
  WorkOrderRecordParamsSchema,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/http-errors';
import { sendWorkOrderPdf, workOrderPdf } from '../../lib/work-order-pdf/index';
import type { Repositories } from '../../repositories';
import type { Executor } from '../../repositories/executor';
import { requireOffice } from '../authentication';
import { workOrderRegistrations } from '../work-order-registrations';

const orderNotFound = () => notFound('There is no work order with this id in your company', 'WORK_ORDER_NOT_FOUND');

/** The company's order (not removed), or a 404 that says nothing of another company's. */
async function requireOrder(repos: Repositories, companyId: number, id: number): Promise<void> {
  if (!(await repos.officeMasterData.workOrder(companyId, id))) throw orderNotFound();
}

/** The order's latest signature with the name of the employee who had it signed. */
async function latestSignature(repos: Repositories, db: Executor, companyId: number, orderId: number) {
  const signature = await repos.workOrders.latestSignature(companyId, orderId);
  if (!signature) return null;
  const employee =
    signature.signed_by === null
      ? undefined
      : await db
          .selectFrom('employees')
          .select(['first_name', 'last_name'])
          .where('company_id', '=', companyId)
          .where('id', '=', signature.signed_by)
          .executeTakeFirst();
  return {
    signedAt: new Date(signature.signed_at).toISOString(),
    signerName: signature.signer_name,
    employeeName: employee ? `${employee.first_name} ${employee.last_name}`.trim() : null,
  };
}

const jpegResponse = {
  200: { description: 'The JPEG', content: { 'image/jpeg': { schema: z.custom<Buffer>() } } },
  ...errorResponses(400, 401, 403, 404),
};

/**
 * What the field booked and made on a work order, for its page in the console: the registrations with
 * totals, the photos (each JPEG as the integration API sends it), the signature and the werkbon PDF the app
 * and the integration API make. Read by every office role; another company's order is not there.
 */
export const officeWorkOrderRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-orders/:id/registrations',
    {
      schema: {
        params: WorkOrderRecordParamsSchema,
        response: { 200: OfficeWorkOrderRegistrationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireOffice(request);
      await requireOrder(app.repos, companyId, request.params.id);
      return workOrderRegistrations(app.db, companyId, request.params.id);
    },
  );

  app.get(
    '/work-orders/:id/photos',
    {
      schema: {
        params: WorkOrderRecordParamsSchema,
        response: { 200: OfficeWorkOrderPhotosSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireOffice(request);
      await requireOrder(app.repos, companyId, request.params.id);
      const rows = await app.repos.workOrderPhotos.list(companyId, request.params.id);
      return {
        photos: rows.map((row) => ({
          id: row.id,
          takenAt: new Date(row.taken_at).toISOString(),
          employeeName: row.taken_by_name,
          width: row.width,
          height: row.height,
        })),
      };
    },
  );

  for (const size of ['photo', 'thumbnail'] as const)
    app.get(
      size === 'photo' ? '/work-orders/:id/photos/:photoId' : '/work-orders/:id/photos/:photoId/thumbnail',
      { schema: { params: WorkOrderPhotoParamsSchema, response: jpegResponse } },
      async (request, reply) => {
        const { companyId } = requireOffice(request);
        const { id, photoId } = request.params;
        await requireOrder(app.repos, companyId, id);
        const jpeg = await app.repos.workOrderPhotos.jpeg(companyId, id, photoId, size);
        if (!jpeg) throw notFound(`The work order has no photo ${photoId}`, 'PHOTO_NOT_FOUND');
        // A photo's bytes never change; only this browser keeps them, as it holds the session.
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(Buffer.isBuffer(jpeg) ? jpeg : Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
      },
    );

  app.get(
    '/work-orders/:id/signature',
    {
      schema: {
        params: WorkOrderRecordParamsSchema,
        response: { 200: OfficeWorkOrderSignatureSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireOffice(request);
      await requireOrder(app.repos, companyId, request.params.id);
      return { signature: await latestSignature(app.repos, app.db, companyId, request.params.id) };
    },
  );

  app.get(
    '/work-orders/:id/pdf',
    {
      schema: {
        params: WorkOrderRecordParamsSchema,
        response: {
          200: { description: 'The werkbon PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireOffice(request);
      await requireOrder(app.repos, companyId, request.params.id);
      const result = await workOrderPdf(app.repos, companyId, request.params.id);
      if (!result) throw orderNotFound();
      return sendWorkOrderPdf(reply, result);
    },
  );
};
