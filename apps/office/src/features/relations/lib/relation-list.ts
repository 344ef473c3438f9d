import type { OfficeRelationSummary } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { createListAddress } from '../../../lib/list-address';
import type { ListDefinition } from '../../../lib/list-table';
import { ORIGINS, originFilter, type Origin } from './origin';

/** The relation list's view in the address: its columns, its filter and its defaults. */
export const RELATION_COLUMNS = ['naam', 'plaats', 'telefoon', 'contactpersonen'] as const;
export type RelationColumn = (typeof RELATION_COLUMNS)[number];

const COMPARE: Record<RelationColumn, (a: OfficeRelationSummary, b: OfficeRelationSummary) => number> = {
  naam: (a, b) => compareText(a.companyName, b.companyName),
  plaats: (a, b) => compareText(a.city, b.city),
  telefoon: (a, b) => compareText(a.telephone, b.telephone),
  contactpersonen: (a, b) => a.contactPersons - b.contactPersons,
};

const { columns } = nl.relations;
const HEADERS: Record<RelationColumn, string> = {
  naam: columns.name,
  plaats: columns.city,
  telefoon: columns.telephone,
  contactpersonen: columns.contactPersons,
};

/** The relation list: by name, searched in the name, the place and the telephone. */
export const relationList: ListDefinition<OfficeRelationSummary, RelationColumn, Origin> = {
  address: createListAddress({
    columns: RELATION_COLUMNS,
    statuses: ORIGINS,
    defaults: { sorting: { column: 'naam', descending: false }, status: 'alle' },
  }),
  columns: RELATION_COLUMNS.map((id) => ({ id, header: HEADERS[id], compare: COMPARE[id] })),
  order: COMPARE.naam,
  rowId: (relation) => relation.id,
  status: originFilter,
  searchText: (relation) => [relation.companyName, relation.city, relation.telephone].join(' '),
};

/** A relation as a line names it. */
export const relationLabel = (relation: Pick<OfficeRelationSummary, 'companyName'>) =>
  relation.companyName || nl.relations.untitled;
