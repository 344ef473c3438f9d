import type { EmployeeRights, OfficeEmployeeInput } from '@bouwwerk/domain';

/** The columns behind an employee's office fields. */
export interface EmployeeRow {
  first_name: string;
  last_name: string;
  username: string;
  mobile: string;
  telephone: string;
  active: boolean;
  registratie_rechten: number;
  project_administratie_ingeschakeld: boolean;
  regiewerk_aanmaken_ingeschakeld: boolean;
  boeken_overige_projectkosten: number;
  aanmaken_regiewerk: number;
  validate_registrations_enabled: boolean;
}

/** The columns behind an employee's rights. */
export const EMPLOYEE_RIGHTS_COLUMNS = [
  'registratie_rechten',
  'project_administratie_ingeschakeld',
  'regiewerk_aanmaken_ingeschakeld',
  'boeken_overige_projectkosten',
  'aanmaken_regiewerk',
  'validate_registrations_enabled',
] as const satisfies ReadonlyArray<keyof EmployeeRow>;

/** His rights as the office reads them (the console, the integration API, the Planbord), from their columns. */
export function employeeRightsOf(row: Pick<EmployeeRow, (typeof EMPLOYEE_RIGHTS_COLUMNS)[number]>): EmployeeRights {
  return {
    registrationRights: row.registratie_rechten > 0,
    projectAdministration: row.project_administratie_ingeschakeld,
    createCostPlusWork: row.regiewerk_aanmaken_ingeschakeld,
    bookOtherProjectCosts: row.boeken_overige_projectkosten === 1,
    createSurplusWork: row.aanmaken_regiewerk === 1,
    validateRegistrations: row.validate_registrations_enabled,
  };
}

/** An employee's fields as the office reads them (the integration API and the console), from his row. */
export function employeeFieldsOf(row: EmployeeRow): Required<OfficeEmployeeInput> {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    mobile: row.mobile,
    telephone: row.telephone,
    active: row.active,
    ...employeeRightsOf(row),
  };
}

/** The row's columns for the office's fields: the specification's numbers behind the rights. */
export function employeeColumnsOf(fields: Required<OfficeEmployeeInput>): EmployeeRow {
  return {
    first_name: fields.firstName,
    last_name: fields.lastName,
    username: fields.username,
    mobile: fields.mobile,
    telephone: fields.telephone,
    active: fields.active,
    registratie_rechten: fields.registrationRights ? 1 : 0,
    project_administratie_ingeschakeld: fields.projectAdministration,
    regiewerk_aanmaken_ingeschakeld: fields.createCostPlusWork,
    boeken_overige_projectkosten: fields.bookOtherProjectCosts ? 1 : 0,
    aanmaken_regiewerk: fields.createSurplusWork ? 1 : 0,
    validate_registrations_enabled: fields.validateRegistrations,
  };
}
