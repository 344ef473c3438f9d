import { z } from 'zod';
import { UNIT_VALUES } from '../units';
import { LIMITS, lineText } from './common';
import { QuantitySchema } from './common-fields';

/** What a material line says it is: one line of text, trimmed, not empty. */
export const MaterialTextSchema = lineText(LIMITS.descriptionMax)
  .transform((text) => text.trim())
  .refine((text) => text !== '', { error: 'must not be empty' });

export const CatalogueRowSchema = z.object({
  groupLineId: z.number().int(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
});
export type CatalogueRow = z.infer<typeof CatalogueRowSchema>;

export const CatalogueTableSchema = z.object({
  code: z.string(),
  description: z.string(),
  rows: z.array(CatalogueRowSchema),
});
export type CatalogueTable = z.infer<typeof CatalogueTableSchema>;

export const CatalogueCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  tables: z.array(CatalogueTableSchema),
});
export type CatalogueCode = z.infer<typeof CatalogueCodeSchema>;

/** GET /v1/materialen: parent groups (codes), their groups (tables) and the material lines (rows). */
export const CatalogueResponseSchema = z.object({
  lastModifiedMaterial: z.string(),
  codes: z.array(CatalogueCodeSchema),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;

export const LastModifiedResponseSchema = z.object({ lastModifiedMaterial: z.string() });
export type LastModifiedResponse = z.infer<typeof LastModifiedResponseSchema>;

/** One material line of POST /v1/invoer; each rule has its own message, so a refused line says why. */
export const MaterialLineSchema = z.strictObject({
  /** The catalogue line (groupLineId); absent or 0 for material typed by hand. */
  id: z
    .number({ error: 'must be a catalogue line id' })
    .int({ error: 'must be a catalogue line id' })
    .min(0, { error: 'must be a catalogue line id' })
    .max(LIMITS.idMax, { error: 'must be a catalogue line id' })
    .optional(),
  aantal: QuantitySchema,
  eenheid: z.enum(UNIT_VALUES, { error: `must be one of ${UNIT_VALUES.join(', ')}` }),
  omschrijving: MaterialTextSchema,
});
export type MaterialLine = z.infer<typeof MaterialLineSchema>;
