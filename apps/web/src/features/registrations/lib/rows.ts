import {
  canChangePredefinedMaterial,
  canRegister,
  isRegistrationEditable,
  type HourRegistration,
  type MaterialRegistration,
  type RegistrationCategory,
  type Rights,
} from '@bouwwerk/domain';

/** What a row is, which decides its delete call: hours, a material line, or material the office put on an order. */
export type RowKind = 'hour' | 'material' | 'predefined';

export const materialKind = (material: Pick<MaterialRegistration, 'isPredefined'>): 'material' | 'predefined' =>
  material.isPredefined ? 'predefined' : 'material';

/**
 * The pencil of a row (States → Registration editable): the employee's rights, the page's own lock and the
 * row and its category. Material the office put on an order is changed only by those planned on the order
 * (canChangePredefinedMaterial, as the server refuses it). Unknown rights (still loading) edit nothing.
 */
export function canEditRow(
  row: HourRegistration | MaterialRegistration,
  category: RegistrationCategory,
  rights: Rights | undefined,
  locked: boolean,
  plannedOnOrder = false,
): boolean {
  if (!rights) return false;
  if ('isPredefined' in row && row.isPredefined && !canChangePredefinedMaterial(rights, { plannedOnOrder }))
    return false;
  return isRegistrationEditable(row, category, {
    authorized: rights.authorized && canRegister(rights),
    viewLocked: locked,
    validateRegistrationsEnabled: rights.validateRegistrationsEnabled,
  });
}
