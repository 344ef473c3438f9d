import { z } from 'zod';
import { IdParamSchema } from './common';

/** GET /v1/medewerker/{userId}/rechten, with the Dutch field names of the call table. */
export const RightsResponseSchema = z.object({
  authorized: z.boolean(),
  userID: z.number().int(),
  registratieRechten: z.number().int(),
  projectAdministratieIngeschakeld: z.boolean(),
  regiewerkAanmakenIngeschakeld: z.boolean(),
  boekenOverigeProjectkosten: z.number().int(),
  aanmakenRegiewerk: z.number().int(),
  validateRegistrationsEnabled: z.boolean(),
  /** Beyond the specification: the company's last closed day ('Periode afsluiten'), or null. */
  registrationsClosedThrough: z.string().nullable(),
});
export type RightsResponse = z.infer<typeof RightsResponseSchema>;

export const RightsParamsSchema = z.object({ userId: IdParamSchema });
