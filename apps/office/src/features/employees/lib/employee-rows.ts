import type { OfficeEmployee } from '@bouwwerk/domain';
import { compareFlags, compareText } from '../../../lib/compare';
import { rightsOf } from './rights';
import type { SortColumn, StatusFilter } from './table-state';

export const fullName = (employee: Pick<OfficeEmployee, 'firstName' | 'lastName'>) =>
  [employee.firstName, employee.lastName].filter(Boolean).join(' ');

/** How each sortable column compares two employees, ascending; the table turns it round for descending. */
export const COMPARE: Record<SortColumn, (a: OfficeEmployee, b: OfficeEmployee) => number> = {
  naam: (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName),
  gebruikersnaam: (a, b) => compareText(a.username, b.username),
  mobiel: (a, b) => compareText(a.mobile, b.mobile),
  team: (a, b) => compareText(a.team, b.team),
  rechten: (a, b) => rightsOf(a).length - rightsOf(b).length,
  actief: (a, b) => compareFlags(a.active, b.active),
  telefoons: (a, b) => a.activeSessions - b.activeSessions,
};

export const STATUS: Record<StatusFilter, (employee: OfficeEmployee) => boolean> = {
  actief: (employee) => employee.active,
  inactief: (employee) => !employee.active,
  alle: () => true,
};

/** What the search looks in: the name, the username, the phone numbers and the team. */
export const employeeSearchText = (employee: OfficeEmployee) =>
  [fullName(employee), employee.username, employee.mobile, employee.telephone, employee.team].join(' ');
