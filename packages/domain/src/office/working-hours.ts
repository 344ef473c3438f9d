import { z } from 'zod';
import { WEEKDAYS_PER_WEEK } from '../working-hours';

/**
 * An employee's own working hours as the office enters them: per day whole quarters of an hour from 0 to 24,
 * the steps the field app's hour pickers take, so the hours still to book come out on a quarter too.
 */
const QUARTERS_PER_HOUR = 4;

export const WorkingDayHoursSchema = z
  .number({ error: 'must be a number of hours' })
  .refine((hours) => hours >= 0 && hours <= 24, { error: 'must be at least 0 and at most 24 hours', abort: true })
  .refine((hours) => Number.isInteger(hours * QUARTERS_PER_HOUR), {
    error: 'must be whole quarters of an hour (like 7.25, 7.5 or 7.75)',
  });

/** Monday to Sunday. */
export const WorkingWeekSchema = z
  .array(WorkingDayHoursSchema, { error: 'must be a list of 7 numbers of hours, Monday to Sunday' })
  .length(WEEKDAYS_PER_WEEK, { error: 'must have 7 days, Monday to Sunday' });

/** PUT /office/v1/employees/{id}/working-hours: his own hours, or null to follow the company's again. */
export const OfficeWorkingHoursInputSchema = z.strictObject({
  workingHours: WorkingWeekSchema.nullable(),
});
export type OfficeWorkingHoursInput = z.input<typeof OfficeWorkingHoursInputSchema>;
