import type { EmployeeRights } from './dataset';

/** Every right on: may register, sees Indirect and Projecten, books OP, creates regiewerk, edits freely. */
export const ALL_RIGHTS: EmployeeRights = {
  registratieRechten: 1,
  projectAdministratieIngeschakeld: true,
  regiewerkAanmakenIngeschakeld: true,
  boekenOverigeProjectkosten: 1,
  aanmakenRegiewerk: 1,
  validateRegistrationsEnabled: false,
};

/** May only look: no registrations, no Indirect or Projecten in the navigation. */
export const VIEW_ONLY: EmployeeRights = {
  registratieRechten: 0,
  projectAdministratieIngeschakeld: false,
  regiewerkAanmakenIngeschakeld: false,
  boekenOverigeProjectkosten: 0,
  aanmakenRegiewerk: 0,
  validateRegistrationsEnabled: false,
};

/** The password of every demo account; printed at start-up, so never use the seed on a real installation. */
export const DEMO_PASSWORD = 'welkom123';
