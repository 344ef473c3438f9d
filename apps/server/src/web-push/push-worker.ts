import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { decimalToHhmm, formatDate, longWeekday, parseDate, type PushNotice } from '@bouwwerk/domain';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { WebhookAddressPolicy } from '../config';
import type { Database } from '../db/types';
import { connectingLookup, refusedDestination, type HostResolver } from '../integration/webhooks/address-guard';
import {
  activeSubscriptions,
  claimDueNotices,
  markFailed,
  markSent,
  noticesPending,
  pruneNotices,
  queueHoursReminders,
  releaseNotice,
  removeSubscription,
  vapidKeys,
  type ClaimedNotice,
  type StoredSubscription,
} from './push-store';

export const PLANNING_NOTICE_TITLE = 'Planning voor morgen gewijzigd';

/** Who the push services may write to about the sender, as VAPID asks; nobody reads it for a phone's notice. */
const VAPID_SUBJECT = 'mailto:beheer@bouwwerk.invalid';

/** What the service worker shows: the title, which day, and the day's overview on a tap. */
export function planningNotice(day: string): PushNotice {
  const date = parseDate(day, 'api')!;
  return {
    title: PLANNING_NOTICE_TITLE,
    body: `Bekijk je planning voor ${longWeekday(date)} ${formatDate(date, 'heading')}.`,
    url: `/weekly/overview/${formatDate(date, 'route')}`,
    tag: `planning-${day}`,
  };
}

/** '3:30' for 3.5 hours: the clock's hours without a leading zero, as one says it. */
const spokenHours = (hours: number) => decimalToHhmm(hours).replace(/^0(\d)/, '$1');

/** The reminder to book: how much is left of today, and the day's overview on a tap. */
export function hoursReminderNotice(day: string, missingHours: number): PushNotice {
  const date = parseDate(day, 'api')!;
  return {
    title: `Nog ${spokenHours(missingHours)} uur te boeken voor vandaag`,
    body: `Boek je uren van ${longWeekday(date)} ${formatDate(date, 'heading')}.`,
    url: `/weekly/overview/${formatDate(date, 'route')}`,
    tag: `hours-${day}`,
  };
}

const payloadOf = (notice: ClaimedNotice): PushNotice =>
  notice.kind === 'hours-reminder'
    ? hoursReminderNotice(notice.day, notice.missingHours ?? 0)
    : planningNotice(notice.day);

export interface PushLog {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export interface PushWorkerOptions {
  db: Kysely<Database>;
  /** Which addresses a push endpoint may have: the webhooks' policy, so a subscription cannot reach the inside. */
  policy: WebhookAddressPolicy;
  resolve?: HostResolver;
  /** A certificate authority to trust besides the system's: the tests' own push receiver. */
  trustedCa?: string;
  /** How long a notice waits after its latest change, so that a run of edits becomes one notice. */
  settleMs?: number;
  intervalMs?: number;
  timeoutMs?: number;
  batch?: number;
  maxAttempts?: number;
  log?: PushLog;
}

type Sent = 'sent' | 'gone' | 'failed';

/** Steps between two looks for reminders due (at the default 2 s a step: a minute). */
const REMINDER_EVERY_STEPS = 30;

/**
 * Sends the outbox of migration 019: a loop in each server process, like the webhook dispatcher. A notice is
 * claimed by one process (SKIP LOCKED and a lease), sent to each of the employee's phones, and marked sent.
 * A phone whose push service answers 404 or 410 unsubscribed: its subscription is removed. When no push
 * service took it at all (network, 5xx) it is tried again later, a few times; when some did, it is sent,
 * so that no phone gets it twice.
 */
export class PushWorker {
  private readonly owner = randomUUID();
  private readonly stopping = new AbortController();
  private readonly agent: https.Agent;
  private readonly settleMs: number;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly batch: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | null = null;
  private step: Promise<unknown> | null = null;
  private steps = 0;

  constructor(private readonly options: PushWorkerOptions) {
    this.settleMs = options.settleMs ?? 30_000;
    this.intervalMs = options.intervalMs ?? 2_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.batch = options.batch ?? 20;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.agent = new https.Agent({
      lookup: connectingLookup(options.policy, options.resolve),
      ...(options.trustedCa ? { ca: options.trustedCa } : {}),
    });
  }

  /** One step, waiting for its sends: for tests, which step the worker themselves. Returns the notices sent. */
  async tick(): Promise<number> {
    const claimed = await claimDueNotices(this.options.db, this.owner, {
      leaseMs: this.timeoutMs * 3,
      settleMs: this.settleMs,
      limit: this.batch,
    });
    const outcomes = await Promise.all(claimed.map((notice) => this.deliver(notice)));
    return outcomes.filter((outcome) => outcome === 'sent').length;
  }

  start(): void {
    // The key pair exists from the first start on, before any phone asks for it.
    vapidKeys(this.options.db).catch((error: unknown) =>
      this.options.log?.error({ err: error }, 'storing the VAPID key pair failed; tried again when needed'),
    );
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.step;
    this.agent.destroy();
  }

  private schedule(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => this.runStep(), delayMs);
    this.timer.unref();
  }

  private runStep(): void {
    this.step = (async () => {
      try {
        // An idle step is one read; today's reminders about once a minute; a day's pruning, now and then.
        const step = this.steps++;
        if (step % 1000 === 0) await pruneNotices(this.options.db, 7);
        if (step % REMINDER_EVERY_STEPS === 0) await queueHoursReminders(this.options.db, new Date());
        if (await noticesPending(this.options.db)) await this.tick();
      } catch (error) {
        this.options.log?.error({ err: error }, 'push notice step failed; trying again');
      }
      this.step = null;
      this.schedule(this.intervalMs);
    })();
  }

  private async deliver(notice: ClaimedNotice): Promise<Sent> {
    const { db, log } = this.options;
    try {
      const phones = await activeSubscriptions(db, notice.companyId, notice.employeeId);
      const outcomes = await Promise.all(phones.map((phone) => this.send(phone, payloadOf(notice))));
      if (this.stopping.signal.aborted && outcomes.every((outcome) => outcome === 'failed')) {
        await releaseNotice(db, notice.id, this.owner);
        return 'failed';
      }
      if (outcomes.length > 0 && outcomes.every((outcome) => outcome === 'failed')) {
        const retryInMs = Math.min(60_000 * 2 ** notice.attempts, 30 * 60_000);
        await markFailed(db, notice.id, this.owner, { retryInMs, maxAttempts: this.maxAttempts });
        return 'failed';
      }
      await markSent(db, notice.id, this.owner);
      return 'sent';
    } catch (error) {
      // Its lease runs out and another step tries it again.
      log?.error({ err: error, noticeId: notice.id }, 'push notice failed unexpectedly');
      return 'failed';
    }
  }

  private async send(phone: StoredSubscription, notice: PushNotice): Promise<Sent> {
    const { db, policy, resolve, log } = this.options;
    const refused = await refusedDestination(phone.endpoint, policy, resolve);
    if (refused) {
      await removeSubscription(db, phone.id);
      log?.warn(
        { subscriptionId: phone.id, reason: refused },
        'push subscription removed: its endpoint is not allowed',
      );
      return 'gone';
    }
    const keys = await vapidKeys(db);
    try {
      await webpush.sendNotification(phone, JSON.stringify(notice), {
        vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        // Tomorrow's planning and today's hours are news until tomorrow: a phone that is off longer than half a
        // day need not get them.
        TTL: 12 * 60 * 60,
        urgency: 'normal',
        // A newer notice of the same kind replaces one the push service still holds.
        topic: notice.tag.startsWith('hours-') ? 'hours' : 'planning',
        timeout: this.timeoutMs,
        agent: this.agent,
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await removeSubscription(db, phone.id);
        return 'gone';
      }
      log?.warn(
        { err: error, subscriptionId: phone.id, statusCode: error instanceof WebPushError ? error.statusCode : null },
        'push notice not taken by the push service',
      );
      return 'failed';
    }
  }
}

/** The server's loop, started with each server process; the returned stop() goes before the database closes. */
export function startPushWorker(options: PushWorkerOptions): () => Promise<void> {
  const worker = new PushWorker(options);
  worker.start();
  return () => worker.stop();
}
