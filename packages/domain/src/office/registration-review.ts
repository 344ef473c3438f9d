import { z } from 'zod';
import { idOf, IdParamSchema, LIMITS, lineText, multilineText } from '../contracts/common';
import { ApiDateSchema, HoursSchema, QuantitySchema } from '../contracts/common-fields';
import { REGISTRATION_KINDS } from '../integration/registrations';
import { WEEK_STATES } from '../week-states';
import { PLANNING_TARGET_KINDS } from './planning';

/**
 * 'Registraties' (/kantoor/registraties): every registration of a period as the office reviews it, corrects it
 * under the field's locks with a reason, and validates it in bulk.
 */

export type ReviewedRegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** Where a registration stands for the office; 'closed' is a registration in a closed period. */
export const REGISTRATION_STATUSES = ['open', 'validated', 'invoiced', 'closed'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Rows per page of the review grid; the grid loads the next page as it scrolls. */
export const REVIEW_PAGE_MAX = 500;
/** A period of at most this many days: a year and a bit, what a bookkeeper looks at in one go. */
export const REVIEW_PERIOD_DAYS_MAX = 400;

const optionalId = (what: string) =>
  IdParamSchema.optional().meta({ description: `Only the registrations of this ${what}.` });

/** The grid's filters: a period from `from` to `to` (both included) and what to narrow it to. */
const REVIEW_FILTER_FIELDS = {
  from: ApiDateSchema,
  to: ApiDateSchema,
  employeeId: optionalId('employee'),
  projectId: optionalId('project'),
  workOrderId: optionalId('work order'),
  indirectTypeId: optionalId('indirect type'),
  kind: z.enum(REGISTRATION_KINDS, { error: 'must be hours or material' }).optional(),
  status: z.enum(REGISTRATION_STATUSES, { error: 'must be open, validated, invoiced or closed' }).optional(),
  weekState: z.enum(WEEK_STATES, { error: 'must be open, submitted, approved or sent-back' }).optional(),
};

/** The filters as a route has them checked: the period's days as yyyy-MM-dd, ids as numbers. */
export type ReviewFilters = z.output<z.ZodObject<typeof REVIEW_FILTER_FIELDS>>;

const checkPeriod = (query: { from: string; to: string }, context: z.RefinementCtx) => {
  if (query.to < query.from)
    context.addIssue({ code: 'custom', path: ['to'], message: `must not be before from (${query.from})` });
  else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= REVIEW_PERIOD_DAYS_MAX)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be within ${REVIEW_PERIOD_DAYS_MAX} days of from`,
    });
};

/** GET /office/v1/registrations: the filters, and `after` the `next` of the previous page. */
export const RegistrationReviewQuerySchema = z
  .strictObject({
    ...REVIEW_FILTER_FIELDS,
    after: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}\.(hours|material)\.[1-9][0-9]{0,9}$/, {
        error: 'must be the next of an earlier answer',
      })
      .optional(),
    limit: z.coerce
      .number({ error: `must be a number from 1 to ${REVIEW_PAGE_MAX}` })
      .int({ error: `must be a number from 1 to ${REVIEW_PAGE_MAX}` })
      .min(1, { error: `must be a number from 1 to ${REVIEW_PAGE_MAX}` })
      .max(REVIEW_PAGE_MAX, { error: `must be a number from 1 to ${REVIEW_PAGE_MAX}` })
      .default(200),
  })
  .superRefine(checkPeriod);
export type RegistrationReviewQuery = z.input<typeof RegistrationReviewQuerySchema>;

export const ReviewedRegistrationSchema = z.object({
  kind: z.enum(REGISTRATION_KINDS),
  id: z.number().int(),
  date: z.string(),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  target: z.object({ kind: z.enum(PLANNING_TARGET_KINDS), id: z.number().int(), label: z.string() }).nullable(),
  /** The part (budget) of a project registration, or null. */
  part: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** The hour type, the other cost type or the material. */
  what: z.string(),
  hourTypeId: z.number().int().nullable(),
  /** Hours, or the quantity of a material line. */
  amount: z.number(),
  unit: z.string(),
  remark: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  weekState: z.enum(WEEK_STATES),
  /** Why the office cannot correct it, or null ('invoiced', 'done', 'blocked', 'period-closed', 'week-approved'). */
  lockReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ReviewedRegistration = z.infer<typeof ReviewedRegistrationSchema>;

export const RegistrationReviewPageSchema = z.object({
  registrations: z.array(ReviewedRegistrationSchema),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type RegistrationReviewPage = z.infer<typeof RegistrationReviewPageSchema>;

/** How 'Groeperen' gathers the period's registrations: per employee and ISO week, or per project. */
export const REVIEW_GROUPINGS = ['employee-week', 'project'] as const;
export type ReviewGrouping = (typeof REVIEW_GROUPINGS)[number];

/** GET /office/v1/registrations/groups: the grid's filters, gathered `by` employee and week or by project. */
export const ReviewGroupsQuerySchema = z
  .strictObject({
    ...REVIEW_FILTER_FIELDS,
    by: z.enum(REVIEW_GROUPINGS, { error: 'must be employee-week or project' }),
  })
  .superRefine(checkPeriod);
export type ReviewGroupsQuery = z.input<typeof ReviewGroupsQuerySchema>;

/**
 * One group with its totals. An employee's week also holds what it is measured against, over its days in the
 * period: his working hours, all hours he booked (whatever the filters), and the hours missing on the days
 * before today that fell short of their working hours, as Weken counts them.
 */
export const ReviewGroupSchema = z.object({
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The Monday of the week, for a group by employee and week. */
  weekStart: z.string().nullable(),
  weekNumber: z.number().int().nullable(),
  weekState: z.enum(WEEK_STATES).nullable(),
  /** What the registrations were booked on, for a group by project (a work order or indirect type without one). */
  target: z.object({ kind: z.enum(PLANNING_TARGET_KINDS), id: z.number().int(), label: z.string() }).nullable(),
  /** The group's registrations that the filters let through, and of them the hours, material lines and open ones. */
  registrations: z.number().int(),
  hours: z.number(),
  materialLines: z.number().int(),
  open: z.number().int(),
  workingHours: z.number().nullable(),
  bookedHours: z.number().nullable(),
  missingHours: z.number().nullable(),
  /** The days (yyyy-MM-dd) that fell short. */
  missingDays: z.array(z.string()).nullable(),
});
export type ReviewGroup = z.infer<typeof ReviewGroupSchema>;

export const ReviewGroupsSchema = z.object({
  by: z.enum(REVIEW_GROUPINGS),
  groups: z.array(ReviewGroupSchema),
});
export type ReviewGroups = z.infer<typeof ReviewGroupsSchema>;

/** Why the office corrects a registration: the Logboek keeps it beside the change. */
const ReasonSchema = lineText(LIMITS.descriptionMax).refine((reason) => reason.trim() !== '', {
  error: 'is required: say why',
});

/** PATCH /office/v1/registrations/hours/{id}: the office's correction of booked hours. */
export const OfficeHourCorrectionSchema = z.strictObject({
  date: ApiDateSchema,
  hours: HoursSchema,
  hourTypeId: idOf('must be the id of an hour type').nullable(),
  /** The project's part to book on; null keeps a registration without one. */
  partId: idOf('must be the id of a part of the project').nullable(),
  remark: multilineText(LIMITS.remarkMax),
  reason: ReasonSchema,
});
export type OfficeHourCorrection = z.input<typeof OfficeHourCorrectionSchema>;

/** PATCH /office/v1/registrations/material/{id}: the office's correction of a material line. */
export const OfficeMaterialCorrectionSchema = z.strictObject({
  date: ApiDateSchema,
  quantity: QuantitySchema,
  remark: multilineText(LIMITS.remarkMax),
  reason: ReasonSchema,
});
export type OfficeMaterialCorrection = z.input<typeof OfficeMaterialCorrectionSchema>;

/** POST /office/v1/registrations/validation: 'Valideren' or 'Validatie intrekken' on a selection. */
export const RegistrationValidationSchema = z.strictObject({
  validated: z.boolean({ error: 'must be true or false' }),
  registrations: z
    .array(
      z.strictObject({
        kind: z.enum(REGISTRATION_KINDS, { error: 'must be hours or material' }),
        id: idOf('must be the id of a registration'),
      }),
      { error: 'must be a list of registrations' },
    )
    .min(1, { error: 'must name at least one registration' })
    .max(REVIEW_PAGE_MAX * 10, { error: `must name at most ${REVIEW_PAGE_MAX * 10} registrations` }),
});
export type RegistrationValidation = z.input<typeof RegistrationValidationSchema>;

export const RegistrationValidationResultSchema = z.object({
  changed: z.number().int(),
  /** Left as they were: invoiced, or in an approved week or a closed period (the reason per registration). */
  skipped: z.array(z.object({ kind: z.enum(REGISTRATION_KINDS), id: z.number().int(), reason: z.string() })),
});
export type RegistrationValidationResult = z.infer<typeof RegistrationValidationResultSchema>;

export const REGISTRATION_EXPORT_FORMATS = ['xlsx', 'csv', 'urenoverzicht'] as const;
export type RegistrationExportFormat = (typeof REGISTRATION_EXPORT_FORMATS)[number];

/**
 * GET /office/v1/registrations/export: the grid's filtered registrations as an XLSX or CSV file in the
 * integration CSV's Dutch columns, or the 'Urenoverzicht' workbook (a sheet per employee and per project).
 */
export const RegistrationExportQuerySchema = z
  .strictObject({
    ...REVIEW_FILTER_FIELDS,
    format: z.enum(REGISTRATION_EXPORT_FORMATS, { error: 'must be xlsx, csv or urenoverzicht' }),
  })
  .superRefine(checkPeriod);
export type RegistrationExportQuery = z.input<typeof RegistrationExportQuerySchema>;
