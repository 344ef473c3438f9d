import type { Executor } from './executor';

export function createWorkOrdersRepository(db: Executor) {
  return {
    async find(companyId: number, id: number) {
      return db
        .selectFrom('work_orders')
        .select([
          'id', 'nummer', 'order_status', 'factuur_id', 'external_reference', 'external_order', 'customer', 'address_name', 'street',
          'postal', 'city', 'telephone', 'description', 'order_description', 'is_done', 'signature_png', 'signed_at',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async additionalInfo(companyId: number, id: number) {
      return db
        .selectFrom('work_order_info')
        .select(['label', 'value'])
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    async saveSignature(companyId: number, id: number, png: Uint8Array, employeeId: number, at: Date) {
      await db
        .updateTable('work_orders')
        .set({ signature_png: png, signed_at: at, signed_by: employeeId })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** The employees planned on the order on a date. */
    async plannedEmployees(companyId: number, id: number, date: string) {
      return db
        .selectFrom('planning as p')
        .innerJoin('employees as e', (join) => join.onRef('e.id', '=', 'p.employee_id').onRef('e.company_id', '=', 'p.company_id'))
        .select(['e.id', 'e.first_name as firstName', 'e.last_name as lastName', 'e.mobile', 'e.telephone'])
        .distinct()
        .where('p.company_id', '=', companyId)
        .where('p.work_order_id', '=', id)
        .where('p.start_date', '<=', date)
        .where('p.end_date', '>=', date)
        .orderBy('e.first_name')
        .orderBy('e.last_name')
        .orderBy('e.id')
        .execute();
    },
  };
}
