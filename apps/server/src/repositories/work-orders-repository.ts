import type { Executor } from './executor';

export function createWorkOrdersRepository(db: Executor) {
  return {
    /** The company's order, its address as one object (the app's and the werkbon's shape), or undefined. */
    async find(companyId: number, id: number) {
      const row = await db
        .selectFrom('work_orders')
        .select([
          'id',
          'nummer',
          'order_status',
          'factuur_id',
          'external_reference',
          'external_order',
          'customer',
          'address_name',
          'street',
          'postal',
          'city',
          'telephone',
          'description',
          'order_description',
          'is_done',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { address_name: name, street, postal, city, telephone, ...order } = row;
      return { ...order, address: { name, street, postal, city, telephone } };
    },

    /** The office's address of an order (integration API): its id, or undefined when the company has none. */
    async idByExternalId(companyId: number, externalId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('work_orders')
        .select('id')
        .where('company_id', '=', companyId)
        .where('external_id', '=', externalId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * The fields that lock the order, read FOR SHARE inside the signing's transaction: the order cannot be
     * finished, done or invoiced between the check and the signature.
     */
    async lockFieldsForSigning(companyId: number, id: number) {
      return db
        .selectFrom('work_orders')
        .select(['id', 'order_status', 'is_done', 'factuur_id'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forShare()
        .executeTakeFirst();
    },

    /** The order's signature: the latest of its history, or undefined when it was never signed. */
    async latestSignature(companyId: number, id: number) {
      return db
        .selectFrom('work_order_signatures')
        .select(['signature_png', 'signed_at', 'signed_by', 'signer_name'])
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', id)
        .orderBy('signed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Whether the employee is planned on the order on any day (past or ahead). */
    async isPlanned(companyId: number, id: number, employeeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('planning')
        .select('id')
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', id)
        .where('employee_id', '=', employeeId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
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

    /** A signature is added to the order's history; none is ever overwritten. */
    async addSignature(
      companyId: number,
      id: number,
      signature: { png: Uint8Array; signerName: string | null },
      employeeId: number,
      at: Date,
    ) {
      await db
        .insertInto('work_order_signatures')
        .values({
          company_id: companyId,
          work_order_id: id,
          signature_png: signature.png,
          signer_name: signature.signerName,
          signed_at: at,
          signed_by: employeeId,
        })
        .execute();
    },

    /** The employees planned on the order on a date. */
    async plannedEmployees(companyId: number, id: number, date: string) {
      return db
        .selectFrom('planning as p')
        .innerJoin('employees as e', (join) =>
          join.onRef('e.id', '=', 'p.employee_id').onRef('e.company_id', '=', 'p.company_id'),
        )
        .where('e.deleted_at', 'is', null)
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
