import { z } from 'zod';

/**
 * The office's three roles. A beheerder may do everything, office users and company settings included; a
 * planner plans and keeps projects, work orders and employees' planning data, and reads registrations; the
 * administratie validates, invoices, exports and closes periods, and reads the rest.
 */
export const OFFICE_ROLES = ['beheerder', 'planner', 'administratie'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const OfficeRoleSchema = z.enum(OFFICE_ROLES, { error: 'must be beheerder, planner or administratie' });

/** Who may change the company's employees (their rights, passwords and phones). */
export const EMPLOYEE_EDITORS: readonly OfficeRole[] = ['beheerder', 'planner'];
/** Who may change projects, works, parts and work orders (and, later, the planning). */
export const PLANNING_EDITORS: readonly OfficeRole[] = ['beheerder', 'planner'];
/** Who validates, invoices, exports and closes periods (a beheerder alone reopens one). */
export const ADMINISTRATION_EDITORS: readonly OfficeRole[] = ['beheerder', 'administratie'];
/** Everyone in the office reads. */
export const EVERY_OFFICE_ROLE: readonly OfficeRole[] = OFFICE_ROLES;
/** Only a beheerder manages office users, invitations and the company. */
export const BEHEERDER_ONLY: readonly OfficeRole[] = ['beheerder'];
