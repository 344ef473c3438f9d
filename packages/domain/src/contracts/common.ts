import { z } from 'zod';

/** The error body of every 4xx and 5xx answer of the API. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const LIMITS = {
  companyCodeMax: 64,
  usernameMax: 128,
} as const;

export const IdSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive id' });

export const Sha256HexSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be the SHA-256 hex of the password (64 hexadecimal characters)' })
  .transform((v) => v.toLowerCase());
