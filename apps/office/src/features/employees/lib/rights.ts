import type { OfficeEmployee } from '@bouwwerk/domain';

/** The six rights of the specification, in the order the office reads them. */
export const RIGHTS = [
  'registrationRights',
  'projectAdministration',
  'createCostPlusWork',
  'bookOtherProjectCosts',
  'createSurplusWork',
  'validateRegistrations',
] as const satisfies ReadonlyArray<keyof OfficeEmployee>;

export type Right = (typeof RIGHTS)[number];

export const rightsOf = (employee: Pick<OfficeEmployee, Right>): Right[] => RIGHTS.filter((right) => employee[right]);
