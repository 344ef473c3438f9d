import { z } from 'zod';
import { UNIT_VALUES } from '../units';

export const CatalogueRowSchema = z.object({
  groupLineId: z.number().int(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
});
export type CatalogueRow = z.infer<typeof CatalogueRowSchema>;

export const CatalogueTableSchema = z.object({ code: z.string(), description: z.string(), rows: z.array(CatalogueRowSchema) });
export type CatalogueTable = z.infer<typeof CatalogueTableSchema>;

export const CatalogueCodeSchema = z.object({ code: z.string(), description: z.string(), tables: z.array(CatalogueTableSchema) });
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
export const MaterialLineSchema = z.object({
  id: z.number().int().nonnegative().optional(),
  aantal: z
    .number({ error: 'must be a number' })
    .finite({ error: 'must be a number' })
    .refine((v) => v !== 0, { error: 'must not be 0' }),
  eenheid: z.enum(UNIT_VALUES, { error: `must be one of ${UNIT_VALUES.join(', ')}` }),
  omschrijving: z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).max(500, { error: 'must be at most 500 characters' }),
});
export type MaterialLine = z.infer<typeof MaterialLineSchema>;
