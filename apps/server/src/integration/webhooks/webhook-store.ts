import type { WebhookEvent, WebhookPutBody } from '@bouwwerk/domain';
import { sql, type Selectable } from 'kysely';
import type { WebhookDeliveriesTable } from '../../db/types';
import type { Executor } from '../../repositories/executor';
import { newWebhookSecret } from './signing';

/** The company's webhook as the API shows it and the dispatcher uses it. */
export interface StoredWebhook {
  id: number;
  url: string;
  events: WebhookEvent[];
  secret: string;
  createdAt: Date;
  updatedAt: Date;
}

const WEBHOOK_COLUMNS = ['id', 'url', 'events', 'secret', 'created_at', 'updated_at'] as const;

const toWebhook = (row: {
  id: number;
  url: string;
  events: string[];
  secret: string;
  created_at: Date;
  updated_at: Date;
}): StoredWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  secret: row.secret,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findWebhook(db: Executor, companyId: number): Promise<StoredWebhook | null> {
  const row = await db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? toWebhook(row) : null;
}

/**
 * Creates the company's webhook, or changes its URL and events. The secret is made on creation and kept on a
 * change unless `rotateSecret`; one statement, so two PUTs at once cannot both make the webhook.
 */
export async function saveWebhook(
  db: Executor,
  companyId: number,
  body: WebhookPutBody,
): Promise<{ webhook: StoredWebhook; created: boolean; secretIsNew: boolean }> {
  const candidate = newWebhookSecret();
  const row = await db
    .insertInto('webhooks')
    .values({ company_id: companyId, url: body.url, events: body.events, secret: candidate })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({
        url: (eb) => eb.ref('excluded.url'),
        events: (eb) => eb.ref('excluded.events'),
        secret: body.rotateSecret ? (eb) => eb.ref('excluded.secret') : (eb) => eb.ref('webhooks.secret'),
        updated_at: sql`now()`,
      }),
    )
    .returning([...WEBHOOK_COLUMNS, sql<boolean>`xmax = 0`.as('created')])
    .executeTakeFirstOrThrow();
  return { webhook: toWebhook(row), created: row.created, secretIsNew: row.secret === candidate };
}

/** Removes the webhook and its deliveries (pending ones are not sent); false when there was none. */
export async function deleteWebhook(db: Executor, companyId: number): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface DeliveryState {
  pending: number;
  lastSuccessAt: Date | null;
  lastFailure: { at: Date; statusCode: number | null; error: string } | null;
  nextAttemptAt: Date | null;
}

export async function deliveryState(db: Executor, webhookId: number): Promise<DeliveryState> {
  const row = await db
    .selectFrom('webhooks as w')
    .select((eb) => [
      'w.last_success_at',
      'w.last_failure_at',
      'w.last_failure_status_code',
      'w.last_failure_error',
      eb
        .selectFrom('webhook_deliveries as d')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('d.webhook_id', '=', 'w.id')
        .where('d.status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((min) => min.fn.min('d.next_attempt_at').as('at'))
        .whereRef('d.webhook_id', '=', 'w.id')
        .where('d.status', '=', 'pending')
        .as('next_attempt_at'),
    ])
    .where('w.id', '=', webhookId)
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending ?? 0),
    lastSuccessAt: row.last_success_at as Date | null,
    lastFailure: row.last_failure_at
      ? {
          at: row.last_failure_at as Date,
          statusCode: row.last_failure_status_code,
          error: row.last_failure_error ?? '',
        }
      : null,
    nextAttemptAt: (row.next_attempt_at as Date | null) ?? null,
  };
}

export type DeliveryRow = Pick<
  Selectable<WebhookDeliveriesTable>,
  | 'id'
  | 'message_id'
  | 'change_id'
  | 'event'
  | 'registration_kind'
  | 'registration_id'
  | 'status'
  | 'attempts'
  | 'last_status_code'
  | 'last_error'
  | 'last_attempt_at'
  | 'next_attempt_at'
  | 'delivered_at'
  | 'created_at'
>;

/** The webhook's deliveries in the order they were made, after the one with id `afterId`. */
export async function listDeliveries(
  db: Executor,
  webhookId: number,
  afterId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'message_id',
      'change_id',
      'event',
      'registration_kind',
      'registration_id',
      'status',
      'attempts',
      'last_status_code',
      'last_error',
      'last_attempt_at',
      'next_attempt_at',
      'delivered_at',
      'created_at',
    ])
    .where('webhook_id', '=', webhookId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
