import { z } from 'zod';
import { IdSchema, LIMITS, lineText } from './common';
import { IdDateParamsSchema, IdParamsSchema } from './common-fields';
import { EmployeeSchema } from './week-overview';

export const WorkOrderParamsSchema = IdParamsSchema;

export const WorkOrderDateParamsSchema = IdDateParamsSchema;

/** GET /v1/werkbon/{id}; employees are filled by the client from the planning call of the day. */
export const WorkOrderSchema = z.object({
  id: z.number().int(),
  nummer: z.string(),
  orderStatus: z.number().int(),
  factuurId: z.number().int().nullable(),
  externalReference: z.string(),
  externalOrder: z.string(),
  customer: z.string(),
  address: z.object({
    name: z.string(),
    street: z.string(),
    postal: z.string(),
    city: z.string(),
    telephone: z.string(),
  }),
  description: z.string(),
  orderDescription: z.string(),
  isDone: z.boolean(),
  additionalInfo: z.array(z.object({ label: z.string(), value: z.string() })),
  employees: z.array(EmployeeSchema),
  /** The latest of the order's signatures as a PNG data URL, or null; every earlier one is kept on the server. */
  signature: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** 'Naam klant' of the latest signature; null when unsigned or signed before the app asked for the name. */
  signerName: z.string().nullable(),
  /**
   * Whether the signed-in employee is planned on the order on any day: with registration rights, he may
   * change the order's predefined material (canChangePredefinedMaterial).
   */
  plannedOnOrder: z.boolean(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

/** The largest signature PNG we accept, decoded. A 1280x720 black-on-white drawing is far below it. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** 'Naam klant': who signed, as he typed it (or the employee for him) beside the drawing. */
export const SignerNameSchema = lineText(LIMITS.signerNameMax)
  .transform((name) => name.trim())
  .refine((name) => name.length > 0, { error: 'must be the name of the person who signs' });

/** POST /v1/werkbon/{id}/signature: image is a PNG as a data URL or plain base64. */
export const SignatureRequestSchema = z.strictObject({
  id: IdSchema,
  // base64 writes 3 bytes as 4 characters; the data URL's prefix is short.
  image: z
    .string({ error: 'must be a PNG image as base64' })
    .min(1, { error: 'must be a PNG image as base64' })
    .max(Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 64, {
      error: `must be a PNG image of at most ${SIGNATURE_MAX_BYTES / 1024} KB`,
    }),
  /**
   * Optional for the server: a signature an older app version kept in its outbox (without the name) must still
   * arrive. The app's form requires it (SignerNameSchema).
   */
  signerName: SignerNameSchema.optional(),
});
export type SignatureRequest = z.infer<typeof SignatureRequestSchema>;
