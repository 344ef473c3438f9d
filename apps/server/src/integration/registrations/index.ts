import type { FastifyPluginAsync } from 'fastify';
import { registrationActionRoutes } from './action-routes';
import { csvExportRoutes } from './export-routes';
import { changeFeedRoutes } from './feed-routes';

/** Reading the registrations back and acting on them (docs/integration.md, "Reading the registrations back"). */
export const registrationExportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(changeFeedRoutes);
  await app.register(csvExportRoutes);
  await app.register(registrationActionRoutes);
};
