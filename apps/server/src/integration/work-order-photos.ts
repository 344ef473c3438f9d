import { ExternalIdSchema, IdParamSchema, PHOTO_LIMITS } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../lib/http-errors';
import type { Repositories } from '../repositories';
import { requireIntegration } from './authentication';

const ExportedWorkOrderPhotoSchema = z
  .object({
    photoId: z.number().int().meta({ description: "The photo's id, for its bytes.", example: 7031 }),
    takenAt: z.iso.datetime().meta({ description: 'When the photo reached Bouwwerk.' }),
    employeeId: z.number().int().meta({ description: "Bouwwerk's id of the employee who took it.", example: 12 }),
    employeeExternalId: z
      .string()
      .nullable()
      .meta({ description: 'Your id of that employee; null when you gave none.', example: 'E-0042' }),
    employeeName: z.string().meta({ description: 'First and last name.', example: 'Jan Jansen' }),
    width: z.number().int().meta({ description: 'In pixels, upright.', example: 2048 }),
    height: z.number().int().meta({ description: 'In pixels, upright.', example: 1536 }),
  })
  .meta({ id: 'WorkOrderPhoto', description: 'A photo an employee took on the work order.' });

const WorkOrderPhotosSchema = z
  .object({ photos: z.array(ExportedWorkOrderPhotoSchema) })
  .meta({ id: 'WorkOrderPhotos' });

const orderParam = {
  externalId: ExternalIdSchema.meta({ description: 'Your id of the work order.', example: 'WB-2026-0113' }),
};
const OrderParamsSchema = z.object(orderParam);
const PhotoParamsSchema = z.object({
  ...orderParam,
  photoId: IdParamSchema.meta({ description: 'The `photoId` of the list.', example: '7031' }),
});

const orderNotFound = (externalId: string) =>
  notFound(`No work order has externalId ${JSON.stringify(externalId)}`, 'WORK_ORDER_NOT_FOUND');

/** The company's work order with this externalId, not deleted. */
async function orderId(repos: Repositories, companyId: number, externalId: string): Promise<number> {
  const id = await repos.workOrders.idByExternalId(companyId, externalId);
  if (id === undefined) throw orderNotFound(externalId);
  return id;
}

/**
 * The photos employees took on a work order, for the office's file of the job: the list, and each photo as
 * the JPEG the server stored (upright, at most PHOTO_LIMITS.longestSide px, without the camera's metadata).
 */
export const workOrderPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-orders/:externalId/photos',
    {
      schema: {
        summary: "A work order's photos",
        description:
          `The photos employees took on the work order, oldest first (at most ${PHOTO_LIMITS.perOrder}). ` +
          'Location, camera and other metadata were removed when they arrived. An employee may remove his photo ' +
          'while the order is open, so read them once the order is finished.',
        tags: ['work orders'],
        params: OrderParamsSchema,
        response: { 200: WorkOrderPhotosSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      const id = await orderId(app.repos, companyId, request.params.externalId);
      const rows = await app.repos.workOrderPhotos.list(companyId, id);
      return {
        photos: rows.map((row) => ({
          photoId: row.id,
          takenAt: new Date(row.taken_at).toISOString(),
          employeeId: row.taken_by,
          employeeExternalId: row.taken_by_external_id,
          employeeName: row.taken_by_name,
          width: row.width,
          height: row.height,
        })),
      };
    },
  );

  app.get(
    '/work-orders/:externalId/photos/:photoId',
    {
      schema: {
        summary: 'One photo of a work order',
        description: `The photo as a JPEG, upright, its longest side at most ${PHOTO_LIMITS.longestSide} px. Its bytes never change.`,
        tags: ['work orders'],
        params: PhotoParamsSchema,
        response: {
          200: {
            description: 'The JPEG',
            content: { 'image/jpeg': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireIntegration(request);
      const { externalId, photoId } = request.params;
      const id = await orderId(app.repos, companyId, externalId);
      const jpeg = await app.repos.workOrderPhotos.jpeg(companyId, id, photoId, 'photo');
      if (!jpeg) throw notFound(`Work order ${JSON.stringify(externalId)} has no photo ${photoId}`, 'PHOTO_NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.isBuffer(jpeg) ? jpeg : Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
    },
  );
};
