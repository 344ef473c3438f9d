import { z } from 'zod';
import { IdSchema, idOf, LIMITS, lineText, multilineText, roundToScale } from './common';
import { ApiDateSchema, HoursSchema, OptionalRefSchema } from './common-fields';
import { MaterialLineSchema } from './materials';

/** Who books on what: the date, the employee, and the project part or work order. 0 means none. */
const BookingTargetFields = {
  datum: ApiDateSchema,
  medewerkerId: IdSchema,
  projectId: OptionalRefSchema,
  werkbonId: OptionalRefSchema,
  werkId: OptionalRefSchema,
  budgetId: OptionalRefSchema,
  stelpostId: OptionalRefSchema,
};

const materialLines = z
  .array(MaterialLineSchema, { error: 'must be a list of material lines' })
  .max(LIMITS.listMax, { error: `must hold at most ${LIMITS.listMax} lines` });

/**
 * POST /v1/invoer, materials: on a project part (budgetId or stelpostId, or a work without parts via werkId)
 * or on a work order (werkbonId). medewerkerId must be the signed-in employee.
 */
export const MaterialBookingSchema = z.strictObject({
  ...BookingTargetFields,
  materialen: materialLines.min(1, { error: 'must hold at least one line' }),
});
export type MaterialBooking = z.input<typeof MaterialBookingSchema>;

const RemarkSchema = multilineText(LIMITS.remarkMax).default('');
const DescriptionSchema = lineText(LIMITS.descriptionMax).transform((text) => text.trim());

/** The fields of hours on a project part or a work order, and of other project costs (decimal hours). */
const HourFields = {
  ...BookingTargetFields,
  uursoortId: OptionalRefSchema,
  aantal: HoursSchema,
  opmerking: RemarkSchema,
  omschrijving: DescriptionSchema.default(''),
  percentage: z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must not be negative' })
    .max(LIMITS.percentageMax, { error: `must be at most ${LIMITS.percentageMax}` })
    .transform((v) => roundToScale(v, 2))
    .nullish(),
  materialen: materialLines.default([]),
};

/** POST /v1/invoer, hours on a project part or a work order, with an hour type. */
export const HourBookingSchema = z.strictObject({
  ...HourFields,
  uursoortId: idOf(
    `an hour type is required (an id from 1 to ${LIMITS.idMax}); other project costs need an omschrijving instead`,
  ),
});

/**
 * POST /v1/invoer, other project costs: hours on an other-costs (OP) part without an hour type; omschrijving
 * says what the cost is.
 */
export const OtherCostsBookingSchema = z.strictObject({
  ...HourFields,
  omschrijving: DescriptionSchema.refine((text) => text !== '', { error: 'must say what the other project cost is' }),
});

/** The body of hours: with an hour type, or as other project costs without one. */
export type HourBooking = z.input<typeof HourBookingSchema> | z.input<typeof OtherCostsBookingSchema>;

/** POST /v1/invoer, indirect hours (leave, absence, training). */
export const IndirectBookingSchema = z.strictObject({
  datum: ApiDateSchema,
  medewerkerId: IdSchema,
  indirectId: IdSchema,
  aantal: HoursSchema,
  opmerking: RemarkSchema,
});
export type IndirectBooking = z.input<typeof IndirectBookingSchema>;

const INVOER_KINDS = {
  indirect: IndirectBookingSchema,
  hours: HourBookingSchema,
  otherCosts: OtherCostsBookingSchema,
  materials: MaterialBookingSchema,
} as const;
export type InvoerKind = keyof typeof INVOER_KINDS;

/**
 * Which kind of booking a POST /v1/invoer body is. The call table gives the kinds one path and no field that
 * names them, so the fields do: indirectId names indirect hours; hours (aantal) without an hour type but with
 * a description are other project costs, other hours are hours; the rest is materials.
 */
export function invoerKind(body: object): InvoerKind {
  if ('indirectId' in body) return 'indirect';
  if ('aantal' in body) {
    const { uursoortId, omschrijving } = body as { uursoortId?: unknown; omschrijving?: unknown };
    const withoutHourType = uursoortId === undefined || uursoortId === null || uursoortId === 0;
    return withoutHourType && typeof omschrijving === 'string' && omschrijving.trim() !== '' ? 'otherCosts' : 'hours';
  }
  return 'materials';
}

type InvoerBooking = { [K in InvoerKind]: { kind: K } & z.output<(typeof INVOER_KINDS)[K]> }[InvoerKind];

/** POST /v1/invoer: one of its four kinds, each a strict object, tagged with its kind once parsed. */
export const InvoerSchema = z
  .object({}, { error: 'must be a JSON object' })
  .loose()
  .transform((body, context): InvoerBooking => {
    const kind = invoerKind(body);
    const result = INVOER_KINDS[kind].safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        context.addIssue({ ...issue, code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { kind, ...result.data } as InvoerBooking;
  });

export const BookingResponseSchema = z.object({
  hours: z.array(z.number().int()),
  materials: z.array(z.number().int()),
});
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** GET /v1/uursoorten, /v1/indirectewerken, /v1/overigeprojectkosten. */
export const NamedTypeSchema = z.object({ id: z.number().int(), omschrijving: z.string() });
export type NamedType = z.infer<typeof NamedTypeSchema>;
