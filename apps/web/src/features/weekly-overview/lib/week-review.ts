import { amsterdamDateTime, maySubmitWeek, type WeekSubmission } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { nlWeekReview } from '../../../i18n/nl-week-review';

const when = (instant: string | null) => (instant ? amsterdamDateTime(new Date(instant)) : '');

/**
 * The week's status line under its cards: 'Week ingediend op …' while the office has it, 'Week goedgekeurd
 * door … op …' once approved; null while the employee may submit it (open, or sent back to him).
 */
export function weekStatusText(submission: WeekSubmission): string | null {
  if (maySubmitWeek(submission.state)) return null;
  if (submission.state === 'approved')
    return nlWeekReview.approved(submission.reviewedBy ?? nlWeekReview.office, when(submission.reviewedAt));
  return nl.weekSubmit.submitted(when(submission.submittedAt));
}

/** The notice above a week the office sent back, with its reason; null for any other week (or none known yet). */
export const sentBackNotice = (submission: WeekSubmission | undefined): string | null =>
  submission?.state === 'sent-back' ? nlWeekReview.sentBack(submission.reason.trim()) : null;
