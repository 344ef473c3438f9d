import { MaterialImport, type MaterialImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Tx } from '../collection';
import { tableCollection } from '../table-collection';

/** Phones keep the catalogue and fetch it again when its last-modified moves: moved only by a real change. */
async function catalogueChanged(tx: Tx, companyId: number) {
  await sql`UPDATE companies SET materials_modified_at = now() WHERE id = ${companyId}::int4`.execute(tx);
}

/** Catalogue lines are removed for good: a registration of one keeps its own copy of the line (material_id becomes null). */
export const materials = tableCollection<'materials', MaterialImportRecord>({
  name: 'materials',
  table: 'materials',
  schemas: MaterialImport,
  references: [],
  columns: {
    parent_group_code: { type: 'text', value: (r) => r.parentGroupCode },
    parent_group_description: { type: 'text', value: (r) => r.parentGroupDescription },
    group_code: { type: 'text', value: (r) => r.groupCode },
    group_description: { type: 'text', value: (r) => r.groupDescription },
    code: { type: 'text', value: (r) => r.code },
    description: { type: 'text', value: (r) => r.description },
    unit: { type: 'text', value: (r) => r.unit },
    quantity: { type: 'numeric', value: (r) => r.quantity },
  },
  removal: 'delete',
  afterChange: catalogueChanged,
  toItem: (row) => ({
    parentGroupCode: row.parent_group_code,
    parentGroupDescription: row.parent_group_description,
    groupCode: row.group_code,
    groupDescription: row.group_description,
    code: row.code,
    description: row.description,
    unit: row.unit,
    quantity: row.quantity,
  }),
});
