import {
  canChangePredefinedMaterial,
  canRegister,
  lockReason,
  parseDate,
  weekStartText,
  type HourRegistration,
  type MaterialRegistration,
  type RegistrationCategory,
  type RegistrationLockReason,
  type Rights,
  type ViewLockReason,
} from '@bouwwerk/domain';

/** What a row is, which decides its delete call: hours, a material line, or material the office put on an order. */
export type RowKind = 'hour' | 'material' | 'predefined';

export const materialKind = (material: Pick<MaterialRegistration, 'isPredefined'>): 'material' | 'predefined' =>
  material.isPredefined ? 'predefined' : 'material';

/** Why a row's pencil is disabled: the registration's own lock, or predefined material of an order one is not planned on. */
export type RowLock = RegistrationLockReason | 'not-planned';

/** The Monday (yyyy-MM-dd) of the week of a row's day (yyyy-MM-dd), or null for a day that is none. */
export function rowMonday(row: Pick<HourRegistration, 'date'>): string | null {
  const day = parseDate(row.date, 'api');
  return day ? weekStartText(day) : null;
}

const NO_WEEKS: ReadonlySet<string> = new Set();

/**
 * Why the pencil of a row is disabled (States → Registration editable), or null when it can be changed: the
 * employee's rights, the page's own lock and the row and its category, and the office's approval of the row's
 * week (`approvedWeeks`, their Mondays). Material the office put on an order is changed only by those planned on
 * the order (canChangePredefinedMaterial, as the server refuses it). Unknown rights (still loading) are
 * 'unknown': nothing is editable yet, and there is nothing to explain.
 */
export function rowLock(
  row: HourRegistration | MaterialRegistration,
  category: RegistrationCategory,
  rights: Rights | undefined,
  locked: boolean | ViewLockReason,
  plannedOnOrder = false,
  approvedWeeks = NO_WEEKS,
): RowLock | 'unknown' | null {
  if (!rights) return 'unknown';
  const authorized = rights.authorized && canRegister(rights);
  if (
    authorized &&
    'isPredefined' in row &&
    row.isPredefined &&
    !canChangePredefinedMaterial(rights, { plannedOnOrder })
  )
    return 'not-planned';
  return lockReason(row, category, {
    authorized,
    viewLocked: locked !== false,
    viewLockReason: typeof locked === 'string' ? locked : undefined,
    validateRegistrationsEnabled: rights.validateRegistrationsEnabled,
    closedThrough: rights.closedThrough,
    weekApproved: approvedWeeks.has(rowMonday(row) ?? ''),
  });
}
