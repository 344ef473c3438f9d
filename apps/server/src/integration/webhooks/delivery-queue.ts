import type { RegistrationChange, WebhookEvent } from '@bouwwerk/domain';
import { sql, type Kysely } from 'kysely';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/types';
import { newMessageId } from './signing';

/**
 * The dispatcher's side of the tables: turning the change feed into deliveries, and the deliveries' leases
 * and outcomes. No transaction is held while a delivery is sent: a sender leases the row (lease_owner,
 * lease_until) in one statement and records the outcome in another, so the database's one connection per
 * process stays free for requests, and a process that dies leaves a lease that runs out.
 */

/** A webhook whose company has changes it has not seen, and where it stands in the change feed. */
export interface FeedingWebhook {
  id: number;
  companyId: number;
  events: WebhookEvent[];
  position: FeedPosition;
  createdAt: Date;
}

/** Where a webhook stands in the change feed, in the feed's own terms (change-feed.ts). */
export interface FeedPosition {
  tx: string;
  seq: string;
}

export const eventOf = (change: RegistrationChange): WebhookEvent => `registration.${change.action}`;

/** The body of a delivery, as Standard Webhooks shapes it: the event's type and time, and the change. */
export const deliveryBody = (change: RegistrationChange): string =>
  JSON.stringify({ type: eventOf(change), timestamp: change.changedAt, data: change });

/**
 * Stores a delivery for each change the webhook subscribed to, and moves its position to `next`, in one
 * transaction: a change is never lost between the two, nor made into a delivery twice. The position moves
 * only from where it was read (`webhook.position`); when another process moved it first, nothing is written
 * and false is returned. Changes made before the webhook was created are passed over: it starts with the present.
 */
export async function enqueueChanges(
  db: Kysely<Database>,
  webhook: FeedingWebhook,
  changes: RegistrationChange[],
  next: FeedPosition,
): Promise<boolean> {
  const wanted = changes.filter(
    (change) => webhook.events.includes(eventOf(change)) && new Date(change.changedAt) >= webhook.createdAt,
  );
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('webhooks')
      .set({ feed_tx: next.tx, feed_seq: next.seq })
      .where('id', '=', webhook.id)
      .where(sql<boolean>`(feed_tx, feed_seq) = (${webhook.position.tx}::xid8, ${webhook.position.seq}::bigint)`)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    if (wanted.length > 0) {
      await trx
        .insertInto('webhook_deliveries')
        .values(
          wanted.map((change) => ({
            webhook_id: webhook.id,
            message_id: newMessageId(),
            change_id: change.changeId,
            event: eventOf(change),
            registration_kind: change.kind,
            registration_id: change.registrationId,
            body: deliveryBody(change),
          })),
        )
        // The position's compare-and-set already rules a second copy out; this keeps it so whatever happens.
        .onConflict((oc) => oc.columns(['webhook_id', 'change_id']).doNothing())
        .execute();
    }
    return true;
  });
}

/** A delivery leased for sending, with where to and the secret to sign with. */
export interface ClaimedDelivery {
  id: number;
  messageId: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * A delivery `c` that may be sent now: pending, its time come, not leased by a live sender, and no earlier
 * delivery of the same registration to the same webhook still pending (in order per registration: a later
 * change waits while an earlier one is being retried).
 */
const DUE = sql`
  c.status = 'pending' AND c.next_attempt_at <= now() AND (c.lease_until IS NULL OR c.lease_until < now())
  AND NOT EXISTS (
    SELECT 1 FROM webhook_deliveries e
    WHERE e.webhook_id = c.webhook_id AND e.registration_kind = c.registration_kind
      AND e.registration_id = c.registration_id AND e.status = 'pending' AND e.id < c.id
  )`;

/**
 * Leases up to `limit` due deliveries. SKIP LOCKED lets several processes claim at once without waiting for
 * each other or taking the same row; the lease keeps it theirs after the statement.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<{
    id: number;
    message_id: string;
    body: string;
    attempts: number;
    url: string;
    secret: string;
  }>`
    UPDATE webhook_deliveries d
    SET lease_owner = ${owner}, lease_until = now() + ${leaseMs}::float8 * interval '1 millisecond'
    FROM webhooks w
    WHERE w.id = d.webhook_id AND d.id IN (
      SELECT c.id FROM webhook_deliveries c
      WHERE ${DUE}
      ORDER BY c.next_attempt_at, c.id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING d.id, d.message_id, d.body, d.attempts, w.url, w.secret`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    body: row.body,
    attempts: row.attempts,
    url: row.url,
    secret: row.secret,
  }));
}

/** What a step of the dispatcher has to do: the webhooks with new changes, and whether deliveries are due. */
export interface PendingWork {
  webhooks: FeedingWebhook[];
  deliveriesDue: boolean;
}

/**
 * One read that tells a step what there is to do, so that an idle step (nearly all) costs one statement
 * and writes nothing. A webhook has new changes when its company has changes past its position that the
 * change feed returns now: the feed's own condition (change-feed.ts, decision 009).
 */
export async function pendingWork(db: Kysely<Database>): Promise<PendingWork> {
  const [row] = await pendingWorkQuery(db, {});
  return {
    deliveriesDue: row!.due,
    webhooks: row!.webhooks.map((w) => ({
      id: w.id,
      companyId: w.companyId,
      events: w.events,
      position: { tx: w.tx, seq: w.seq },
      createdAt: new Date(w.createdAt),
    })),
  };
}

interface PendingWorkRow {
  due: boolean;
  webhooks: Array<{
    id: number;
    companyId: number;
    events: WebhookEvent[];
    tx: string;
    seq: string;
    createdAt: string;
  }>;
}

/** Run every second by every process: prepared once (query-template.ts), not planned each time. */
const pendingWorkQuery = queryTemplate((db, _args: Record<string, never>) => ({
  compile: () =>
    sql<PendingWorkRow>`
      SELECT
        EXISTS (SELECT 1 FROM webhook_deliveries c WHERE ${DUE}) AS due,
        coalesce((
          SELECT json_agg(json_build_object(
            'id', w.id, 'companyId', w.company_id, 'events', w.events, 'tx', w.feed_tx::text, 'seq', w.feed_seq::text, 'createdAt', w.created_at
          ) ORDER BY w.id)
          FROM webhooks w
          WHERE EXISTS (
            SELECT 1 FROM registration_changes c
            WHERE c.company_id = w.company_id
              AND c.tx < pg_snapshot_xmin(pg_current_snapshot())
              AND (c.tx, c.seq) > (w.feed_tx, w.feed_seq)
          )
        ), '[]') AS webhooks`.compile(db),
}));

/** What became of one attempt. */
export type AttemptOutcome =
  | { accepted: true; statusCode: number }
  | { accepted: false; statusCode: number | null; error: string; retryInMs: number; giveUpAfterMs: number };

/**
 * Records an attempt on the delivery and the webhook's last success or failure, in one statement, if the
 * lease is still `owner`'s. A failure is tried again after `retryInMs`, unless that falls after the delivery
 * is `giveUpAfterMs` old: then it is failed. Returns the delivery's status after it (null: lease lost).
 */
export async function recordAttempt(
  db: Kysely<Database>,
  delivery: Pick<ClaimedDelivery, 'id'>,
  owner: string,
  outcome: AttemptOutcome,
): Promise<'pending' | 'delivered' | 'failed' | null> {
  const { rows } = outcome.accepted
    ? await sql<{ status: 'delivered' }>`
        WITH d AS (
          UPDATE webhook_deliveries
          SET status = 'delivered', attempts = attempts + 1, last_attempt_at = now(), last_status_code = ${outcome.statusCode},
              last_error = NULL, delivered_at = now(), lease_owner = NULL, lease_until = NULL
          WHERE id = ${delivery.id} AND lease_owner = ${owner}
          RETURNING webhook_id, status
        ), w AS (
          UPDATE webhooks SET last_success_at = now() WHERE id IN (SELECT webhook_id FROM d)
        )
        SELECT status FROM d`.execute(db)
    : await sql<{ status: 'pending' | 'failed' }>`
        WITH d AS (
          UPDATE webhook_deliveries
          SET attempts = attempts + 1, last_attempt_at = now(), last_status_code = ${outcome.statusCode}::integer,
              last_error = ${outcome.error}, lease_owner = NULL, lease_until = NULL,
              next_attempt_at = now() + ${outcome.retryInMs}::float8 * interval '1 millisecond',
              status = CASE
                WHEN now() + ${outcome.retryInMs}::float8 * interval '1 millisecond' > created_at + ${outcome.giveUpAfterMs}::float8 * interval '1 millisecond'
                THEN 'failed' ELSE 'pending' END
          WHERE id = ${delivery.id} AND lease_owner = ${owner}
          RETURNING webhook_id, status
        ), w AS (
          UPDATE webhooks SET last_failure_at = now(), last_failure_status_code = ${outcome.statusCode}::integer, last_failure_error = ${outcome.error}
          WHERE id IN (SELECT webhook_id FROM d)
        )
        SELECT status FROM d`.execute(db);
  return rows[0]?.status ?? null;
}

/** Gives a lease back without an attempt (the server is stopping): another sender may take it at once. */
export async function releaseLease(db: Kysely<Database>, deliveryId: number, owner: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', deliveryId)
    .where('lease_owner', '=', owner)
    .execute();
}

/** How far the webhooks are behind, for /metrics: over all companies, never per company. */
export interface WebhookBacklog {
  /** Deliveries not yet accepted by their receiver and not given up. */
  pending: number;
  /** Of those, the ones whose receiver already failed at least once. */
  retrying: number;
  /** Seconds since the oldest pending delivery was made; 0 without any. */
  oldestPendingSeconds: number;
  /** Webhooks whose latest attempt failed. */
  failingWebhooks: number;
  /** The change feed's latest change (its seq): how fast it grows is how fast registrations change. */
  lastChangeSeq: number;
}

/**
 * One statement when scraped: the pending deliveries through their partial index (few, unless a receiver is
 * down), the webhooks (one per company at most), and the change log's primary key for its last seq.
 */
export async function webhookBacklog(db: Kysely<Database>): Promise<WebhookBacklog> {
  const { rows } = await sql<{
    pending: number;
    retrying: number;
    oldest_pending_seconds: number;
    failing_webhooks: number;
    last_change_seq: number;
  }>`
    SELECT d.pending, d.retrying, d.oldest_pending_seconds,
      (SELECT count(*) FROM webhooks w
        WHERE w.last_failure_at > coalesce(w.last_success_at, '-infinity'::timestamptz)) AS failing_webhooks,
      coalesce((SELECT max(seq) FROM registration_changes), 0) AS last_change_seq
    FROM (
      SELECT count(*) AS pending, count(*) FILTER (WHERE attempts > 0) AS retrying,
        coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_pending_seconds
      FROM webhook_deliveries WHERE status = 'pending'
    ) d`.execute(db);
  const row = rows[0]!;
  return {
    pending: Number(row.pending),
    retrying: Number(row.retrying),
    oldestPendingSeconds: Number(row.oldest_pending_seconds),
    failingWebhooks: Number(row.failing_webhooks),
    lastChangeSeq: Number(row.last_change_seq),
  };
}
