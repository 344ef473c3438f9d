import { z } from 'zod';
import { LIMITS, lineText, multilineText, roundToScale } from '../contracts/common';
import { ApiDateSchema, bookableHours } from '../contracts/common-fields';
import { ExternalIdSchema, INTEGRATION_LIMITS, queryInteger } from './common';

/**
 * What every import collection shares (PUT/GET /integration/v1/{collection}): a record is the whole state of
 * one of the office's records under its `externalId`; fields left out take their default, so a PUT replaces
 * (except an employee's password, which is kept when left out). `deleted: true` removes the record; then only
 * `externalId` is needed.
 *
 * The collections are listed each after the ones its records name: the order a call of several stores them in.
 */
export const IMPORT_COLLECTIONS = [
  'employees',
  'relations',
  'project-groups',
  'projects',
  'works',
  'parts',
  'hour-types',
  'indirect-types',
  'other-cost-types',
  'work-orders',
  'planning',
  'working-hours',
  'materials',
] as const;
export type ImportCollectionName = (typeof IMPORT_COLLECTIONS)[number];

/** The answer of an import: how many records of the call did what. */
export const ImportResultSchema = z
  .object({
    created: z.number().int().meta({ description: 'Records that did not exist and were added.' }),
    updated: z
      .number()
      .int()
      .meta({ description: 'Records that existed and changed (a removed record sent again is restored: updated).' }),
    unchanged: z
      .number()
      .int()
      .meta({ description: 'Records already stored exactly so: nothing was written for them.' }),
    deleted: z.number().int().meta({
      description: 'Records removed by `deleted: true` (one already removed, or never stored, is unchanged).',
    }),
  })
  .meta({
    id: 'ImportResult',
    description:
      'What the call did, per record. The call is one transaction: all of it happened, or (on any error) none.',
  });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** One line of text, empty when left out. */
export const optionalLine = (max: number) => lineText(max).default('');
/** Text of several lines, empty when left out. */
export const optionalText = (max: number) => multilineText(max).default('');
/** One line of text that must be given. */
export const requiredLine = (max: number) => lineText(max).min(1, { error: `must be 1 to ${max} characters` });
export const flag = (fallback: boolean) => z.boolean({ error: 'must be true or false' }).default(fallback);
export const optionalDate = () => ApiDateSchema.nullable().default(null);

/** A reference to another record of the office by its externalId; null or left out for none. */
export const reference = (description: string) => ExternalIdSchema.nullable().default(null).meta({ description });

/** A whole number from min to max. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

/** An invoice id of the office; null (or 0) is not invoiced. */
export const invoiceId = (description: string) =>
  wholeNumber(0, LIMITS.idMax).nullable().default(null).meta({ description });

/** A number from min to max as a numeric(p, scale) column keeps it: rounded to its decimals before it is compared or stored. */
export const decimal = (min: number, max: number, scale: number) =>
  z
    .number({ error: `must be a number from ${min} to ${max}` })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: `must be a number from ${min} to ${max}` })
    .transform((n) => roundToScale(n, scale));

/**
 * Hours of a day where 0 means none (a planning line without a duration, a day without working hours):
 * else the domain's bookable hours, so a value that rounds to 0 at four decimals is refused, not stored as 0.
 */
export const hoursOrNone = () =>
  z.number({ error: 'must be a number of hours' }).transform((value, context) => {
    if (value === 0) return 0;
    const hours = bookableHours(value);
    if (hours === null) {
      context.addIssue({
        code: 'custom',
        message: `must be 0, or more than 0 and at most ${LIMITS.hoursMax} hours (to ${LIMITS.hoursScale} decimals)`,
      });
      return z.NEVER;
    }
    return hours;
  });

const DeletedSchema = z.boolean({ error: 'must be true to remove the record, or left out' }).optional().meta({
  description:
    'true removes the record (only `externalId` is then needed). Sending it again without `deleted` restores it.',
});

const AdoptIdSchema = wholeNumber(1, LIMITS.idMax)
  .optional()
  .meta({
    description:
      "Bouwwerk's id of a record made in the app (listed with `externalId: null`): this record takes it over under its `externalId`. " +
      'Only needed once; later calls find it by `externalId`.',
  });

/** The fields of a collection's records besides `externalId`, `id` and `deleted`, and a check across fields. */
export interface ImportRecordFields<Shape extends z.ZodRawShape> {
  id: string;
  description: string;
  shape: Shape;
  /** A rule across fields of a record that is not removed: issues name the field they concern. */
  check?: (record: z.output<z.ZodObject<Shape>>, context: z.core.$RefinementCtx) => void;
}

/**
 * The schemas of one collection's records: `record` for a record that is kept (every field checked, left-out
 * fields take their default), `removal` for one sent with `deleted: true` (fields optional, still checked),
 * and `item` for what GET lists (also Bouwwerk's `id`; `externalId` null for a record made in the app).
 */
export function importRecord<Shape extends z.ZodRawShape>(fields: ImportRecordFields<Shape>) {
  const keyShape = { externalId: ExternalIdSchema, id: AdoptIdSchema };
  const base = z.strictObject({ ...keyShape, ...fields.shape, deleted: DeletedSchema });
  const check = fields.check;
  const record = (
    check ? base.superRefine((value, context) => check(value as z.output<z.ZodObject<Shape>>, context)) : base
  ).meta({
    id: `${fields.id}Record`,
    description: fields.description,
  });
  const removal = z
    .strictObject({ ...keyShape, ...fields.shape, deleted: z.literal(true) })
    .partial()
    .required({ externalId: true, deleted: true });
  const item = z
    .object({ ...fields.shape })
    .extend({
      id: z
        .number()
        .int()
        .meta({ description: "Bouwwerk's own id of the record (registrations in the change feed name it)." }),
      externalId: ExternalIdSchema.nullable().meta({
        description:
          'Your id of the record; null for a record made in the app, which you may take over (see `id` in the PUT).',
      }),
      deleted: z.literal(true).optional().meta({ description: 'Present (true) when the record was removed.' }),
    })
    .meta({ id: fields.id, description: fields.description });
  return { record, removal, item };
}

/** The JSON body of PUT /integration/v1/{collection}, for the OpenAPI document: an array of records. */
export const importBody = (record: z.ZodType) =>
  z
    .array(record)
    .max(INTEGRATION_LIMITS.batchMax)
    .meta({
      description:
        `0 to ${INTEGRATION_LIMITS.batchMax.toLocaleString('en')} records; more is a 413. An empty list changes nothing, as records a call does not name are left alone. ` +
        'Errors name a record as records[i] (0-based).',
    });

/**
 * The cursor of a collection's pages: an externalId of up to 100 characters, encoded. Its own limit, as the
 * encoding of 100 characters of UTF-8 is longer than the change feed's cursors.
 */
const ImportCursorSchema = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the `next` value of an earlier answer' });

export const ImportPageQuerySchema = z.strictObject({
  after: ImportCursorSchema.optional().meta({
    description: 'The `next` of the previous page; absent for the first page.',
  }),
  limit: queryInteger(1, INTEGRATION_LIMITS.pageMax, INTEGRATION_LIMITS.pageDefault).meta({
    description: `Items per page, 1 to ${INTEGRATION_LIMITS.pageMax} (default ${INTEGRATION_LIMITS.pageDefault}).`,
  }),
});
