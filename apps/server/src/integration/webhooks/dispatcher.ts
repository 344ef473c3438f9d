import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookAddressPolicy } from '../../config';
import type { Database } from '../../db/types';
import { decodeCursor, encodeCursor } from '../feed-cursor';
import { readChangeFeed } from '../registrations/change-feed';
import type { HostResolver } from './address-guard';
import {
  claimDueDeliveries,
  enqueueChanges,
  pendingWork,
  recordAttempt,
  releaseLease,
  type ClaimedDelivery,
  type FeedingWebhook,
} from './delivery-queue';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy';
import { sendDelivery } from './sender';

export interface DispatcherLog {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export interface DispatcherOptions {
  db: Kysely<Database>;
  policy: WebhookAddressPolicy;
  resolve?: HostResolver;
  retry?: RetryPolicy;
  /** One attempt, from connecting to the receiver's status line. */
  timeoutMs?: number;
  /** How often the loop looks for new changes and due deliveries when there is nothing else to do. */
  intervalMs?: number;
  /** Changes read from one webhook's feed per step. */
  feedBatch?: number;
  /** Deliveries claimed per step. */
  sendBatch?: number;
  /** Attempts of this process under way at once. */
  maxInFlight?: number;
  log?: DispatcherLog;
  random?: () => number;
}

/**
 * Sends the webhooks: a loop in each server process. One step turns the registration changes each webhook
 * has not seen into deliveries (delivery-queue.ts) and starts sending the deliveries that are due; a
 * delivery that fails is retried with backoff (retry-policy.ts) until it succeeds or is given up.
 *
 * It looks every `intervalMs` (1 s): a poll, not a wake-up from the writing routes, because the write may
 * come from any server process, and because an idle step costs one prepared read (an index probe of the
 * change log per webhook and one of the due deliveries). While there is more (a full batch, or a delivery
 * just accepted whose registration may have a next change) it goes on without the wait. Its timer does not
 * keep the process alive; stop() aborts the attempts under way (they are tried again, not counted) and
 * waits for its statements, so the server closes the database after it.
 */
export class WebhookDispatcher {
  private readonly owner = randomUUID();
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly retry: RetryPolicy;
  private readonly timeoutMs: number;
  private readonly intervalMs: number;
  private readonly feedBatch: number;
  private readonly sendBatch: number;
  private readonly maxInFlight: number;
  private timer: NodeJS.Timeout | null = null;
  private step: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: DispatcherOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.intervalMs = options.intervalMs ?? 1_000;
    this.feedBatch = options.feedBatch ?? 500;
    this.sendBatch = options.sendBatch ?? 20;
    this.maxInFlight = options.maxInFlight ?? 20;
  }

  /**
   * One whole step, waiting for its attempts: the new changes become deliveries, then the due deliveries
   * are sent once. For tests, which step the dispatcher themselves; the server's loop runs start().
   */
  async tick(): Promise<{ changesRead: number; attempts: number }> {
    const { changesRead, claimed } = await this.prepare(this.sendBatch);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return { changesRead, attempts: claimed.length };
  }

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.step;
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runStep(), delayMs);
    // Housekeeping must not keep the process alive.
    this.timer.unref();
  }

  /** A delivery was accepted: the next change of its registration may now go, without waiting a whole interval. */
  private wake(): void {
    if (this.step) this.again = true;
    else this.schedule(0);
  }

  private runStep(): void {
    this.timer = null;
    this.again = false;
    this.step = (async () => {
      let more = false;
      try {
        const room = Math.max(0, Math.min(this.sendBatch, this.maxInFlight - this.inFlight.size));
        const { fullPage, claimed } = await this.prepare(room);
        for (const delivery of claimed) this.track(this.attempt(delivery).then((accepted) => accepted && this.wake()));
        more = fullPage || claimed.length === this.sendBatch;
      } catch (error) {
        this.options.log?.error({ err: error }, 'webhook dispatcher step failed; trying again');
      }
      this.step = null;
      this.schedule(more || this.again ? 0 : this.intervalMs);
    })();
  }

  private track(attempt: Promise<unknown>): void {
    this.inFlight.add(attempt);
    void attempt.finally(() => this.inFlight.delete(attempt));
  }

  /**
   * The first half of a step: reads what there is to do (one statement, which is all an idle step costs),
   * turns each webhook's new changes into deliveries, and leases up to `room` due deliveries to send.
   * fullPage: some webhook's feed had more than one batch.
   */
  private async prepare(room: number): Promise<{ changesRead: number; fullPage: boolean; claimed: ClaimedDelivery[] }> {
    const work = await pendingWork(this.options.db);
    let changesRead = 0;
    let fullPage = false;
    for (const webhook of work.webhooks) {
      if (this.stopping.signal.aborted) break;
      try {
        const read = await this.enqueue(webhook);
        changesRead += read;
        fullPage ||= read === this.feedBatch;
      } catch (error) {
        this.options.log?.error(
          { err: error, webhookId: webhook.id },
          'turning the change feed into webhook deliveries failed',
        );
      }
    }
    const due = work.deliveriesDue || changesRead > 0;
    // Past its timeout an attempt is over, so a lease of three timeouts outlives every attempt of a live process.
    const claimed =
      due && room > 0 && !this.stopping.signal.aborted
        ? await claimDueDeliveries(this.options.db, this.owner, this.timeoutMs * 3, room)
        : [];
    return { changesRead, fullPage, claimed };
  }

  private async enqueue(webhook: FeedingWebhook): Promise<number> {
    const { changes, next } = await readChangeFeed(
      this.options.db,
      webhook.companyId,
      encodeCursor(webhook.position),
      this.feedBatch,
    );
    const position = decodeCursor(next);
    if (!position) throw new Error(`The change feed answered a cursor it does not read back: ${next}`);
    if (changes.length > 0) await enqueueChanges(this.options.db, webhook, changes, position);
    return changes.length;
  }

  /** Sends one delivery and records what came of it; true when the receiver accepted it. */
  private async attempt(delivery: ClaimedDelivery): Promise<boolean> {
    const { db, policy, resolve, log, random } = this.options;
    try {
      const sent = await sendDelivery(delivery, {
        policy,
        resolve,
        timeoutMs: this.timeoutMs,
        stopping: this.stopping.signal,
      });
      if (sent.kind === 'aborted') {
        await releaseLease(db, delivery.id, this.owner);
        return false;
      }
      const status = await recordAttempt(
        db,
        delivery,
        this.owner,
        sent.kind === 'accepted'
          ? { accepted: true, statusCode: sent.statusCode }
          : {
              accepted: false,
              statusCode: sent.statusCode,
              error: sent.error,
              retryInMs: retryDelayMs(delivery.attempts + 1, this.retry, random),
              giveUpAfterMs: this.retry.giveUpAfterMs,
            },
      );
      if (status === 'failed')
        log?.warn(
          { deliveryId: delivery.id, error: sent.kind === 'refused' ? sent.error : '' },
          'webhook delivery given up',
        );
      return status === 'delivered';
    } catch (error) {
      // Its lease runs out and another step tries it again: at least once, whatever failed here.
      log?.error({ err: error, deliveryId: delivery.id }, 'webhook delivery attempt failed unexpectedly');
      return false;
    }
  }
}

/** The server's loop, started with each server process; the returned stop() goes before the database closes. */
export function startWebhookDispatcher(options: DispatcherOptions): () => Promise<void> {
  const dispatcher = new WebhookDispatcher(options);
  dispatcher.start();
  return () => dispatcher.stop();
}
