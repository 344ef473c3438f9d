import { z } from 'zod';
import { codeText } from '../contracts/common';

/**
 * The conventions every call of the integration API shares (docs/integration.md): English camelCase, records
 * addressed by the office's own `externalId`, every list paged the same way, errors as `{ code, message }`
 * whose message names the field (`records[3].projectExternalId: …`, indexes 0-based).
 */
export const INTEGRATION_LIMITS = {
  externalIdMax: 100,
  /** Records of one import call; more is a 413. */
  batchMax: 10_000,
  /** Items of one page of a collection. */
  pageMax: 1_000,
  pageDefault: 100,
  cursorMax: 200,
} as const;

/**
 * The office's own id of a record: unique per company and collection, any text without control or invisible
 * characters and without white space around it, compared and stored in Unicode NFC. So "P-1 " is refused
 * rather than made a second record next to "P-1", and an id typed in decomposed form (e + combining accent)
 * names the same record as the composed one.
 */
export const ExternalIdSchema = codeText(INTEGRATION_LIMITS.externalIdMax)
  .min(1, { error: "must be the office's id of the record: 1 to 100 characters" })
  .refine((text) => text.trim() === text, { error: 'must not begin or end with white space' })
  .overwrite((text) => text.normalize('NFC'))
  .meta({
    description:
      "The office system's own id of the record, unique per company and collection: no white space around it, " +
      'compared in Unicode NFC.',
    example: 'P-2026-013',
  });

/** A whole number in a query string, from `min` to `max`; absent gives `fallback`. */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number from ${min} to ${max}` })
    .optional()
    .transform((n) => n ?? fallback);

/** An opaque cursor returned as `next` by an earlier page. */
export const CursorSchema = z
  .string()
  .max(INTEGRATION_LIMITS.cursorMax)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the `next` value of an earlier answer' });

/** `?after=<cursor>&limit=<n>` of every paged list. */
export const PageQuerySchema = z.strictObject({
  after: CursorSchema.optional().meta({ description: 'The `next` of the previous page; absent for the first page.' }),
  limit: queryInteger(1, INTEGRATION_LIMITS.pageMax, INTEGRATION_LIMITS.pageDefault).meta({
    description: `Items per page, 1 to ${INTEGRATION_LIMITS.pageMax} (default ${INTEGRATION_LIMITS.pageDefault}).`,
  }),
});

/** `{ items, next }`: `next` is the cursor of the following page, null after the last. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `after` for the next page; null when this was the last.' }),
  });
