import {
  canRegister,
  isPhotoMediaType,
  PHOTO_LIMITS,
  PHOTO_MEDIA_TYPES,
  photoRemovalRefusal,
  photoUploadRefusal,
  type PhotoMediaType,
  type PhotoRemovalRefusal,
  WorkOrderParamsSchema,
  type WorkOrderPhoto,
  WorkOrderPhotoParamsSchema,
  WorkOrderPhotoSchema,
} from '@bouwwerk/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, forbidden, notFound } from '../lib/http-errors';
import { photoTooLarge, photoTypeUnsupported, processPhoto } from '../lib/photos';
import { requireAuth, type Auth } from '../plugins/context';
import { writeAndAnswer } from '../plugins/idempotency';
import type { Repositories } from '../repositories';
import type { WorkOrderPhotoRow } from '../repositories/work-order-photos-repository';
import { FILE_ONLY_HELMET } from '../plugins/security-headers';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The bytes of a photo id never change (a photo is replaced by removing it and adding another), so a phone
 * keeps them for a year; private, and per token, since they are the company's.
 */
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

function refused(refusal: PhotoRemovalRefusal, id: number) {
  switch (refusal) {
    case 'no-rights':
      return forbidden('Photos on a work order need registration rights', 'NO_REGISTRATION_RIGHTS');
    case 'locked':
      return conflict(
        `Work order ${id} is finished, done or invoiced: its photos can no longer change`,
        'WORK_ORDER_LOCKED',
      );
    case 'not-taker':
      return forbidden('Only the employee who took a photo may remove it', 'PHOTO_NOT_YOURS');
  }
}

const orderNotFound = (id: number) => notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
const photoNotFound = (id: number, photoId: number) =>
  notFound(`Work order ${id} has no photo ${photoId}`, 'PHOTO_NOT_FOUND');

const toPhoto = (row: WorkOrderPhotoRow): WorkOrderPhoto => ({
  id: row.id,
  werkbonId: row.work_order_id,
  takenBy: row.taken_by,
  takenByName: row.taken_by_name,
  takenAt: new Date(row.taken_at).toISOString(),
  width: row.width,
  height: row.height,
});

/** The media type of the request without its parameters (`image/jpeg; charset=binary`), lower case. */
const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * onRequest of an upload, after the token: a type we do not take or a Content-Length over the limit is refused
 * before a byte of the body is read. A chunked body has no length up front: the parser's bodyLimit stops it.
 */
async function refuseUnreadable(request: FastifyRequest): Promise<void> {
  const type = mediaTypeOf(request);
  if (!isPhotoMediaType(type)) {
    throw photoTypeUnsupported(
      `A photo is sent as ${PHOTO_MEDIA_TYPES.join(', ')}; this request is ${type ? `'${type}'` : 'without a Content-Type'}`,
    );
  }
  if (Number(request.headers['content-length'] ?? 0) > PHOTO_LIMITS.maxBytes) throw photoTooLarge();
}

/** The rights, then the order, then its state: the signature's order (routes/work-orders.ts). */
async function lockOpenOrder(repos: Repositories, auth: Auth, id: number) {
  const { companyId } = auth;
  const rights = { registrationRights: auth.registratie_rechten };
  // Without the rights nothing about the order is told, not even whether it exists.
  if (!canRegister(rights)) throw refused('no-rights', id);
  const order = await repos.workOrders.lockFieldsForSigning(companyId, id);
  if (!order) throw orderNotFound(id);
  return { rights, fields: { status: order.order_status, isDone: order.is_done, factuurId: order.factuur_id } };
}

function sendJpeg(reply: FastifyReply, jpeg: Uint8Array | undefined, notThere: () => Error) {
  if (!jpeg) throw notThere();
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', IMMUTABLE_PRIVATE)
    .header('vary', 'Authorization')
    .send(Buffer.isBuffer(jpeg) ? jpeg : Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
}

/**
 * Photos on a work order (docs/decisions/013-werkbon-documents.md). Registered as a context of its own (no
 * fastify-plugin): the parser of the photo types and its 10 MB limit belong to these routes, so no other route starts
 * to accept an image or a larger body.
 */
export const workOrderPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    [...PHOTO_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own refusal of a body over the limit, as ours: `{ code, message }` naming the limit.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw photoTooLarge();
    throw error;
  });

  app.get(
    '/v1/werkbon/:id/photos',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderParamsSchema, response: { 200: z.array(WorkOrderPhotoSchema), ...errors } },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      const { id } = request.params;
      if (!(await app.repos.workOrders.find(companyId, id))) throw orderNotFound(id);
      return (await app.repos.workOrderPhotos.list(companyId, id)).map(toPhoto);
    },
  );

  app.post(
    '/v1/werkbon/:id/photos',
    {
      onRequest: [app.authenticate, refuseUnreadable],
      schema: {
        params: WorkOrderParamsSchema,
        response: { 201: WorkOrderPhotoSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      const type = mediaTypeOf(request) as PhotoMediaType;
      // No body at all is an empty one (400 PHOTO_EMPTY).
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // The CPU work before the transaction: no database connection or lock is held while sharp decodes.
      const photo = await processPhoto(bytes, type);
      return writeAndAnswer(request, reply, 201, async (repos) => {
        const order = await lockOpenOrder(repos, auth, id);
        const refusal = photoUploadRefusal(order.fields, order.rights);
        if (refusal) throw refused(refusal, id);
        await repos.workOrderPhotos.lockUploads(id);
        if ((await repos.workOrderPhotos.count(auth.companyId, id)) >= PHOTO_LIMITS.perOrder) {
          throw conflict(
            `Work order ${id} has ${PHOTO_LIMITS.perOrder} photos, the most it may have`,
            'PHOTO_LIMIT_REACHED',
          );
        }
        const photoId = await repos.workOrderPhotos.add(auth.companyId, id, auth.employeeId, photo);
        const added = (await repos.workOrderPhotos.list(auth.companyId, id)).find((row) => row.id === photoId);
        return toPhoto(added!);
      });
    },
  );

  for (const size of ['photo', 'thumbnail'] as const) {
    app.get(
      size === 'photo' ? '/v1/werkbon/:id/photos/:photoId' : '/v1/werkbon/:id/photos/:photoId/thumbnail',
      {
        onRequest: [app.authenticate],
        schema: { params: WorkOrderPhotoParamsSchema },
        helmet: FILE_ONLY_HELMET,
      },
      async (request, reply) => {
        const { companyId } = requireAuth(request);
        const { id, photoId } = request.params;
        const jpeg = await app.repos.workOrderPhotos.jpeg(companyId, id, photoId, size);
        return sendJpeg(reply, jpeg, () => photoNotFound(id, photoId));
      },
    );
  }

  app.delete(
    '/v1/werkbon/:id/photos/:photoId',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderPhotoParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id, photoId } = request.params;
      return writeAndAnswer(request, reply, 204, async (repos) => {
        const order = await lockOpenOrder(repos, auth, id);
        // Gone already (the outbox's retry of a removal that went through): 404, which the app takes as done.
        const photo = await repos.workOrderPhotos.findTaker(auth.companyId, id, photoId);
        if (!photo) throw photoNotFound(id, photoId);
        const refusal = photoRemovalRefusal(order.fields, order.rights, auth.employeeId, photo.taken_by);
        if (refusal) throw refused(refusal, id);
        await repos.workOrderPhotos.remove(auth.companyId, id, photoId);
        return null;
      });
    },
  );
};
