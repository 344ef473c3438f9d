import { z } from 'zod';
import { ApiDateSchema, HoursSchema, OptionalRefSchema } from './common-fields';
import { MaterialLineSchema } from './materials';

/** Who books on what: the date, the employee, and the project part or work order. 0 means none. */
const BookingTargetFields = z.object({
  datum: ApiDateSchema,
  medewerkerId: z.number({ error: 'must be a number' }).int(),
  projectId: OptionalRefSchema,
  werkbonId: OptionalRefSchema,
  werkId: OptionalRefSchema,
  budgetId: OptionalRefSchema,
  stelpostId: OptionalRefSchema,
});

/**
 * POST /v1/invoer, materials: on a project part (budgetId or stelpostId, or a work without parts via werkId)
 * or on a work order (werkbonId). medewerkerId must be the signed-in employee.
 */
export const MaterialBookingSchema = BookingTargetFields.extend({
  materialen: z.array(MaterialLineSchema, { error: 'must be a list of material lines' }).min(1, { error: 'must hold at least one line' }).max(500, { error: 'must hold at most 500 lines' }),
});
export type MaterialBooking = z.input<typeof MaterialBookingSchema>;

const RemarkSchema = z.string({ error: 'must be text' }).max(2000, { error: 'must be at most 2000 characters' }).default('');

/**
 * POST /v1/invoer, hours on a project part or a work order (decimal hours). For other project costs (an OP
 * part) the hour type is not needed and omschrijving says what the cost is.
 */
export const HourBookingSchema = BookingTargetFields.extend({
  uursoortId: OptionalRefSchema,
  aantal: HoursSchema,
  opmerking: RemarkSchema,
  omschrijving: z.string({ error: 'must be text' }).trim().max(500, { error: 'must be at most 500 characters' }).default(''),
  percentage: z.number({ error: 'must be a number' }).min(0, { error: 'must not be negative' }).max(1000, { error: 'must be at most 1000' }).nullish(),
  materialen: z.array(MaterialLineSchema, { error: 'must be a list of material lines' }).max(500, { error: 'must hold at most 500 lines' }).default([]),
});
export type HourBooking = z.input<typeof HourBookingSchema>;

/** POST /v1/invoer, indirect hours (leave, absence, training). */
export const IndirectBookingSchema = z.object({
  datum: ApiDateSchema,
  medewerkerId: z.number({ error: 'must be a number' }).int(),
  indirectId: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be an indirect work type id' }),
  aantal: HoursSchema,
  opmerking: RemarkSchema,
});
export type IndirectBooking = z.input<typeof IndirectBookingSchema>;

/** Which kind of booking a POST /v1/invoer body is: indirect names indirectId, hours carry aantal. */
export function invoerKind(body: unknown): 'indirect' | 'hours' | 'materials' {
  if (typeof body === 'object' && body !== null) {
    if ('indirectId' in body) return 'indirect';
    if ('aantal' in body || 'uursoortId' in body) return 'hours';
  }
  return 'materials';
}

export const BookingResponseSchema = z.object({ hours: z.array(z.number().int()), materials: z.array(z.number().int()) });
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** GET /v1/uursoorten, /v1/indirectewerken, /v1/overigeprojectkosten. */
export const NamedTypeSchema = z.object({ id: z.number().int(), omschrijving: z.string() });
export type NamedType = z.infer<typeof NamedTypeSchema>;
