import { z } from 'zod';
import { parseDate } from '../dates';

/** yyyy-MM-dd that is a real calendar date. */
export const ApiDateSchema = z
  .string({ error: 'must be a date as yyyy-MM-dd' })
  .refine((v) => parseDate(v, 'api') !== null, { error: 'must be a date as yyyy-MM-dd' });

/** A number of hours booked on one day: more than 0, at most 24. */
export const HoursSchema = z
  .number({ error: 'must be a number of hours' })
  .finite({ error: 'must be a number of hours' })
  .gt(0, { error: 'must be more than 0 hours' })
  .lte(24, { error: 'must be at most 24 hours' });

/** An optional reference where 0 and null both mean "none", as the app sends them. */
export const OptionalRefSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .nonnegative({ error: 'must not be negative' })
  .nullish()
  .transform((v) => (v ? v : null));
