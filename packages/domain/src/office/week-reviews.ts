import { z } from 'zod';
import { IdParamSchema, LIMITS, lineText } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { parseDate, isoWeekday } from '../dates';
import { DAY_DEVIATIONS } from '../week-deviations';
import { decisionNeedsReason, WEEK_DECISIONS, WEEK_STATES, type WeekDecision } from '../week-states';
import { PLANNING_TARGET_KINDS } from './planning';
import type { OfficeRole } from './roles';

/**
 * 'Weken' (docs/decisions/021-week-approval.md): the office reviews each employee's submitted weeks, approves
 * them (which validates their registrations) or sends them back with a reason the phone shows.
 */

/** Who approves and sends back: the office roles that look at hours, the planner too (a foreman on site). */
export const WEEK_REVIEWERS: readonly OfficeRole[] = ['beheerder', 'administratie', 'planner'];

/** Approving and sending back are for every reviewer; reopening an approved week only for a beheerder. */
export const mayDecideWeek = (role: OfficeRole, decision: WeekDecision): boolean =>
  decision === 'reopen' ? role === 'beheerder' : WEEK_REVIEWERS.includes(role);

/** How many weeks the overview shows at once. */
export const WEEK_REVIEW_SPANS = [1, 2, 4, 8] as const;

/** A Monday; a text that is no date at all is refused by ApiDateSchema, and is no Monday either. */
const MondaySchema = ApiDateSchema.refine(
  (date) => {
    const day = parseDate(date, 'api');
    return day !== null && isoWeekday(day) === 1;
  },
  { error: 'must be a Monday' },
);

/** GET /office/v1/weeks?from=yyyy-MM-dd&weeks=1|2|4|8: `from` is the first Monday shown. */
export const WeekReviewsQuerySchema = z.strictObject({
  from: MondaySchema,
  weeks: z.enum(['1', '2', '4', '8'], { error: 'must be 1, 2, 4 or 8' }).default('4').transform(Number),
});
export type WeekReviewsQuery = z.input<typeof WeekReviewsQuerySchema>;

/** /office/v1/weeks/{employeeId}/{weekStart}. */
export const WeekReviewParamsSchema = z.strictObject({ employeeId: IdParamSchema, weekStart: MondaySchema });

/** One employee's week as the office reviews it. */
export const WeekReviewSchema = z.object({
  weekStart: z.string(),
  weekNumber: z.number().int(),
  state: z.enum(WEEK_STATES),
  submittedAt: z.iso.datetime().nullable(),
  reason: z.string(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewedBy: z.string().nullable(),
  workingHours: z.number(),
  plannedHours: z.number(),
  bookedHours: z.number(),
  /** Days where what was booked differs from what was planned (dayDeviations). */
  deviationDays: z.number().int(),
  /** Registrations of the week written after it was submitted (an outbox write that came late, a correction). */
  lateChanges: z.number().int(),
  /** Days of the week on which the employee was reminded to book his hours ('Herinnerd'). */
  remindedDays: z.array(z.string()),
});
export type WeekReview = z.infer<typeof WeekReviewSchema>;

export const WeekReviewsSchema = z.object({
  from: z.string(),
  /** The Mondays shown, in order. */
  weeks: z.array(z.string()),
  employees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      active: z.boolean(),
      /** One per Monday of `weeks`, in the same order. */
      weeks: z.array(WeekReviewSchema),
    }),
  ),
});
export type WeekReviews = z.infer<typeof WeekReviewsSchema>;

const TargetHoursSchema = z.object({
  kind: z.enum(PLANNING_TARGET_KINDS),
  id: z.number().int(),
  label: z.string(),
  hours: z.number(),
});

/** A registration of the week, as the reviewer reads it. */
export const WeekRegistrationSchema = z.object({
  kind: z.enum(['hours', 'material']),
  id: z.number().int(),
  date: z.string(),
  /** What it was booked on, as the board names it. */
  target: z.object({ kind: z.enum(PLANNING_TARGET_KINDS), id: z.number().int(), label: z.string() }),
  /** Hours, or the quantity of a material line. */
  amount: z.number(),
  /** The hour type or the material's name. */
  what: z.string(),
  remark: z.string(),
  validated: z.boolean(),
  /** Written after the week was submitted. */
  late: z.boolean(),
});
export type WeekRegistration = z.infer<typeof WeekRegistrationSchema>;

/** GET /office/v1/weeks/{employeeId}/{weekStart}: one week with its days and registrations. */
export const WeekReviewDetailSchema = z.object({
  employee: z.object({ id: z.number().int(), name: z.string() }),
  week: WeekReviewSchema,
  days: z.array(
    z.object({
      date: z.string(),
      workingHours: z.number(),
      planned: z.array(TargetHoursSchema),
      booked: z.array(TargetHoursSchema),
      deviations: z.array(z.enum(DAY_DEVIATIONS)),
    }),
  ),
  registrations: z.array(WeekRegistrationSchema),
});
export type WeekReviewDetail = z.infer<typeof WeekReviewDetailSchema>;

/** POST /office/v1/weeks/{employeeId}/{weekStart}/decision: 'Week goedkeuren', 'Terugsturen', 'Heropenen'. */
export const WeekDecisionInputSchema = z
  .strictObject({
    decision: z.enum(WEEK_DECISIONS, { error: 'must be approve, send-back or reopen' }),
    reason: lineText(LIMITS.descriptionMax).default(''),
  })
  .superRefine((input, context) => {
    if (decisionNeedsReason(input.decision) && input.reason.trim() === '')
      context.addIssue({ code: 'custom', path: ['reason'], message: 'is required: say why' });
  });
export type WeekDecisionInput = z.input<typeof WeekDecisionInputSchema>;

/** POST /office/v1/weeks/approve-clean: 'Goedkeuren wat klopt' over the weeks shown. */
export const ApproveCleanInputSchema = z.strictObject({
  from: MondaySchema,
  weeks: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)], { error: 'must be 1, 2, 4 or 8' }),
});
export const ApproveCleanResultSchema = z.object({
  approved: z.array(z.object({ employeeId: z.number().int(), weekStart: z.string() })),
});
export type ApproveCleanResult = z.infer<typeof ApproveCleanResultSchema>;
