import type { OfficeProjectGroup } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { createListAddress } from '../../../lib/list-address';
import type { ListDefinition } from '../../../lib/list-table';
import { ORIGINS, originFilter, type Origin } from './origin';

export const PROJECT_GROUP_COLUMNS = ['naam', 'projecten'] as const;
export type ProjectGroupColumn = (typeof PROJECT_GROUP_COLUMNS)[number];

const COMPARE: Record<ProjectGroupColumn, (a: OfficeProjectGroup, b: OfficeProjectGroup) => number> = {
  naam: (a, b) => compareText(a.name, b.name),
  projecten: (a, b) => a.projects - b.projects,
};

const { columns } = nl.projectGroups;
const HEADERS: Record<ProjectGroupColumn, string> = {
  naam: columns.name,
  projecten: columns.projects,
};

/** The project group list: by name, searched in the name. */
export const projectGroupList: ListDefinition<OfficeProjectGroup, ProjectGroupColumn, Origin> = {
  address: createListAddress({
    columns: PROJECT_GROUP_COLUMNS,
    statuses: ORIGINS,
    defaults: { sorting: { column: 'naam', descending: false }, status: 'alle' },
  }),
  columns: PROJECT_GROUP_COLUMNS.map((id) => ({ id, header: HEADERS[id], compare: COMPARE[id] })),
  order: COMPARE.naam,
  rowId: (group) => group.id,
  status: originFilter,
  searchText: (group) => group.name,
};

/** A project group as a line names it. */
export const projectGroupLabel = (group: Pick<OfficeProjectGroup, 'name'>) => group.name || nl.projectGroups.untitled;
