import { HALF_A_MINUTE, type PushSubscriptionBody } from '@bouwwerk/domain';
import { sql, type Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/types';

/**
 * The tables of migration 019: the server's VAPID keys, the phones' subscriptions and the outbox of notices.
 * Plain SQL: the outbox's claim needs SKIP LOCKED, and nothing else in the server reads these tables.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair, made on the first call ever and kept: every process (and every later start)
 * reads the pair that was stored first, whoever raced to make it.
 */
export function vapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = loadOrCreateVapidKeys(db);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}

async function loadOrCreateVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await sql`
    INSERT INTO push_vapid_keys (public_key, private_key) VALUES (${made.publicKey}, ${made.privateKey})
    ON CONFLICT (id) DO NOTHING`.execute(db);
  const { rows } = await sql<{ public_key: string; private_key: string }>`
    SELECT public_key, private_key FROM push_vapid_keys`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('push_vapid_keys holds no key pair after storing one');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** Saves the session's subscription, replacing the one it had (a browser that subscribed again). */
export async function saveSubscription(
  db: Kysely<Database>,
  owner: { companyId: number; employeeId: number; sessionId: number },
  subscription: PushSubscriptionBody,
): Promise<void> {
  await sql`
    INSERT INTO push_subscriptions (company_id, employee_id, session_id, endpoint, p256dh, auth)
    VALUES (${owner.companyId}, ${owner.employeeId}, ${owner.sessionId}, ${subscription.endpoint},
      ${subscription.keys.p256dh}, ${subscription.keys.auth})
    ON CONFLICT (session_id) DO UPDATE
      SET endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`.execute(db);
}

export async function deleteSubscription(db: Kysely<Database>, sessionId: number): Promise<void> {
  await sql`DELETE FROM push_subscriptions WHERE session_id = ${sessionId}`.execute(db);
}

/** The push service no longer knows it (404, 410), or it can never be delivered: sending to it again is useless. */
export async function removeSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await sql`DELETE FROM push_subscriptions WHERE id = ${id}::bigint`.execute(db);
}

export interface StoredSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The employee's phones that may be told: signed in, their session neither revoked nor expired. */
export async function activeSubscriptions(
  db: Kysely<Database>,
  companyId: number,
  employeeId: number,
): Promise<StoredSubscription[]> {
  const { rows } = await sql<{ id: string; endpoint: string; p256dh: string; auth: string }>`
    SELECT s.id::text AS id, s.endpoint, s.p256dh, s.auth
    FROM push_subscriptions s JOIN sessions x ON x.id = s.session_id
    WHERE s.company_id = ${companyId} AND s.employee_id = ${employeeId}
      AND x.revoked_at IS NULL AND x.expires_at > now()
    ORDER BY s.id`.execute(db);
  return rows.map((row) => ({ id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}

/** A notice leased for sending. */
export interface ClaimedNotice {
  id: string;
  companyId: number;
  employeeId: number;
  /** yyyy-MM-dd: the day whose planning changed, or whose hours the reminder is about. */
  day: string;
  kind: 'planning' | 'hours-reminder';
  /** The hours a reminder names (working hours minus booked when it was queued); null for a planning notice. */
  missingHours: number | null;
  attempts: number;
}

/**
 * Leases up to `limit` notices that are due and have settled for `settleMs` since their change (a planner's
 * run of edits becomes one notice). SKIP LOCKED: several processes claim at once, never the same row.
 */
export async function claimDueNotices(
  db: Kysely<Database>,
  owner: string,
  options: { leaseMs: number; settleMs: number; limit: number },
): Promise<ClaimedNotice[]> {
  const { rows } = await sql<{
    id: string;
    company_id: number;
    employee_id: number;
    day: string;
    kind: ClaimedNotice['kind'];
    missing_hours: number | null;
    attempts: number;
  }>`
    UPDATE push_notices n
    SET lease_owner = ${owner}, lease_until = now() + ${options.leaseMs}::float8 * interval '1 millisecond'
    WHERE n.id IN (
      SELECT c.id FROM push_notices c
      WHERE c.status = 'pending' AND c.next_attempt_at <= now()
        AND c.changed_at <= now() - ${options.settleMs}::float8 * interval '1 millisecond'
        AND (c.lease_until IS NULL OR c.lease_until < now())
      ORDER BY c.next_attempt_at, c.id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING n.id::text AS id, n.company_id, n.employee_id, to_char(n.day, 'YYYY-MM-DD') AS day, n.kind,
      n.missing_hours::float8 AS missing_hours, n.attempts`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    day: row.day,
    kind: row.kind,
    missingHours: row.missing_hours,
    attempts: row.attempts,
  }));
}

/** Whether any notice may be due: the idle worker's one cheap read. */
export async function noticesPending(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ due: boolean }>`
    SELECT EXISTS (SELECT 1 FROM push_notices WHERE status = 'pending' AND next_attempt_at <= now()) AS due`.execute(
    db,
  );
  return rows[0]?.due ?? false;
}

/** The notice went out (or there was no phone left to tell), if the lease is still `owner`'s. */
export async function markSent(db: Kysely<Database>, id: string, owner: string): Promise<void> {
  await sql`
    UPDATE push_notices SET status = 'sent', sent_at = now(), attempts = attempts + 1, lease_owner = NULL, lease_until = NULL
    WHERE id = ${id}::bigint AND lease_owner = ${owner}`.execute(db);
}

/** No push service took it: tried again after `retryInMs`, or given up after `maxAttempts`. */
export async function markFailed(
  db: Kysely<Database>,
  id: string,
  owner: string,
  retry: { retryInMs: number; maxAttempts: number },
): Promise<void> {
  await sql`
    UPDATE push_notices
    SET attempts = attempts + 1, lease_owner = NULL, lease_until = NULL,
      next_attempt_at = now() + ${retry.retryInMs}::float8 * interval '1 millisecond',
      status = CASE WHEN attempts + 1 >= ${retry.maxAttempts} THEN 'failed' ELSE 'pending' END
    WHERE id = ${id}::bigint AND lease_owner = ${owner}`.execute(db);
}

/** Gives a lease back without an attempt (the server is stopping). */
export async function releaseNotice(db: Kysely<Database>, id: string, owner: string): Promise<void> {
  await sql`
    UPDATE push_notices SET lease_owner = NULL, lease_until = NULL
    WHERE id = ${id}::bigint AND lease_owner = ${owner}`.execute(db);
}

/**
 * Notices of days long past: the outbox keeps a row per employee, day and kind, and would only grow. A sent
 * reminder is kept for as long as the office's week review looks back ('Herinnerd').
 */
export async function pruneNotices(db: Kysely<Database>, keepDays: number): Promise<void> {
  await sql`DELETE FROM push_notices WHERE status <> 'pending'
    AND day < current_date - CASE WHEN kind = 'hours-reminder' THEN ${REMINDERS_KEPT_DAYS} ELSE ${keepDays}::integer END`.execute(
    db,
  );
}

/** How long the office sees that an employee was reminded. */
export const REMINDERS_KEPT_DAYS = 120;

/** The ISO weekday's column of employee_working_hours. */
const OWN_HOURS_OF_WEEKDAY = sql`CASE d.weekday WHEN 1 THEN w.monday WHEN 2 THEN w.tuesday WHEN 3 THEN w.wednesday
  WHEN 4 THEN w.thursday WHEN 5 THEN w.friday WHEN 6 THEN w.saturday ELSE w.sunday END`;

/**
 * Queues today's reminders to book hours, at `now`: for each company whose reminder time (Amsterdam) has come,
 * each active employee with registration rights and a phone that allows notices, whose working hours today
 * (his own, else the company's) are more than the hours he booked. Once a day each: a reminder already queued
 * or sent stands. Answers how many it queued.
 */
export async function queueHoursReminders(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await sql`
    WITH d AS (
      SELECT local::date AS today, extract(isodow FROM local)::int AS weekday, local::time AS clock
      FROM (SELECT ${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Amsterdam' AS local) l
    )
    INSERT INTO push_notices (company_id, employee_id, day, kind, missing_hours)
    SELECT e.company_id, e.id, d.today, 'hours-reminder', need.hours - booked.hours
    FROM d
    JOIN companies c ON c.hours_reminder_at IS NOT NULL AND d.clock >= c.hours_reminder_at
    JOIN employees e ON e.company_id = c.id AND e.active AND e.deleted_at IS NULL AND e.registratie_rechten > 0
    CROSS JOIN LATERAL (
      SELECT coalesce(
        (SELECT ${OWN_HOURS_OF_WEEKDAY} FROM employee_working_hours w
          WHERE w.company_id = e.company_id AND w.employee_id = e.id),
        (SELECT ch.hours FROM company_working_hours ch WHERE ch.company_id = c.id AND ch.weekday = d.weekday),
        0) AS hours
    ) need
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(h.hours), 0) AS hours FROM hour_registrations h
      WHERE h.company_id = e.company_id AND h.employee_id = e.id AND h.date = d.today
        AND h.other_cost_type_id IS NULL
    ) booked
    WHERE need.hours > 0 AND need.hours - booked.hours >= ${HALF_A_MINUTE}::float8
      AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.company_id = e.company_id AND s.employee_id = e.id)
    ON CONFLICT (company_id, employee_id, day, kind) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
