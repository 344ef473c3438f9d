import type { Executor } from './executor';

type NamedTypeTable = 'hour_types' | 'indirect_work_types' | 'other_cost_types';

/** The company's lists of hour types, indirect work types and other-cost types. */
export function createNamedTypesRepository(db: Executor) {
  return {
    async listActive(table: NamedTypeTable, companyId: number) {
      return db
        .selectFrom(table)
        .select(['id', 'omschrijving'])
        .where('company_id', '=', companyId)
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('omschrijving')
        .execute();
    },

    async findActive(table: NamedTypeTable, companyId: number, id: number) {
      return db
        .selectFrom(table)
        .select(['id', 'omschrijving'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst();
    },
  };
}
