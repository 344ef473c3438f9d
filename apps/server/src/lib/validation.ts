import type { z } from 'zod';
import { badRequest } from './http-errors';

/** Parses a value the route could not validate up front (a body of several shapes); 400 in the usual words. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, context: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${[context, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw badRequest(message);
}
