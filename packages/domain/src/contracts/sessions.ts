import { z } from 'zod';
import { IdSchema, LIMITS, lineText, Sha256HexSchema } from './common';

/** A sign-in field: one line, trimmed, not empty. */
const signInField = (max: number) =>
  lineText(max)
    .transform((text) => text.trim())
    .refine((text) => text !== '', { error: 'is required' });

export const CompanyCodeSchema = signInField(LIMITS.companyCodeMax);
export const UsernameSchema = signInField(LIMITS.usernameMax);

/**
 * What a successful sign-in gives the device for this account (decision 008): 256 random bits, base64url. The
 * app sends it back in later sign-ins of the same account, which then pass the limits strangers run into.
 */
export const DeviceTokenSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a device token from an earlier sign-in (43 base64url characters)' });

/** POST /v1/sessions: RelatieId is the company code; deviceToken what an earlier sign-in of this account gave. */
export const SessionRequestSchema = z.strictObject({
  RelatieId: CompanyCodeSchema,
  Gebruikersnaam: UsernameSchema,
  Wachtwoord: Sha256HexSchema,
  deviceToken: DeviceTokenSchema.optional(),
});
export type SessionRequest = z.input<typeof SessionRequestSchema>;

/** POST /v1/sessions/user: refreshes the signed-in employee; Wachtwoord is sent empty. */
export const SessionUserRequestSchema = z.strictObject({
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

/** The answer of POST /v1/sessions: the session, and the device token to keep for this account on this device. */
export const SignInResponseSchema = SessionResponseSchema.extend({ deviceToken: DeviceTokenSchema });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const VersionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponseSchema>;

/** GET /company-assets/{companyCode}.{logoExt}: the logo the sign-in page shows, before anyone signs in. */
export const CompanyAssetParamsSchema = z.object({
  file: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.companyCodeMax}}\\.[A-Za-z0-9]{1,8}$`), {
    error: 'must be {companyCode}.{logoExt}',
  }),
});
