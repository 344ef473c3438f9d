import { hourTypeChoiceOrder } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from './executor';

type NamedTypeTable = 'hour_types' | 'indirect_work_types' | 'other_cost_types';

/** The company's lists of hour types, indirect work types and other-cost types. */
export function createNamedTypesRepository(db: Executor) {
  /** The company's active types of a list, in the office's order: sort order, then description. */
  const activeInOfficeOrder = (table: NamedTypeTable, companyId: number) =>
    db
      .selectFrom(table)
      .where('company_id', '=', companyId)
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('omschrijving');

  return {
    /**
     * The active types in the office's order; hour types with the company's default first (the domain's
     * hourTypeChoiceOrder), as the app preselects the first (GET /v1/uursoorten).
     */
    async listActive(table: NamedTypeTable, companyId: number): Promise<Array<{ id: number; omschrijving: string }>> {
      if (table !== 'hour_types') return activeInOfficeOrder(table, companyId).select(['id', 'omschrijving']).execute();
      // Only hour_types has is_default, which the query over any of the three lists cannot name by type.
      const rows = await activeInOfficeOrder(table, companyId)
        .select(['id', 'omschrijving', 'sort_order as sortOrder', sql<boolean>`is_default`.as('isDefault')])
        .execute();
      return hourTypeChoiceOrder(rows).map(({ id, omschrijving }) => ({ id, omschrijving }));
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
