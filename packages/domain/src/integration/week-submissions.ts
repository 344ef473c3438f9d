import { z } from 'zod';
import { WEEK_STATES } from '../week-states';
import { CursorSchema, INTEGRATION_LIMITS, queryInteger } from './common';

/** An employee's week marked as complete in the app ("Week indienen"), as the office reads it. */
export const ExportedWeekSubmissionSchema = z
  .object({
    submissionId: z.number().int().meta({ description: "The submission's own number, unique.", example: 318 }),
    employeeId: z.number().int().meta({ description: "Bouwwerk's id of the employee.", example: 12 }),
    employeeExternalId: z
      .string()
      .nullable()
      .meta({ description: 'Your id of the employee; null when you gave none.', example: 'E-0042' }),
    employeeName: z.string().meta({ description: 'First and last name.', example: 'Jan Jansen' }),
    weekStart: z.string().meta({ description: "The ISO week's Monday, yyyy-MM-dd.", example: '2026-11-16' }),
    weekNumber: z.number().int().meta({ description: 'The ISO week number.', example: 47 }),
    submittedAt: z.iso.datetime().meta({ description: 'When the employee last submitted the week.' }),
    state: z
      .enum(WEEK_STATES)
      .exclude(['open'])
      .meta({
        description:
          "submitted: waiting for the office's review; approved: the office approved it, its registrations are " +
          'validated and final until a beheerder reopens it; sent-back: the office sent it back to the employee ' +
          'with a reason, and he submits it again.',
        example: 'approved',
      }),
    reason: z.string().meta({
      description:
        "Why the office last sent the week back or reopened it; '' after an approval and before any decision.",
      example: 'Uren op woensdag horen bij P26-009',
    }),
    reviewedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the office last approved, sent back or reopened it; null before that.' }),
    reviewedBy: z.string().nullable().meta({ description: 'Who of the office did.', example: 'Anne de Vries' }),
  })
  .meta({
    id: 'WeekSubmission',
    description: "A week the employee marked as complete, with the office's decision on it.",
  });
export type ExportedWeekSubmission = z.infer<typeof ExportedWeekSubmissionSchema>;

export const WeekSubmissionsQuerySchema = z.strictObject({
  after: CursorSchema.optional().meta({
    description: 'The `next` of your previous call; absent to start at the beginning.',
  }),
  limit: queryInteger(1, INTEGRATION_LIMITS.pageMax, INTEGRATION_LIMITS.pageDefault).meta({
    description: `Submissions per call, 1 to ${INTEGRATION_LIMITS.pageMax} (default ${INTEGRATION_LIMITS.pageDefault}).`,
  }),
});

export const WeekSubmissionsPageSchema = z
  .object({
    submissions: z.array(ExportedWeekSubmissionSchema),
    next: z.string().meta({
      description:
        'Store it and pass it as `after` next time, also when `submissions` is empty: it never skips nor repeats one.',
    }),
  })
  .meta({ id: 'WeekSubmissionsPage' });
export type WeekSubmissionsPage = z.infer<typeof WeekSubmissionsPageSchema>;
