import { z } from 'zod';
import { hoursOrNone, wholeNumber } from './import-common';

/**
 * The company's working hours per weekday, against which the week overview shows the hours still to book.
 * Keyed by weekday instead of an externalId.
 */
const shape = {
  weekday: wholeNumber(1, 7).meta({ description: '1 Monday … 7 Sunday (ISO).', example: 1 }),
  hours: hoursOrNone().meta({ description: 'Hours to work that day.', example: 8 }),
};

export const WorkingHoursImport = {
  record: z
    .strictObject({
      ...shape,
      deleted: z
        .boolean({ error: 'must be true to remove the day, or left out' })
        .optional()
        .meta({ description: 'true: no working hours that day (0).' }),
    })
    .meta({ id: 'WorkingHoursRecord', description: 'The working hours of one weekday.' }),
  removal: z.strictObject({ weekday: shape.weekday, hours: shape.hours.optional(), deleted: z.literal(true) }),
  item: z
    .object(shape)
    .meta({ id: 'WorkingHours', description: 'The working hours of one weekday; days without are not listed.' }),
};
export type WorkingHoursImportRecord = z.output<typeof WorkingHoursImport.record>;
