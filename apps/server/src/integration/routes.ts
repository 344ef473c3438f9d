import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoutes } from './audit-log';
import { companyRoutes } from './company';
import { importRoutes } from './import/routes';
import { registrationExportRoutes } from './registrations';
import { webhookRoutes } from './webhooks/routes';
import { weekSubmissionRoutes } from './week-submissions';
import { workOrderPdfRoutes } from './work-order-pdf';
import { workOrderPhotoRoutes } from './work-order-photos';

/** Every route plugin of /integration/v1, behind its key authentication (index.ts). */
export const INTEGRATION_ROUTES: FastifyPluginAsync[] = [
  companyRoutes,
  registrationExportRoutes,
  webhookRoutes,
  weekSubmissionRoutes,
  importRoutes,
  workOrderPhotoRoutes,
  workOrderPdfRoutes,
  auditLogRoutes,
];
