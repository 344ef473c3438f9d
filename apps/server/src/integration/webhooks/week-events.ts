import type { WebhookEvent, WeekDecision } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../repositories/executor';
import { readWeekSubmission } from '../week-submissions';
import { newMessageId } from './signing';

/** The decisions a webhook hears of; a reopened week is under review again, which is no event of its own. */
const EVENT_OF: Partial<Record<WeekDecision, WebhookEvent>> = {
  approve: 'week.approved',
  'send-back': 'week.sent_back',
};

/**
 * Stores the delivery of an office decision on a week for the company's webhook, when it subscribed to it, in
 * the decision's transaction (migration 022): the body is the week as the feed shows it, in the Standard
 * Webhooks shape of the registration events. A week's events keep their order, as a registration's do
 * (delivery-queue.ts: kind 'week', the submission's id).
 */
export async function enqueueWeekDecision(
  trx: Executor,
  companyId: number,
  week: { employeeId: number; monday: string },
  decision: WeekDecision,
): Promise<void> {
  const event = EVENT_OF[decision];
  if (!event) return;
  const data = await readWeekSubmission(trx, companyId, week.employeeId, week.monday);
  if (!data) throw new Error(`Week ${week.monday} of employee ${week.employeeId} was decided on but is not there`);
  const body = JSON.stringify({ type: event, timestamp: data.reviewedAt, data });
  await sql`
    INSERT INTO webhook_deliveries (webhook_id, message_id, change_id, event, registration_kind, registration_id, body)
    SELECT w.id, ${newMessageId()}, NULL, ${event}, 'week', ${data.submissionId}, ${body}
    FROM webhooks w WHERE w.company_id = ${companyId} AND ${event} = any(w.events)`.execute(trx);
}
