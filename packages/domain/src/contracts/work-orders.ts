import { z } from 'zod';
import { EmployeeSchema } from './week-overview';

export const WorkOrderParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be a work order id' }),
});

export const WorkOrderDateParamsSchema = WorkOrderParamsSchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as yyyy-MM-dd' }),
});

/** GET /v1/werkbon/{id}; employees are filled by the client from the planning call of the day. */
export const WorkOrderSchema = z.object({
  id: z.number().int(),
  nummer: z.string(),
  orderStatus: z.number().int(),
  factuurId: z.number().int().nullable(),
  externalReference: z.string(),
  externalOrder: z.string(),
  customer: z.string(),
  address: z.object({ name: z.string(), street: z.string(), postal: z.string(), city: z.string(), telephone: z.string() }),
  description: z.string(),
  orderDescription: z.string(),
  isDone: z.boolean(),
  additionalInfo: z.array(z.object({ label: z.string(), value: z.string() })),
  employees: z.array(EmployeeSchema),
  /** The latest of the order's signatures as a PNG data URL, or null; every earlier one is kept on the server. */
  signature: z.string().nullable(),
  signedAt: z.string().nullable(),
  /**
   * Whether the signed-in employee is planned on the order on any day: with registration rights, he may
   * change the order's predefined material (canChangePredefinedMaterial).
   */
  plannedOnOrder: z.boolean(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

/** The largest signature PNG we accept, decoded. A 1280x720 black-on-white drawing is far below it. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** POST /v1/werkbon/{id}/signature: image is a PNG as a data URL or plain base64. */
export const SignatureRequestSchema = z.object({
  id: z.number({ error: 'must be a number' }).int(),
  image: z.string({ error: 'must be a PNG image as base64' }).min(1, { error: 'must be a PNG image as base64' }),
});
export type SignatureRequest = z.infer<typeof SignatureRequestSchema>;
