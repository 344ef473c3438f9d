import { z } from 'zod';
import { parseDate } from '../dates';
import { IdParamSchema, LIMITS, roundToScale } from './common';

/** A yyyy-MM-dd string the business reads and writes: a real calendar date from 2000 up to 2099. */
export function isBusinessDate(value: string): boolean {
  return parseDate(value, 'api') !== null && value >= LIMITS.firstDate && value <= LIMITS.lastDate;
}

const DATE_MESSAGE = `must be a date as yyyy-MM-dd from ${LIMITS.firstDate} to ${LIMITS.lastDate}`;

/** yyyy-MM-dd that is a real calendar date within the business range, in a body or a path. */
export const ApiDateSchema = z.string({ error: DATE_MESSAGE }).refine(isBusinessDate, { error: DATE_MESSAGE });

/** Hours as the column keeps them (four decimals); null when they are no bookable number of hours. */
export function bookableHours(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const hours = roundToScale(value, LIMITS.hoursScale);
  return hours > 0 && hours <= LIMITS.hoursMax ? hours : null;
}

/**
 * A number of hours booked on one day: more than 0 and at most 24 after rounding to the column's four
 * decimals (0.00001 would round to 0 there).
 */
export const HoursSchema = z.number({ error: 'must be a number of hours' }).transform((value, context) => {
  const hours = bookableHours(value);
  if (hours === null) {
    context.addIssue({
      code: 'custom',
      message: `must be more than 0 and at most ${LIMITS.hoursMax} hours (to ${LIMITS.hoursScale} decimals)`,
    });
    return z.NEVER;
  }
  return hours;
});

/** A material quantity as the column keeps it (four decimals, eight digits before the point); null when none. */
export function bookableQuantity(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) > LIMITS.quantityMaxAbs) return null;
  const quantity = roundToScale(value, LIMITS.quantityScale);
  return quantity !== 0 ? quantity : null;
}

/** A material quantity: not 0 (a booking of nothing is deleted instead), negative for material returned. */
export const QuantitySchema = z.number({ error: 'must be a number' }).transform((value, context) => {
  const quantity = bookableQuantity(value);
  if (quantity === null) {
    context.addIssue({
      code: 'custom',
      message: `must be a number other than 0 between -${LIMITS.quantityMaxAbs} and ${LIMITS.quantityMaxAbs} (to ${LIMITS.quantityScale} decimals)`,
    });
    return z.NEVER;
  }
  return quantity;
});

const REF_MESSAGE = `must be an id (1 to ${LIMITS.idMax}), or 0 or null for none`;

/** An optional reference where 0 and null both mean "none", as the app sends them. */
export const OptionalRefSchema = z
  .number({ error: REF_MESSAGE })
  .int({ error: REF_MESSAGE })
  .min(0, { error: REF_MESSAGE })
  .max(LIMITS.idMax, { error: REF_MESSAGE })
  .nullish()
  .transform((v) => (v ? v : null));

/** The path of a call on one record: /…/{id}. */
export const IdParamsSchema = z.object({ id: IdParamSchema });

/** The path of a call on one record and day: /…/{id}/…/{date}. */
export const IdDateParamsSchema = IdParamsSchema.extend({ date: ApiDateSchema });
