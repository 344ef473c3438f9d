import { EMPLOYEE_RIGHTS, type EmployeeRight, type OfficeEmployee } from '@bouwwerk/domain';

/** The six rights of the specification, in the order the office reads them. */
export const RIGHTS = EMPLOYEE_RIGHTS;

export type Right = EmployeeRight;

export const rightsOf = (employee: Pick<OfficeEmployee, Right>): Right[] => RIGHTS.filter((right) => employee[right]);
