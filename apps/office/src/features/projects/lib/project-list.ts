import type { OfficeProjectSummary } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { compareFlags, compareText } from '../../../lib/compare';
import { createListAddress } from '../../../lib/list-address';
import type { ListDefinition } from '../../../lib/list-table';

/** The project list's view in the address: its columns, its filter and its defaults. */
export const PROJECT_COLUMNS = ['code', 'omschrijving', 'klant', 'plaats', 'werken', 'status'] as const;
export type ProjectColumn = (typeof PROJECT_COLUMNS)[number];

export const PROJECT_STATUSES = ['lopend', 'afgesloten', 'alle'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

type Project = Pick<OfficeProjectSummary, 'done' | 'old' | 'activeAdministration'>;

/** The badges of a project's state, in the order they are shown: what keeps it from bookings. */
export const projectBadges = (project: Project) =>
  [
    project.done ? ('done' as const) : null,
    project.old ? ('old' as const) : null,
    project.activeAdministration ? null : ('blocked' as const),
  ].filter((badge) => badge !== null);

/** Open projects first, then by how much closes them: done, old, blocked. */
const compareStatus = (a: Project, b: Project) =>
  compareFlags(a.done, b.done) ||
  compareFlags(a.old, b.old) ||
  compareFlags(b.activeAdministration, a.activeAdministration);

const COMPARE: Record<ProjectColumn, (a: OfficeProjectSummary, b: OfficeProjectSummary) => number> = {
  code: (a, b) => compareText(a.code, b.code),
  omschrijving: (a, b) => compareText(a.description, b.description),
  klant: (a, b) => compareText(a.customer, b.customer),
  plaats: (a, b) => compareText(a.city, b.city),
  werken: (a, b) => a.works - b.works,
  status: compareStatus,
};

const { columns } = nl.projects;
const HEADERS: Record<ProjectColumn, string> = {
  code: columns.code,
  omschrijving: columns.description,
  klant: columns.customer,
  plaats: columns.city,
  werken: columns.works,
  status: columns.status,
};

const address = createListAddress({
  columns: PROJECT_COLUMNS,
  statuses: PROJECT_STATUSES,
  defaults: { sorting: { column: 'code', descending: false }, status: 'lopend' },
});

/** The project list: by code, searched in the code, the description, the customer and the place. */
export const projectList: ListDefinition<OfficeProjectSummary, ProjectColumn, ProjectStatus> = {
  address,
  columns: PROJECT_COLUMNS.map((id) => ({ id, header: HEADERS[id], compare: COMPARE[id] })),
  order: COMPARE.code,
  rowId: (project) => project.id,
  status: {
    lopend: (project) => !project.done && !project.old,
    afgesloten: (project) => project.done || project.old,
    alle: () => true,
  },
  searchText: (project) => [project.code, project.description, project.customer, project.city].join(' '),
};

/** A project as a line names it: its code and description. */
export const projectLabel = (project: Pick<OfficeProjectSummary, 'code' | 'description'>) =>
  [project.code, project.description].filter(Boolean).join(' · ') || nl.projects.untitled;
