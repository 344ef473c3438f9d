import {
  OfficeWorkOrderPhotosSchema,
  OfficeWorkOrderRegistrationsSchema,
  OfficeWorkOrderSignatureSchema,
  WorkOrderPhotoParamsSchema,
  WorkOrderPdfZipInputSchema,
  WorkOrderRecordParamsSchema,
} from '@bouwwerk/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/http-errors';
import { sendWorkOrderPdf, workOrderPdf } from '../../lib/work-order-pdf/index';
import { uniqueNames, zipStream, type ZipEntry } from '../../lib/zip-stream';
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

/** Downloaded, never kept by a shared cache: the werkbonnen hold customers' names and addresses. */
function sendZip(reply: FastifyReply, filename: string, zip: Readable) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);
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

  /**
   * The werkbonnen of a period in one ZIP, one werkbon-<nummer>.pdf each, made and sent one at a time. All or
   * nothing: an id that is not the company's order refuses the whole request, before the first byte.
   */
  app.post(
    '/work-orders/pdf-zip',
    {
      schema: {
        body: WorkOrderPdfZipInputSchema,
        response: {
          200: { description: 'The werkbon PDFs', content: { 'application/zip': { schema: z.string() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireOffice(request);
      const ids = [...new Set(request.body.workOrderIds)];
      const found = new Set(
        (
          await app.db
            .selectFrom('work_orders')
            .select('id')
            .where('company_id', '=', companyId)
            .where('id', 'in', ids)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((row) => row.id),
      );
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw notFound(`There is no work order with id ${missing.join(', ')} in your company`, 'WORK_ORDER_NOT_FOUND');
      const madeAt = new Date();
      const unique = uniqueNames();
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const id of ids) {
          const result = await workOrderPdf(app.repos, companyId, id, madeAt);
          // Removed meanwhile: the ZIP holds the others rather than breaking off halfway.
          if (result) yield { name: unique(result.filename), data: result.pdf };
        }
      }
      return sendZip(reply, 'werkbonnen.zip', zipStream(entries(), madeAt));
    },
  );
};
