/**
 * The rules of a new office password, with the list of common passwords they check against (39 KB gzipped):
 * only the screens that choose a password load this module.
 */
import { z } from 'zod';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { OFFICE_PASSWORD_MAX, OFFICE_PASSWORD_MIN } from './password-limits';

export { OFFICE_PASSWORD_MAX, OFFICE_PASSWORD_MIN } from './password-limits';

let common: Set<string> | undefined;

/** True for one of the 10,000 most common passwords, in any case. Built at first use, not at import. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** A password an office user chooses (accepting an invitation): the rule the form and the server share. */
export const NewOfficePasswordSchema = z
  .string({ error: 'must be a string' })
  .min(OFFICE_PASSWORD_MIN, { error: `must be at least ${OFFICE_PASSWORD_MIN} characters` })
  .max(OFFICE_PASSWORD_MAX, { error: `must be at most ${OFFICE_PASSWORD_MAX} characters` })
  .refine((password) => !isCommonPassword(password), {
    error: 'is one of the 10,000 most common passwords; choose another',
  });

/** POST /office/v1/invitations/{token}/accept: the password chosen; the answer signs the user in. */
export const InvitationAcceptSchema = z.strictObject({ password: NewOfficePasswordSchema });
export type InvitationAccept = z.input<typeof InvitationAcceptSchema>;
