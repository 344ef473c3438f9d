import type { RightsResponse } from './contracts/rights';

/** The rights as the app uses them (specification section 3 gives both spellings). */
export interface Rights {
  authorized: boolean;
  userID: number;
  registrationRights: number;
  projectAdministratieIngeschakeld: boolean;
  regiewerkAanmakenIngeschakeld: boolean;
  bookOtherProjectCosts: number;
  createSurplusWork: number;
  validateRegistrationsEnabled: boolean;
  /** The company's last closed day (yyyy-MM-dd): nothing dated on or before it is written any more. */
  closedThrough: string | null;
}

/** userID -1 marks a user whose rights are never fetched. */
export const NO_RIGHTS_USER_ID = -1;

export function rightsFromResponse(r: RightsResponse): Rights {
  return {
    authorized: r.authorized,
    userID: r.userID,
    registrationRights: r.registratieRechten,
    projectAdministratieIngeschakeld: r.projectAdministratieIngeschakeld,
    regiewerkAanmakenIngeschakeld: r.regiewerkAanmakenIngeschakeld,
    bookOtherProjectCosts: r.boekenOverigeProjectkosten,
    createSurplusWork: r.aanmakenRegiewerk,
    validateRegistrationsEnabled: r.validateRegistrationsEnabled,
    // A copy kept from before the server sent it has none.
    closedThrough: r.registrationsClosedThrough ?? null,
  };
}

/** Registration rights above 0 mean the employee may register. */
export function canRegister(rights: Pick<Rights, 'registrationRights'>): boolean {
  return rights.registrationRights > 0;
}

/** Indirect and Projecten in the bottom navigation. */
export function showsProjectAdministration(rights: Pick<Rights, 'projectAdministratieIngeschakeld'>): boolean {
  return rights.projectAdministratieIngeschakeld;
}

export function canBookOtherProjectCosts(rights: Pick<Rights, 'bookOtherProjectCosts'>): boolean {
  return rights.bookOtherProjectCosts === 1;
}

export function canCreateRegiewerk(
  rights: Pick<Rights, 'createSurplusWork' | 'regiewerkAanmakenIngeschakeld'>,
): boolean {
  return rights.createSurplusWork === 1 && rights.regiewerkAanmakenIngeschakeld;
}

/**
 * validateRegistrationsEnabled as the app gets it: "Registraties eerst valideren" of the company holds for each
 * of its employees, and an employee's own right holds for him where the company's setting is off (decision 018).
 */
export function validatesRegistrationsFirst(settings: {
  company: boolean | null | undefined;
  employee: boolean;
}): boolean {
  return settings.company === true || settings.employee;
}
