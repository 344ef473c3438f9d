import { hourTypeChoiceOrder } from '@bouwwerk/domain';
import type { Executor } from './executor';

type NamedTypeTable = 'hour_types' | 'indirect_work_types' | 'other_cost_types';

/** The company's lists of hour types, indirect work types and other-cost types. */
export function createNamedTypesRepository(db: Executor) {
  return {
    /**
     * The active types in the office's order (sort order, then description); hour types with the company's
     * default first (the domain's hourTypeChoiceOrder), as the app preselects the first.
     */
    async listActive(table: NamedTypeTable, companyId: number): Promise<Array<{ id: number; omschrijving: string }>> {
      if (table === 'hour_types') return this.listHourTypeChoices(companyId);
      return db
        .selectFrom(table)
        .select(['id', 'omschrijving'])
        .where('company_id', '=', companyId)
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('omschrijving')
        .execute();
    },

    /** GET /v1/uursoorten: the active hour types, the company's default first, then the office's order. */
    async listHourTypeChoices(companyId: number): Promise<Array<{ id: number; omschrijving: string }>> {
      const rows = await db
        .selectFrom('hour_types')
        .select(['id', 'omschrijving', 'sort_order', 'is_default'])
        .where('company_id', '=', companyId)
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('omschrijving')
        .execute();
      const ranked = rows.map((row) => ({
        id: row.id,
        omschrijving: row.omschrijving,
        isDefault: row.is_default,
        sortOrder: row.sort_order,
      }));
      return hourTypeChoiceOrder(ranked).map(({ id, omschrijving }) => ({ id, omschrijving }));
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
