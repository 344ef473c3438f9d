import type { OfficeEmployee } from '@bouwwerk/domain';
import { rightsOf } from './rights';
import type { SortColumn, StatusFilter } from './table-state';

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

export const fullName = (employee: Pick<OfficeEmployee, 'firstName' | 'lastName'>) =>
  [employee.firstName, employee.lastName].filter(Boolean).join(' ');

/** How each sortable column compares two employees, ascending; the table turns it round for descending. */
export const COMPARE: Record<SortColumn, (a: OfficeEmployee, b: OfficeEmployee) => number> = {
  naam: (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  gebruikersnaam: (a, b) => collator.compare(a.username, b.username),
  mobiel: (a, b) => collator.compare(a.mobile, b.mobile),
  rechten: (a, b) => rightsOf(a).length - rightsOf(b).length,
  actief: (a, b) => Number(a.active) - Number(b.active),
  telefoons: (a, b) => a.activeSessions - b.activeSessions,
};

/** The list's own order, which every column's sort keeps among equals: by name, then by id. */
export const byName = (employees: readonly OfficeEmployee[]): OfficeEmployee[] =>
  [...employees].sort((a, b) => COMPARE.naam(a, b) || a.id - b.id);

export const STATUS: Record<StatusFilter, (employee: OfficeEmployee) => boolean> = {
  actief: (employee) => employee.active,
  inactief: (employee) => !employee.active,
  alle: () => true,
};

/** Every word typed must appear in the name, the username or a phone number, in any case. */
export function matchesSearch(employee: OfficeEmployee, search: string): boolean {
  const words = search.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [fullName(employee), employee.username, employee.mobile, employee.telephone]
    .join(' ')
    .toLocaleLowerCase('nl');
  return words.every((word) => text.includes(word));
}
