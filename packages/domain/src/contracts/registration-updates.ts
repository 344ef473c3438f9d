import { z } from 'zod';
import { IdSchema, LIMITS, lineText, multilineText } from './common';
import { ApiDateSchema, HoursSchema, QuantitySchema } from './common-fields';
import { MaterialTextSchema } from './materials';
import { UNIT_VALUES } from '../units';

const REF_MESSAGE = `must be an id (0 to ${LIMITS.idMax})`;
/** A work or part the row moves to; id 0 means none (a cost-plus work has no part). */
const Ref = z.strictObject({
  id: z
    .number({ error: REF_MESSAGE })
    .int({ error: REF_MESSAGE })
    .min(0, { error: REF_MESSAGE })
    .max(LIMITS.idMax, { error: REF_MESSAGE }),
});
const OptionalTypeId = z
  .number({ error: REF_MESSAGE })
  .int({ error: REF_MESSAGE })
  .min(0, { error: REF_MESSAGE })
  .max(LIMITS.idMax, { error: REF_MESSAGE })
  .nullish();

/** PATCH v1/registrations/hours: a booked hour row as the edit popup sends it. */
export const HourUpdateSchema = z.strictObject({
  id: IdSchema,
  date: ApiDateSchema,
  work: Ref.nullish(),
  budget: Ref.nullish(),
  quantity: HoursSchema,
  /** Shown, not stored: the hour type's name as the list showed it. */
  description: lineText(LIMITS.descriptionMax).optional(),
  remark: multilineText(LIMITS.remarkMax).default(''),
  /** The hour type; for indirect hours the indirect work type. 0 or absent keeps it. */
  uursoortId: OptionalTypeId,
  budgetTypeId: OptionalTypeId,
  unit: z.literal('uur', { error: "must be 'uur'" }).optional(),
});
export type HourUpdate = z.input<typeof HourUpdateSchema>;

/** PATCH v1/registrations/materials: only the date and the quantity change; unit and text are read-only. */
export const MaterialUpdateSchema = z.strictObject({
  id: IdSchema,
  date: ApiDateSchema,
  work: Ref.nullish(),
  budget: Ref.nullish(),
  quantity: QuantitySchema,
  unit: lineText(LIMITS.descriptionMax).optional(),
  description: lineText(LIMITS.descriptionMax).optional(),
  budgetTypeId: OptionalTypeId,
});
export type MaterialUpdate = z.input<typeof MaterialUpdateSchema>;

const changes = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'must be a list' })
    .max(LIMITS.listMax, { error: `must hold at most ${LIMITS.listMax} changes` })
    .default([]);

const NOTHING_TO_CHANGE = 'must change at least one registration';

/** PATCH /v1/registrations: all or nothing. */
export const RegistrationsPatchSchema = z
  .strictObject({ hours: changes(HourUpdateSchema), materials: changes(MaterialUpdateSchema) })
  .refine((body) => body.hours.length + body.materials.length > 0, { error: NOTHING_TO_CHANGE });
export type RegistrationsPatch = z.input<typeof RegistrationsPatchSchema>;

/** PUT /v1/registrations/hoursandmaterials: all or nothing, with the order's predefined materials. */
export const HoursAndMaterialsSchema = z
  .strictObject({
    hours: changes(HourUpdateSchema),
    materials: changes(MaterialUpdateSchema),
    predefinedMaterials: changes(MaterialUpdateSchema),
  })
  .refine((body) => body.hours.length + body.materials.length + body.predefinedMaterials.length > 0, {
    error: NOTHING_TO_CHANGE,
  });
export type HoursAndMaterials = z.input<typeof HoursAndMaterialsSchema>;

/** PUT /v1/invoer/materiaal/{id}. */
export const MaterialEntryUpdateSchema = z.strictObject({
  datum: ApiDateSchema,
  aantal: QuantitySchema,
  eenheid: z.enum(UNIT_VALUES, { error: `must be one of ${UNIT_VALUES.join(', ')}` }),
  omschrijving: MaterialTextSchema,
  opmerking: multilineText(LIMITS.remarkMax).default(''),
});
export type MaterialEntryUpdate = z.input<typeof MaterialEntryUpdateSchema>;

export const UpdatedSchema = z.object({ hours: z.array(z.number().int()), materials: z.array(z.number().int()) });
