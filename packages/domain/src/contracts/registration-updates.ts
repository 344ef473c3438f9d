import { z } from 'zod';
import { ApiDateSchema, HoursSchema } from './common-fields';
import { UNIT_VALUES } from '../units';

const Ref = z.object({ id: z.number({ error: 'must be a number' }).int().nonnegative({ error: 'must not be negative' }) });
const Id = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be a registration id' });

/** PATCH v1/registrations/hours: a booked hour row as the edit popup sends it. */
export const HourUpdateSchema = z.object({
  id: Id,
  date: ApiDateSchema,
  work: Ref.nullish(),
  budget: Ref.nullish(),
  quantity: HoursSchema,
  description: z.string().max(500).optional(),
  remark: z.string({ error: 'must be text' }).max(2000, { error: 'must be at most 2000 characters' }).default(''),
  /** The hour type; for indirect hours the indirect work type. 0 or absent keeps it. */
  uursoortId: z.number().int().nonnegative().nullish(),
  budgetTypeId: z.number().int().nullish(),
  unit: z.literal('uur', { error: "must be 'uur'" }).optional(),
});
export type HourUpdate = z.input<typeof HourUpdateSchema>;

/** PATCH v1/registrations/materials: only the date and the quantity change; unit and text are read-only. */
export const MaterialUpdateSchema = z.object({
  id: Id,
  date: ApiDateSchema,
  work: Ref.nullish(),
  budget: Ref.nullish(),
  quantity: z.number({ error: 'must be a number' }).finite({ error: 'must be a number' }).refine((v) => v !== 0, { error: 'must not be 0' }),
  unit: z.string().optional(),
  description: z.string().optional(),
  budgetTypeId: z.number().int().nullish(),
});
export type MaterialUpdate = z.input<typeof MaterialUpdateSchema>;

/** PATCH /v1/registrations: all or nothing. */
export const RegistrationsPatchSchema = z.object({
  hours: z.array(HourUpdateSchema).max(200).default([]),
  materials: z.array(MaterialUpdateSchema).max(200).default([]),
});
export type RegistrationsPatch = z.input<typeof RegistrationsPatchSchema>;

/** PUT /v1/registrations/hoursandmaterials: all or nothing, with the order's predefined materials. */
export const HoursAndMaterialsSchema = RegistrationsPatchSchema.extend({
  predefinedMaterials: z.array(MaterialUpdateSchema).max(200).default([]),
});
export type HoursAndMaterials = z.input<typeof HoursAndMaterialsSchema>;

/** PUT /v1/invoer/materiaal/{id}. */
export const MaterialEntryUpdateSchema = z.object({
  datum: ApiDateSchema,
  aantal: z.number({ error: 'must be a number' }).finite({ error: 'must be a number' }).refine((v) => v !== 0, { error: 'must not be 0' }),
  eenheid: z.enum(UNIT_VALUES, { error: `must be one of ${UNIT_VALUES.join(', ')}` }),
  omschrijving: z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).max(500),
  opmerking: z.string().max(2000).default(''),
});
export type MaterialEntryUpdate = z.input<typeof MaterialEntryUpdateSchema>;

export const UpdatedSchema = z.object({ hours: z.array(z.number().int()), materials: z.array(z.number().int()) });
