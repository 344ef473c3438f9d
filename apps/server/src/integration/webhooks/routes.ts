import {
  PageQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookPutBodySchema,
  WebhookSavedSchema,
  WebhookStateSchema,
  type WebhookEvent,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorResponses, notFound } from '../../lib/http-errors';
import { requireIntegration } from '../authentication';
import { refusedDestination } from './address-guard';
import {
  deleteWebhook,
  deliveryState,
  findWebhook,
  listDeliveries,
  saveWebhook,
  type DeliveryRow,
} from './webhook-store';
import { badCursor } from '../bad-cursor';

const TAGS = ['webhooks'];
const NO_WEBHOOK = () =>
  notFound('This company has no webhook: create it with PUT /integration/v1/webhook', 'WEBHOOK_NOT_FOUND');

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const toDelivery = (row: DeliveryRow) => ({
  id: row.message_id,
  type: row.event as WebhookEvent,
  changeId: row.change_id,
  registration:
    row.registration_kind === 'week' ? null : { kind: row.registration_kind, registrationId: row.registration_id },
  submissionId: row.registration_kind === 'week' ? row.registration_id : null,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  lastAttemptAt: iso(row.last_attempt_at),
  nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  deliveredAt: iso(row.delivered_at),
  createdAt: iso(row.created_at)!,
});

/** The `after` of the deliveries' list: the id of the last delivery of the previous page. */
function deliveryCursor(after: string | undefined): number {
  if (after === undefined) return 0;
  if (!/^[1-9][0-9]{0,17}$/.test(after)) throw badCursor();
  return Number(after);
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/webhook',
    {
      schema: {
        summary: "Set the company's webhook",
        description:
          'Creates the webhook (201) or changes its URL and events (200). The answer holds the signing secret: a new ' +
          'one on creation and with `rotateSecret: true`, else the one it had (`secretIsNew` says which). Every ' +
          'registration change after the webhook was created is POSTed to `url` as a Standard Webhooks delivery ' +
          '(headers `webhook-id`, `webhook-timestamp`, `webhook-signature`), at least once, in order per registration, ' +
          'retried with backoff for a day. A URL whose host resolves to a loopback, private, link-local or other ' +
          'non-public address is refused (400), unless the server is configured to allow it.',
        tags: TAGS,
        body: WebhookPutBodySchema,
        response: { 200: WebhookSavedSchema, 201: WebhookSavedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { companyId } = requireIntegration(request);
      const refused = await refusedDestination(request.body.url, app.config.webhookAllowPrivateAddresses);
      if (refused) throw badRequest(`body.url: ${refused}`, 'WEBHOOK_URL_REFUSED');
      const { webhook, created, secretIsNew } = await saveWebhook(app.db, companyId, request.body);
      reply.code(created ? 201 : 200);
      return {
        url: webhook.url,
        events: webhook.events,
        secret: webhook.secret,
        secretIsNew,
        createdAt: webhook.createdAt.toISOString(),
      };
    },
  );

  app.get(
    '/webhook',
    {
      schema: {
        summary: "The company's webhook and how its deliveries go",
        description:
          'URL, events and the state of the deliveries (pending, last success, last failure, next attempt). The secret is not shown: rotate it with PUT if it was lost.',
        tags: TAGS,
        response: { 200: WebhookStateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      const webhook = await findWebhook(app.db, companyId);
      if (!webhook) throw NO_WEBHOOK();
      const state = await deliveryState(app.db, webhook.id);
      return {
        url: webhook.url,
        events: webhook.events,
        createdAt: webhook.createdAt.toISOString(),
        updatedAt: webhook.updatedAt.toISOString(),
        deliveries: {
          pending: state.pending,
          lastSuccessAt: iso(state.lastSuccessAt),
          lastFailure: state.lastFailure && { ...state.lastFailure, at: iso(state.lastFailure.at)! },
          nextAttemptAt: iso(state.nextAttemptAt),
        },
      };
    },
  );

  app.delete(
    '/webhook',
    {
      schema: {
        summary: "Remove the company's webhook",
        description:
          'Nothing is sent any more, also not the deliveries still pending; they and their history are removed.',
        tags: TAGS,
        response: { 204: z.null().meta({ description: 'Removed.' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { companyId } = requireIntegration(request);
      if (!(await deleteWebhook(app.db, companyId))) throw NO_WEBHOOK();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/webhook/deliveries',
    {
      schema: {
        summary: "The webhook's deliveries",
        description:
          'Oldest first, each with its `webhook-id`, event type, registration, status (pending, delivered, failed), ' +
          'attempts, and the last answer or error. A delivery is failed when it was not accepted within a day.',
        tags: TAGS,
        querystring: PageQuerySchema,
        response: { 200: WebhookDeliveryPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      const after = deliveryCursor(request.query.after);
      const webhook = await findWebhook(app.db, companyId);
      if (!webhook) throw NO_WEBHOOK();
      const rows = await listDeliveries(app.db, webhook.id, after, request.query.limit);
      return {
        items: rows.map(toDelivery),
        next: rows.length === request.query.limit ? String(rows.at(-1)!.id) : null,
      };
    },
  );
};
