import type { OfficeEmployee } from '@bouwwerk/domain';
import { rightsOf } from './rights';
import type { SortColumn, StatusFilter, TableState } from './table-state';

export const PAGE_SIZE = 50;

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

export const fullName = (employee: Pick<OfficeEmployee, 'firstName' | 'lastName'>) =>
  [employee.firstName, employee.lastName].filter(Boolean).join(' ');

/** How each sortable column compares two employees. */
const COMPARE: Record<SortColumn, (a: OfficeEmployee, b: OfficeEmployee) => number> = {
  naam: (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  gebruikersnaam: (a, b) => collator.compare(a.username, b.username),
  mobiel: (a, b) => collator.compare(a.mobile, b.mobile),
  rechten: (a, b) => rightsOf(a).length - rightsOf(b).length,
  actief: (a, b) => Number(a.active) - Number(b.active),
  telefoons: (a, b) => a.activeSessions - b.activeSessions,
};

const STATUS: Record<StatusFilter, (employee: OfficeEmployee) => boolean> = {
  actief: (employee) => employee.active,
  inactief: (employee) => !employee.active,
  alle: () => true,
};

/** Every word typed must appear in the name, the username or a phone number, in any case. */
function matchesSearch(employee: OfficeEmployee, search: string): boolean {
  const words = search.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [fullName(employee), employee.username, employee.mobile, employee.telephone]
    .join(' ')
    .toLocaleLowerCase('nl');
  return words.every((word) => text.includes(word));
}

export interface EmployeePage {
  rows: OfficeEmployee[];
  /** How many employees the search and the filter leave, over all pages. */
  matching: number;
  /** The page shown: the one asked for, or the last one when it asked beyond it. */
  page: number;
  pages: number;
}

/** The employees a view shows: filtered, searched, sorted (ties by name, then id), one page of them. */
export function employeePage(employees: readonly OfficeEmployee[], state: TableState): EmployeePage {
  const { column, descending } = state.sorting;
  const direction = descending ? -1 : 1;
  const matching = employees
    .filter((employee) => STATUS[state.status](employee) && matchesSearch(employee, state.search))
    .sort((a, b) => direction * COMPARE[column](a, b) || COMPARE.naam(a, b) || a.id - b.id);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(state.page, pages);
  return {
    rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    matching: matching.length,
    page,
    pages,
  };
}
