import type { FastifyPluginAsync } from 'fastify';
import { changeFeedRoutes } from './feed-routes';

/** Reading the registrations back and acting on them (issue 25 §4, §5). */
export const registrationExportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(changeFeedRoutes);
};
