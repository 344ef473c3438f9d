import { INTEGRATION_LIMITS } from '@bouwwerk/domain';
import { z } from 'zod';

/** Above this a body is refused (413) whatever its records: parsing it holds several times its size in memory. */
export const IMPORT_BODY_MAX = 64 * 1024 * 1024;

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
};

/** Digits of the longest number JSON writes for a double, and of `false`. */
const NUMBER_BYTES = 24;
const BOOLEAN_BYTES = 5;
/** A text without a maximum: a date, a time. */
const UNBOUNDED_TEXT = 100;

function longest(schema: JsonSchema, defs: Record<string, JsonSchema>): number {
  if (schema.$ref) return longest(defs[schema.$ref.split('/').pop()!]!, defs);
  if (schema.anyOf) return Math.max(...schema.anyOf.map((s) => longest(s, defs)));
  if (Array.isArray(schema.type)) return Math.max(...schema.type.map((type) => longest({ ...schema, type }, defs)));
  if (schema.enum) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
  switch (schema.type) {
    case 'string':
      return 2 + (schema.maxLength ?? UNBOUNDED_TEXT);
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return BOOLEAN_BYTES;
    case 'null':
      return 4;
    case 'array':
      return 2 + (schema.maxItems ?? 0) * (longest(schema.items ?? {}, defs) + 1);
    case 'object':
      return (
        2 +
        Object.entries(schema.properties ?? {}).reduce(
          (sum, [key, value]) => sum + key.length + 4 + longest(value, defs),
          0,
        )
      );
    default:
      return 5;
  }
}

/**
 * The JSON size of the largest record a schema takes: every text at its longest in one byte per character
 * (ids, codes and names as offices write them; a batch of texts in other scripts may need to be split) and
 * every list at its longest.
 */
export function maximalRecordBytes(record: z.ZodType): number {
  const schema = z.toJSONSchema(record, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return longest(schema, schema.$defs ?? {});
}

/**
 * The body limit of a collection's PUT: what the most records of a call, each at its largest, need; at most
 * IMPORT_BODY_MAX (a batch of collections with long lists, such as work orders with 50 info pairs each, must
 * then be split before it reaches 10,000 maximal records).
 */
export function importBodyLimit(record: z.ZodType): number {
  return Math.min(IMPORT_BODY_MAX, INTEGRATION_LIMITS.batchMax * (maximalRecordBytes(record) + 1) + 2);
}
