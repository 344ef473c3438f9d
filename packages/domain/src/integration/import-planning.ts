import { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { ExternalIdSchema } from './common';
import { hoursOrNone, importRecord, optionalLine, optionalText, reference } from './import-common';

export const PLANNED_WORKS_MAX = 20;
/** A line with planned works gets one planned item per day: its range is kept to a month. */
export const PLANNED_WORKS_DAYS_MAX = 31;

const TARGETS = ['projectExternalId', 'workOrderExternalId', 'indirectTypeExternalId'] as const;

const PlannedWorkSchema = z
  .strictObject({
    description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Steiger plaatsen achtergevel' }),
    relationExternalId: reference('The (sub)contractor doing it, whose phone the app shows; null for own staff.'),
  })
  .meta({ id: 'PlannedWork' });

/** When an employee is expected at a planned job: HH:mm, or empty for no time. */
export const ArrivalTimeSchema = z
  .string({ error: 'must be a time as HH:mm, or empty' })
  .regex(/^(|([01][0-9]|2[0-3]):[0-5][0-9])$/, { error: 'must be a time as HH:mm, or empty' });

/** Days from start to end, both counted. */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

export const PlanningImport = importRecord({
  id: 'Planning',
  description:
    'A planning line: an employee on a project, a work order or indirect work (exactly one) from startDate to endDate, shown in his week overview. ' +
    'Removing one deletes it.',
  shape: {
    employeeExternalId: ExternalIdSchema.meta({ description: 'The employee planned.' }),
    startDate: ApiDateSchema.meta({ example: '2026-03-09' }),
    endDate: ApiDateSchema.meta({ example: '2026-03-10' }),
    arrival: ArrivalTimeSchema.default('').meta({ description: 'When he is expected there, HH:mm.', example: '07:30' }),
    durationHours: hoursOrNone().default(0).meta({ description: 'Planned hours per day.', example: 8 }),
    projectExternalId: reference('The project, for a project line.'),
    workOrderExternalId: reference('The work order, for a work order line.'),
    indirectTypeExternalId: reference('The indirect type, for indirect work (leave, training).'),
    description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Sloopwerk lokalen 3 en 4' }),
    remark: optionalText(LIMITS.remarkMax).meta({ example: 'Melden bij de conciërge' }),
    works: z
      .array(PlannedWorkSchema)
      .max(PLANNED_WORKS_MAX)
      .default([])
      .meta({
        description:
          `Project lines only: what is done on the project on each day of the line, by whom (at most ${PLANNED_WORKS_MAX}; ` +
          `a line with works spans at most ${PLANNED_WORKS_DAYS_MAX} days). Replaced as a whole.`,
      }),
  },
  check: (record, context) => {
    if (record.endDate < record.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `must not be before startDate (${record.startDate})`,
      });
    }
    const given = TARGETS.filter((field) => record[field] !== null);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [given[1] ?? TARGETS[0]],
        message: 'give exactly one of projectExternalId, workOrderExternalId and indirectTypeExternalId',
      });
    }
    if (record.works.length > 0) {
      if (record.projectExternalId === null)
        context.addIssue({ code: 'custom', path: ['works'], message: 'only a project line has planned works' });
      else if (
        record.endDate >= record.startDate &&
        daysInRange(record.startDate, record.endDate) > PLANNED_WORKS_DAYS_MAX
      ) {
        context.addIssue({
          code: 'custom',
          path: ['works'],
          message: `a line with planned works spans at most ${PLANNED_WORKS_DAYS_MAX} days`,
        });
      }
    }
  },
});
export type PlanningImportRecord = z.output<typeof PlanningImport.record>;
