import { z } from 'zod';
import { WEEK_STATES } from '../week-states';
import { ApiDateSchema } from './common-fields';

/**
 * "Week indienen" (docs/decisions/012-one-hand-gloves-and-sunlight.md): the employee marks an ISO week as complete.
 * `date` is any day of the week; the server keeps the week by its Monday.
 */
export const WeekSubmissionParamsSchema = z.object({ date: ApiDateSchema });

export const WeekSubmissionSchema = z.object({
  /** The week's Monday, yyyy-MM-dd. */
  weekStart: z.string(),
  /** When the week was submitted (ISO 8601); null while it is not. */
  submittedAt: z.iso.datetime().nullable(),
  /** open, submitted, approved or sent-back (week-states.ts). */
  state: z.enum(WEEK_STATES),
  /** Why the office last sent the week back or reopened it; '' after an approval and before any decision. */
  reason: z.string(),
  /** When and by whom of the office the week was last approved, sent back or reopened; null before that. */
  reviewedAt: z.iso.datetime().nullable(),
  reviewedBy: z.string().nullable(),
});
export type WeekSubmission = z.infer<typeof WeekSubmissionSchema>;
