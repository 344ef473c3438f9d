import { ExternalIdSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../lib/http-errors';
import { sendWorkOrderPdf, workOrderPdf } from '../lib/work-order-pdf/index';
import { requireIntegration } from './authentication';

// The shared rule of an externalId (length, no control characters): a NUL reached the database as a 500.
const ParamsSchema = z.object({
  externalId: ExternalIdSchema.meta({ description: 'Your id of the work order, as you imported it.' }),
});

/**
 * The werkbon PDF for the office: the same document the app opens, by the office's own id (see
 * docs/decisions/013-werkbon-documents.md).
 */
export const workOrderPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-orders/:externalId/pdf',
    {
      schema: {
        summary: 'A work order as a signed PDF (werkbon)',
        description:
          'An A4 PDF of the work order as the customer signed it: company logo and name, order number, customer ' +
          'and address, descriptions, the employees, the hours and materials registered on it with totals, ' +
          "thumbnails of its photos and the latest signature with the signer's name, date and time " +
          '(Europe/Amsterdam). Also for a finished, done or invoiced order; an unsigned one says "Niet getekend.". ' +
          'Dutch texts, fonts embedded. Made on every call (`Cache-Control: private, no-store`).',
        tags: ['work orders'],
        params: ParamsSchema,
        response: {
          200: {
            description: 'The PDF (`Content-Disposition: inline; filename="werkbon-<number>.pdf"`)',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireIntegration(request);
      const { externalId } = request.params;
      const id = await app.repos.workOrders.idByExternalId(companyId, externalId);
      const result = id === undefined ? undefined : await workOrderPdf(app.repos, companyId, id);
      if (!result) throw notFound(`Work order ${externalId} does not exist`, 'WORK_ORDER_NOT_FOUND');
      return sendWorkOrderPdf(reply, result);
    },
  );
};
