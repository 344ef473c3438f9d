import {
  HourTypeImport,
  IndirectTypeImport,
  OtherCostTypeImport,
  type HourTypeImportRecord,
  type ImportCollectionName,
  type NamedTypeImportRecord,
} from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { RecordIssue } from '../collection';
import { recordField } from '../record-issues';
import { tableCollection } from '../table-collection';

const namedTypeColumns = {
  omschrijving: { type: 'text', value: (r: NamedTypeImportRecord) => r.description },
  sort_order: { type: 'int4', value: (r: NamedTypeImportRecord) => r.sortOrder },
  active: { type: 'bool', value: (r: NamedTypeImportRecord) => r.active },
} as const;

const namedTypeItem = (row: { omschrijving: string; sort_order: number; active: boolean }) => ({
  description: row.omschrijving,
  sortOrder: row.sort_order,
  active: row.active,
});

/** Indirect types and other-cost types: the same record in two tables. */
const namedTypes = (
  name: ImportCollectionName,
  table: 'indirect_work_types' | 'other_cost_types',
  schemas: typeof IndirectTypeImport,
) =>
  tableCollection<typeof table, NamedTypeImportRecord>({
    name,
    table,
    schemas,
    references: [],
    columns: namedTypeColumns,
    removal: { hide: { active: false } },
    toItem: namedTypeItem,
  });

/**
 * Hour types, which also mark the company's default (the one a new hours form starts on): at most one record of
 * a batch may claim it, and one that does takes it from the hour type that had it, in the same transaction.
 * A removed hour type stops being the default.
 */
export const hourTypes = tableCollection<'hour_types', HourTypeImportRecord>({
  name: 'hour-types',
  table: 'hour_types',
  schemas: HourTypeImport,
  references: [],
  columns: { ...namedTypeColumns, is_default: { type: 'bool', value: (r) => r.default } },
  removal: { hide: { active: false, is_default: false } },
  toItem: (row) => ({ ...namedTypeItem(row), default: row.is_default }),
  checkBatch: (entries, label) => {
    const claims = entries.filter((entry) => entry.record?.default === true);
    return claims.slice(1).map((entry): RecordIssue => ({
      index: entry.index,
      path: ['default'],
      message: `only one hour type can be the default; ${recordField(label, claims[0]!.index, ['default'])} is too`,
    }));
  },
  // The index allows one default per company at every moment: the old one is cleared before the new one is written.
  beforeWrite: async (tx, companyId, kept) => {
    const claim = kept.find((k) => k.record.default);
    if (!claim) return;
    const keep = claim.rowId === undefined ? sql`` : sql` AND id <> ${claim.rowId}::int4`;
    await sql`
      UPDATE hour_types SET is_default = false
      WHERE company_id = ${companyId}::int4 AND is_default${keep}`.execute(tx);
  },
});

export const indirectTypes = namedTypes('indirect-types', 'indirect_work_types', IndirectTypeImport);
export const otherCostTypes = namedTypes('other-cost-types', 'other_cost_types', OtherCostTypeImport);
