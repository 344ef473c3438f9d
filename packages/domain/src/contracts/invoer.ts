import { z } from 'zod';
import { ApiDateSchema, OptionalRefSchema } from './common-fields';
import { MaterialLineSchema } from './materials';

/**
 * POST /v1/invoer, materials: on a project part (budgetId or stelpostId, or a work without parts via werkId)
 * or on a work order (werkbonId). medewerkerId must be the signed-in employee.
 */
export const MaterialBookingSchema = z.object({
  datum: ApiDateSchema,
  medewerkerId: z.number({ error: 'must be a number' }).int(),
  projectId: OptionalRefSchema,
  werkbonId: OptionalRefSchema,
  werkId: OptionalRefSchema,
  budgetId: OptionalRefSchema,
  stelpostId: OptionalRefSchema,
  materialen: z.array(MaterialLineSchema, { error: 'must be a list of material lines' }).min(1, { error: 'must hold at least one line' }).max(500, { error: 'must hold at most 500 lines' }),
});
export type MaterialBooking = z.input<typeof MaterialBookingSchema>;
