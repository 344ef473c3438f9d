import { PushKeySchema, PushSubscriptionSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/http-errors';
import { requireAuth } from '../plugins/context';
import { deleteSubscription, saveSubscription, vapidKeys } from './push-store';

const errors = errorResponses(400, 401);

/**
 * The phone's side of Web Push: the key to subscribe with, and this signed-in phone's subscription, kept
 * per session so that signing out ends its notices.
 */
export const webPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/push/key',
    { onRequest: [app.authenticate], schema: { response: { 200: PushKeySchema, ...errors } } },
    async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.put(
    '/v1/push/subscription',
    {
      onRequest: [app.authenticate],
      schema: { body: PushSubscriptionSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { companyId, employeeId, sessionId } = requireAuth(request);
      await saveSubscription(app.db, { companyId, employeeId, sessionId }, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/v1/push/subscription',
    { onRequest: [app.authenticate], schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSubscription(app.db, requireAuth(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
