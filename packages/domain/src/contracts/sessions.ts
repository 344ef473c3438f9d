import { z } from 'zod';
import { IdSchema, LIMITS, Sha256HexSchema } from './common';

const CompanyCodeSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(LIMITS.companyCodeMax, { error: `must be at most ${LIMITS.companyCodeMax} characters` });

const UsernameSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(LIMITS.usernameMax, { error: `must be at most ${LIMITS.usernameMax} characters` });

/** POST /v1/sessions: RelatieId is the company code. */
export const SessionRequestSchema = z.object({
  RelatieId: CompanyCodeSchema,
  Gebruikersnaam: UsernameSchema,
  Wachtwoord: Sha256HexSchema,
});
export type SessionRequest = z.input<typeof SessionRequestSchema>;

/** POST /v1/sessions/user: refreshes the signed-in employee; Wachtwoord is sent empty. */
export const SessionUserRequestSchema = z.object({
  RelatieId: CompanyCodeSchema,
  Gebruikersnaam: UsernameSchema,
  contactpersoonId: IdSchema,
  Wachtwoord: z.string().max(0, { error: 'must be empty' }).optional(),
});
export type SessionUserRequest = z.input<typeof SessionUserRequestSchema>;

export const SessionResponseSchema = z.object({
  bedrijfsnaam: z.string(),
  logoExt: z.string(),
  contactpersoonId: z.number().int(),
  authToken: z.string(),
  naam: z.string(),
  achternaam: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const VersionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponseSchema>;
