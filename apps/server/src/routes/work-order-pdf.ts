import { WorkOrderParamsSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../lib/http-errors';
import { sendWorkOrderPdf, workOrderPdf } from '../lib/work-order-pdf/index';
import { requireAuth } from '../plugins/context';

/**
 * GET /v1/werkbon/{id}/pdf: the werkbon as a PDF for the app. Any employee of the company reads it, as he reads the
 * order itself; a finished, done or invoiced order still gives it, an unsigned one says so on paper. See
 * docs/decisions/013-werkbon-documents.md.
 */
export const workOrderPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/werkbon/:id/pdf',
    {
      onRequest: [app.authenticate],
      schema: { params: WorkOrderParamsSchema, response: { ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      const { companyId } = requireAuth(request);
      const { id } = request.params;
      const result = await workOrderPdf(app.repos, companyId, id);
      if (!result) throw notFound(`Work order ${id} does not exist`, 'WORK_ORDER_NOT_FOUND');
      return sendWorkOrderPdf(reply, result);
    },
  );
};
