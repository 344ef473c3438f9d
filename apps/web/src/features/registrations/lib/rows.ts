import {
  canChangePredefinedMaterial,
  canRegister,
  lockReason,
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

/**
 * Why the pencil of a row is disabled (States → Registration editable), or null when it can be changed: the
 * employee's rights, the page's own lock and the row and its category. Material the office put on an order is
 * changed only by those planned on the order (canChangePredefinedMaterial, as the server refuses it). Unknown
 * rights (still loading) are 'unknown': nothing is editable yet, and there is nothing to explain.
 */
export function rowLock(
  row: HourRegistration | MaterialRegistration,
  category: RegistrationCategory,
  rights: Rights | undefined,
  locked: boolean | ViewLockReason,
  plannedOnOrder = false,
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
  });
}
