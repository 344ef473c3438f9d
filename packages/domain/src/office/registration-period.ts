import { z } from 'zod';
import { LIMITS, lineText } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { ADMINISTRATION_EDITORS, type OfficeRole } from './roles';

/**
 * 'Periode afsluiten': the company's registrations up to a day are final (docs/decisions/020-period-close.md).
 * No door creates, changes or removes a registration dated on or before it; only a beheerder reopens, and
 * says why.
 */

/** GET and PUT /office/v1/registration-period. */
export const RegistrationPeriodSchema = z.object({
  /** The last closed day (yyyy-MM-dd), or null when nothing is closed. */
  closedThrough: z.string().nullable(),
  /** Why it was last closed or reopened. */
  reason: z.string(),
});
export type RegistrationPeriod = z.infer<typeof RegistrationPeriodSchema>;

export const RegistrationPeriodInputSchema = z.strictObject({
  closedThrough: ApiDateSchema.nullable(),
  reason: lineText(LIMITS.descriptionMax).default(''),
});
export type RegistrationPeriodInput = z.input<typeof RegistrationPeriodInputSchema>;

export type PeriodChange = 'close' | 'reopen' | 'unchanged';

/** Closing more days, or opening closed ones again (an earlier day, or none). */
export function periodChange(current: string | null, next: string | null): PeriodChange {
  if (current === next) return 'unchanged';
  if (next === null) return 'reopen';
  if (current === null || next > current) return 'close';
  return 'reopen';
}

/** Administratie and beheerder close; only a beheerder reopens. */
export function mayChangePeriod(role: OfficeRole, change: PeriodChange): boolean {
  return change === 'reopen' ? role === 'beheerder' : ADMINISTRATION_EDITORS.includes(role);
}
