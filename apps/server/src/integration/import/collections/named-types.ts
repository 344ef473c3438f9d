import {
  HourTypeImport,
  IndirectTypeImport,
  OtherCostTypeImport,
  type ImportCollectionName,
  type NamedTypeImportRecord,
} from '@bouwwerk/domain';
import { tableCollection } from '../table-collection';

/** Hour types, indirect types and other-cost types: the same record in three tables. */
const namedTypes = (
  name: ImportCollectionName,
  table: 'hour_types' | 'indirect_work_types' | 'other_cost_types',
  schemas: typeof HourTypeImport,
) =>
  tableCollection<typeof table, NamedTypeImportRecord>({
    name,
    table,
    schemas,
    references: [],
    columns: {
      omschrijving: { type: 'text', value: (r) => r.description },
      sort_order: { type: 'int4', value: (r) => r.sortOrder },
      active: { type: 'bool', value: (r) => r.active },
    },
    removal: { hide: { active: false } },
    toItem: (row) => ({ description: row.omschrijving, sortOrder: row.sort_order, active: row.active }),
  });

export const hourTypes = namedTypes('hour-types', 'hour_types', HourTypeImport);
export const indirectTypes = namedTypes('indirect-types', 'indirect_work_types', IndirectTypeImport);
export const otherCostTypes = namedTypes('other-cost-types', 'other_cost_types', OtherCostTypeImport);
