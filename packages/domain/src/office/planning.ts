import { z } from 'zod';
import { idOf, LIMITS } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { ArrivalTimeSchema, daysInRange } from '../integration/import-planning';
import { hoursOrNone, optionalLine, optionalText } from '../integration/import-common';
import { EmployeeRightsSchema } from './contracts';

/**
 * The planning board (Planbord): employees down the side, days across, planning lines as blocks. A line is the
 * same row the field's week overview shows and the integration API's planning feeds; one the calculation
 * package manages (it has an externalId) is read-only here (decision 017).
 */

/** How many weeks the board shows at once. */
export const PLANNING_BOARD_WEEKS = [1, 2, 4] as const;
/** A line covers at most this many days: a long absence is entered as more lines. */
export const PLANNING_LINE_DAYS_MAX = 92;

/**
 * GET /office/v1/planning?from=yyyy-MM-dd&weeks=1|2|4[&employeeIds=3,8]: `from` is the first day shown (the
 * board sends a Monday); `employeeIds` answers only those rows, for a board that heard they changed.
 */
export const PlanningBoardQuerySchema = z.strictObject({
  from: ApiDateSchema,
  employeeIds: z
    .string({ error: 'must be ids separated by commas' })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$/, { error: 'must be at most 500 ids separated by commas' })
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= LIMITS.idMax), { error: 'must be ids separated by commas' })
    .optional(),
  weeks: z.enum(['1', '2', '4'], { error: 'must be 1, 2 or 4' }).default('2').transform(Number),
});
export type PlanningBoardQuery = z.input<typeof PlanningBoardQuerySchema>;

export const PLANNING_TARGET_KINDS = ['project', 'workOrder', 'indirect'] as const;
export type PlanningTargetKind = (typeof PLANNING_TARGET_KINDS)[number];

/**
 * What the board warns about on a block; `closed-target` and `inactive-employee` cannot be saved (409), the
 * others can and keep showing.
 */
export const PLANNING_CONFLICTS = ['over-working-hours', 'on-absence', 'closed-target', 'inactive-employee'] as const;
export type PlanningConflict = (typeof PLANNING_CONFLICTS)[number];
export const BLOCKING_PLANNING_CONFLICTS: readonly PlanningConflict[] = ['closed-target', 'inactive-employee'];

const PlanningTargetSchema = z.object({
  kind: z.enum(PLANNING_TARGET_KINDS),
  id: z.number().int(),
  /** Project: code and description; work order: number and description; indirect: the type's name. */
  label: z.string(),
  /** Done, blocked or locked: nothing new can be planned on it. */
  closed: z.boolean(),
});
export type PlanningTarget = z.infer<typeof PlanningTargetSchema>;

/** Who last changed a line, from the audit log; null for a line nobody changed through a door since. */
const LastChangeSchema = z.object({ name: z.string(), at: z.string() }).nullable();

export const PlanningLineSchema = z.object({
  id: z.number().int(),
  /** Raised by every change; a change based on an older version is refused with 409 and the current line. */
  version: z.number().int(),
  employeeId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  arrival: z.string(),
  durationHours: z.number(),
  target: PlanningTargetSchema,
  description: z.string(),
  remark: z.string(),
  /** The calculation package's line: shown, never changed here ("Beheerd via koppeling"). */
  externalId: z.string().nullable(),
  lastChange: LastChangeSchema,
});
export type PlanningLine = z.infer<typeof PlanningLineSchema>;

/** What an employee booked on a day, per thing booked on. */
export const BookedOnSchema = z.object({
  kind: z.enum(PLANNING_TARGET_KINDS),
  id: z.number().int(),
  label: z.string(),
  hours: z.number(),
});

export const PlanningBoardEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** His working hours on each day shown, in order. */
  workingHours: z.array(z.number()),
  /** Mondays (yyyy-MM-dd) of the weeks shown that he submitted and the office has not sent back. */
  submittedWeeks: z.array(z.string()),
  /** His team, by which the board groups its rows; '' for none. */
  team: z.string(),
  /** What he may do in the field, by which the board filters: who can book other costs, make cost-plus work. */
  rights: EmployeeRightsSchema,
});

export const PlanningBoardSchema = z.object({
  from: z.string(),
  /** The last day shown. */
  to: z.string(),
  /** Active employees, and inactive ones with a line in the period. */
  employees: z.array(PlanningBoardEmployeeSchema),
  lines: z.array(PlanningLineSchema),
  booked: z.array(
    z.object({ employeeId: z.number().int(), date: z.string(), hours: z.number(), on: z.array(BookedOnSchema) }),
  ),
});
export type PlanningBoard = z.infer<typeof PlanningBoardSchema>;

const PLANNING_TARGET_FIELDS = ['projectId', 'workOrderId', 'indirectTypeId'] as const;

const LINE_FIELDS = {
  employeeId: idOf('must be the id of an employee'),
  startDate: ApiDateSchema,
  endDate: ApiDateSchema,
  arrival: ArrivalTimeSchema.default(''),
  durationHours: hoursOrNone().default(0),
  projectId: idOf('must be the id of a project, or null').nullable().default(null),
  workOrderId: idOf('must be the id of a work order, or null').nullable().default(null),
  indirectTypeId: idOf('must be the id of an indirect type, or null').nullable().default(null),
  description: optionalLine(LIMITS.descriptionMax),
  remark: optionalText(LIMITS.remarkMax),
};

type LineShape = { [Field in keyof typeof LINE_FIELDS]: z.output<(typeof LINE_FIELDS)[Field]> };

function checkLine(line: LineShape, context: z.RefinementCtx): void {
  if (line.endDate < line.startDate)
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `must not be before startDate (${line.startDate})`,
    });
  else if (daysInRange(line.startDate, line.endDate) > PLANNING_LINE_DAYS_MAX)
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `must be at most ${PLANNING_LINE_DAYS_MAX} days from startDate`,
    });
  const given = PLANNING_TARGET_FIELDS.filter((field) => line[field] !== null);
  if (given.length !== 1)
    context.addIssue({
      code: 'custom',
      path: [given[1] ?? PLANNING_TARGET_FIELDS[0]],
      message: 'give exactly one of projectId, workOrderId and indirectTypeId',
    });
}

/** POST /office/v1/planning: a new line. */
export const PlanningLineInputSchema = z.strictObject(LINE_FIELDS).superRefine(checkLine);
export type PlanningLineInput = z.input<typeof PlanningLineInputSchema>;
export type PlanningLineFields = z.output<typeof PlanningLineInputSchema>;

/** PUT /office/v1/planning/{id}: the whole line as it should be, with the version it was based on. */
export const PlanningLineUpdateSchema = z
  .strictObject({ ...LINE_FIELDS, version: idOf('must be the version of the line you changed') })
  .superRefine(checkLine);
export type PlanningLineUpdate = z.input<typeof PlanningLineUpdateSchema>;

/** The target fields of a request: the one of its kind set, the others null. */
export const planningTargetFields = (kind: PlanningTargetKind, id: number) => ({
  projectId: kind === 'project' ? id : null,
  workOrderId: kind === 'workOrder' ? id : null,
  indirectTypeId: kind === 'indirect' ? id : null,
});

/** The request that makes a line as it is, with `changes` (a move, a stretch, another employee) applied. */
export const planningLineFields = (
  line: PlanningLine,
  changes: Partial<PlanningLineFields> = {},
): PlanningLineFields => ({
  employeeId: line.employeeId,
  startDate: line.startDate,
  endDate: line.endDate,
  arrival: line.arrival,
  durationHours: line.durationHours,
  ...planningTargetFields(line.target.kind, line.target.id),
  description: line.description,
  remark: line.remark,
  ...changes,
});

/** DELETE /office/v1/planning/{id}?version=N. */
export const PlanningLineDeleteQuerySchema = z.strictObject({
  version: z
    .string({ error: 'must be the version of the line you removed' })
    .regex(/^[1-9][0-9]{0,9}$/, { error: 'must be the version of the line you removed' })
    .transform(Number),
});

/**
 * POST /office/v1/planning/copy-week: every line of the week from `fromWeek` (a Monday) copied a whole number of
 * weeks on to `toWeek`, for the employees named or all. Lines are copied as the board's own (no externalId);
 * what would be refused (a closed project, an inactive employee) is left out and counted.
 */
export const PlanningCopyWeekSchema = z.strictObject({
  fromWeek: ApiDateSchema,
  toWeek: ApiDateSchema,
  employeeIds: z.array(idOf('must be the id of an employee')).max(LIMITS.listMax).nullable().default(null),
});
export type PlanningCopyWeek = z.input<typeof PlanningCopyWeekSchema>;

export const PlanningCopyResultSchema = z.object({ copied: z.number().int(), skipped: z.number().int() });

/** The 409 of a change based on an older version: the line as it is now (null when removed meanwhile). */
export const PlanningVersionConflictSchema = z.object({
  code: z.literal('PLANNING_VERSION_CONFLICT'),
  message: z.string(),
  current: PlanningLineSchema.nullable(),
});

export const OFFICE_CHANGE_SCOPES = ['planning', 'registrations', 'week-submissions', 'employees'] as const;

/**
 * GET /office/v1/events (Server-Sent Events): `event: change` with this as its data whenever a write anywhere
 * (any door, any server process) touches what a board shows. `employeeId` null: something company-wide (a
 * project renamed, an employee added); reload all. A stream that (re)connects first gets `event: ready`, after
 * which the board reloads, since changes made while it was away were not sent.
 */
export const OfficeChangeEventSchema = z.object({
  scope: z.enum(OFFICE_CHANGE_SCOPES),
  employeeId: z.number().int().nullable(),
});
export type OfficeChangeEvent = z.infer<typeof OfficeChangeEventSchema>;
