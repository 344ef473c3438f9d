import { z } from 'zod';
import { codeText } from '../contracts/common';
import { pageOf } from './common';
import { RegistrationKindSchema } from './registrations';

/**
 * Webhooks of the integration API (docs/integration.md#webhooks-registrations-pushed-to-you): per company one endpoint
 * that receives the registration changes as Standard Webhooks deliveries (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`).
 */
export const WEBHOOK_EVENTS = [
  'registration.created',
  'registration.updated',
  'registration.deleted',
  'week.approved',
  'week.sent_back',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
} as const;

export const WebhookEventSchema = z
  .enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(', ')}` })
  .meta({
    id: 'WebhookEvent',
    description:
      'A kind of registration change, or a decision of the office on a submitted week: the `type` of a delivery. ' +
      'A week event carries the week submission as `GET /integration/v1/week-submissions` shows it.',
  });

const WebhookUrlSchema = codeText(WEBHOOK_LIMITS.urlMax)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }))
  .meta({
    description:
      'Where the deliveries are POSTed. https, unless the server allows loopback receivers (then http to 127.0.0.1, ' +
      '[::1] or localhost works too). Addresses in private, loopback, link-local and similar ranges are refused ' +
      'unless the server is configured to allow them.',
    example: 'https://office.example.com/bouwwerk/webhook',
  });

export const WebhookPutBodySchema = z
  .strictObject({
    url: WebhookUrlSchema,
    events: z
      .array(WebhookEventSchema, { error: 'must be a list of event types' })
      .min(1, { error: 'must name at least one event type' })
      .superRefine((events, context) => {
        events.forEach((event, index) => {
          if (events.indexOf(event) !== index)
            context.addIssue({ code: 'custom', path: [index], message: `${event} is named twice` });
        });
      })
      .meta({ description: 'The event types to deliver; the others are not sent.', example: [...WEBHOOK_EVENTS] }),
    rotateSecret: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'True: make a new signing secret. Otherwise a webhook that exists keeps its secret.' }),
  })
  .meta({ id: 'WebhookPut', description: "The company's webhook: where to send which events." });
export type WebhookPutBody = z.infer<typeof WebhookPutBodySchema>;

const SecretSchema = z.string().meta({
  description:
    'The signing secret in the Standard Webhooks form (`whsec_` + base64 of 32 random bytes). Give it to a Standard ' +
    'Webhooks library to verify `webhook-signature`. Returned by every PUT; keep it secret.',
  example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

export const WebhookSavedSchema = z
  .object({
    url: z.string(),
    events: z.array(WebhookEventSchema),
    secret: SecretSchema,
    secretIsNew: z.boolean().meta({
      description: 'True when this call made the secret (a new webhook or `rotateSecret`): update your receiver.',
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookSaved', description: 'The stored webhook with its signing secret.' });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const at = (description: string) => z.iso.datetime().nullable().meta({ description });

export const WebhookStateSchema = z
  .object({
    url: z.string(),
    events: z.array(WebhookEventSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deliveries: z
      .object({
        pending: z
          .number()
          .int()
          .meta({ description: 'Deliveries not yet accepted by the receiver (waiting or being retried).' }),
        lastSuccessAt: at('When the receiver last accepted a delivery (answered 2xx).'),
        lastFailure: z
          .object({
            at: z.iso.datetime(),
            statusCode: z
              .number()
              .int()
              .nullable()
              .meta({ description: "The receiver's HTTP status; null when no answer came." }),
            error: z.string(),
          })
          .nullable()
          .meta({ description: 'The latest attempt that did not succeed.' }),
        nextAttemptAt: at('When the next pending delivery is due; null when none is pending.'),
      })
      .meta({ description: 'How the deliveries to this URL are going.' }),
  })
  .meta({ id: 'Webhook', description: "The company's webhook (without its secret) and the state of its deliveries." });

export const WebhookDeliverySchema = z
  .object({
    id: z.string().meta({
      description: 'The `webhook-id` header of the delivery: the same on every retry, so receivers can skip a repeat.',
      example: 'msg_2v3yQ0PZ8bWzXcq1NqL4Zx',
    }),
    type: WebhookEventSchema,
    changeId: z.number().int().nullable().meta({
      description:
        'The `changeId` of the registration change this delivery carries (as in the change feed); null for a week event.',
    }),
    registration: z
      .object({ kind: RegistrationKindSchema, registrationId: z.number().int() })
      .nullable()
      .meta({ description: 'The registration that changed; null for a week event.' }),
    submissionId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The `submissionId` of the week a week event is about; null for a registration change.' }),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({
      description:
        'pending: waiting or being retried; delivered: the receiver answered 2xx; failed: retried for a day without success, not sent again.',
    }),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: at('When it was last sent.'),
    nextAttemptAt: at('When it is sent next; null unless pending.'),
    deliveredAt: at('When the receiver accepted it.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery', description: 'One delivery of one change to the webhook, with its retries.' });

export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema).meta({ id: 'WebhookDeliveryPage' });
