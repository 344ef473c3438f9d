import { canRegister, isLeaveFormLocked, type Rights } from '@bouwwerk/domain';

/** Why an indirect registration's form is locked: no rights to change it, or not validated while that is required. */
export type LeaveLock = 'no-rights' | 'not-validated';

/**
 * The leave form's lock for an existing registration: 'unknown' while the rights load (nothing may be changed
 * before they say so), else the reason or null when it can be changed.
 */
export function leaveLock(rights: Rights | undefined, validated: number | undefined): LeaveLock | 'unknown' | null {
  if (!rights) return 'unknown';
  if (!rights.authorized || !canRegister(rights)) return 'no-rights';
  return isLeaveFormLocked(validated, rights.validateRegistrationsEnabled) ? 'not-validated' : null;
}
