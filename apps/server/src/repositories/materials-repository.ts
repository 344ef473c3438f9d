import type { Executor } from './executor';

export function createMaterialsRepository(db: Executor) {
  return {
    async lastModified(companyId: number): Promise<Date | undefined> {
      const row = await db
        .selectFrom('companies')
        .select('materials_modified_at')
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row?.materials_modified_at;
    },

    /** Which of these catalogue lines belong to the company. */
    async existingIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('materials')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The whole catalogue in browse order: parent group, group, description. */
    async catalogue(companyId: number) {
      return db
        .selectFrom('materials')
        .select([
          'id',
          'parent_group_code',
          'parent_group_description',
          'group_code',
          'group_description',
          'code',
          'description',
          'unit',
          'quantity',
        ])
        .where('company_id', '=', companyId)
        .orderBy('parent_group_code')
        .orderBy('group_code')
        .orderBy('description')
        .orderBy('id')
        .execute();
    },
  };
}
