import { z } from 'zod';
import { IdParamSchema, idOf } from '../contracts/common';

/**
 * What the field booked and made on a work order, as the console shows it on the order's page: the
 * registrations with their totals, the photos and the signature. Read-only here: correcting a registration is
 * the registrations review's.
 */

export const WorkOrderRecordParamsSchema = z.strictObject({ id: IdParamSchema });

/** At most this many werkbonnen in one ZIP: a month of a busy company, some 10 MB. */
export const WORK_ORDER_PDF_ZIP_MAX = 200;

/** POST /office/v1/work-orders/pdf-zip: the werkbon PDFs of the chosen orders, one ZIP. */
export const WorkOrderPdfZipInputSchema = z.strictObject({
  workOrderIds: z
    .array(idOf('must be the id of a work order'), { error: 'must be a list of work order ids' })
    .min(1, { error: 'must name at least one work order' })
    .max(WORK_ORDER_PDF_ZIP_MAX, { error: `at most ${WORK_ORDER_PDF_ZIP_MAX} work orders` }),
});
export type WorkOrderPdfZipInput = z.infer<typeof WorkOrderPdfZipInputSchema>;

/** Hours of work, other costs (an hour row with an other-cost type) and materials, each totalled apart. */
export const WORK_ORDER_REGISTRATION_KINDS = ['hours', 'otherCosts', 'material'] as const;
export type WorkOrderRegistrationKind = (typeof WORK_ORDER_REGISTRATION_KINDS)[number];

export const OfficeWorkOrderRegistrationSchema = z.object({
  /** Unique within its table only: with `kind` it names the row. */
  id: z.number().int(),
  kind: z.enum(WORK_ORDER_REGISTRATION_KINDS),
  date: z.string(),
  /** Null for material the office put on the order beforehand. */
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  quantity: z.number(),
  unit: z.string(),
  /** The hour type, the other-cost type, or the material's code. */
  type: z.string(),
  description: z.string(),
  remark: z.string(),
  validated: z.boolean(),
});
export type OfficeWorkOrderRegistration = z.infer<typeof OfficeWorkOrderRegistrationSchema>;

export const OfficeWorkOrderRegistrationsSchema = z.object({
  registrations: z.array(OfficeWorkOrderRegistrationSchema),
  totals: z.object({
    hours: z.number(),
    otherCosts: z.number(),
    /** Per unit, in the order the units first appear. */
    materials: z.array(z.object({ unit: z.string(), quantity: z.number() })),
  }),
});
export type OfficeWorkOrderRegistrations = z.infer<typeof OfficeWorkOrderRegistrationsSchema>;

export const OfficeWorkOrderPhotoSchema = z.object({
  id: z.number().int(),
  takenAt: z.iso.datetime(),
  employeeName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OfficeWorkOrderPhoto = z.infer<typeof OfficeWorkOrderPhotoSchema>;
export const OfficeWorkOrderPhotosSchema = z.object({ photos: z.array(OfficeWorkOrderPhotoSchema) });

/** The order's latest signature: the customer's name as typed on the phone, and who had it signed. */
export const OfficeWorkOrderSignatureSchema = z.object({
  signature: z
    .object({
      signedAt: z.iso.datetime(),
      signerName: z.string().nullable(),
      employeeName: z.string().nullable(),
    })
    .nullable(),
});
export type OfficeWorkOrderSignature = z.infer<typeof OfficeWorkOrderSignatureSchema>;

/** Sums each kind; a quantity is rounded to cents so 0.1 + 0.2 reads 0.3. */
export function workOrderTotals(registrations: readonly OfficeWorkOrderRegistration[]) {
  const round = (n: number) => Math.round(n * 100) / 100;
  let hours = 0;
  let otherCosts = 0;
  const materials = new Map<string, number>();
  for (const r of registrations) {
    if (r.kind === 'hours') hours += r.quantity;
    else if (r.kind === 'otherCosts') otherCosts += r.quantity;
    else materials.set(r.unit, (materials.get(r.unit) ?? 0) + r.quantity);
  }
  return {
    hours: round(hours),
    otherCosts: round(otherCosts),
    materials: [...materials].map(([unit, quantity]) => ({ unit, quantity: round(quantity) })),
  };
}
