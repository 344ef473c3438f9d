import type { Executor } from './executor';

/** An hour booked on the order, as the werkbon PDF lists it. */
export interface WorkOrderHourLine {
  id: number;
  date: string;
  employee: string;
  hourType: string;
  hours: number;
  remark: string;
}

/** A material booked on the order (by an employee, or put there beforehand by the office). */
export interface WorkOrderMaterialLine {
  id: number;
  date: string;
  quantity: number;
  unit: string;
  description: string;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** What the werkbon PDF reads besides the order, its photos and its signature; every query scoped by company. */
export function createWorkOrderDocumentRepository(db: Executor) {
  return {
    async company(companyId: number) {
      return db
        .selectFrom('companies')
        .select(['name', 'logo', 'logo_mime'])
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow();
    },

    /** Oldest first; the kind of hour is its hour type, else the indirect type or the other cost's description. */
    async hours(companyId: number, orderId: number): Promise<WorkOrderHourLine[]> {
      const rows = await db
        .selectFrom('hour_registrations as h')
        .innerJoin('employees as e', (join) =>
          join.onRef('e.id', '=', 'h.employee_id').onRef('e.company_id', '=', 'h.company_id'),
        )
        .leftJoin('hour_types as ht', 'ht.id', 'h.hour_type_id')
        .leftJoin('indirect_work_types as iw', 'iw.id', 'h.indirect_work_type_id')
        .leftJoin('other_cost_types as oc', 'oc.id', 'h.other_cost_type_id')
        .select([
          'h.id',
          'h.date',
          'h.hours',
          'h.remark',
          'e.first_name',
          'e.last_name',
          'ht.omschrijving as hour_type',
          'iw.omschrijving as indirect_type',
          'oc.omschrijving as other_cost_type',
        ])
        .where('h.company_id', '=', companyId)
        .where('h.work_order_id', '=', orderId)
        .orderBy('h.date')
        .orderBy('h.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        date: r.date,
        employee: fullName(r.first_name, r.last_name),
        hourType: r.hour_type ?? r.indirect_type ?? r.other_cost_type ?? '',
        hours: r.hours,
        remark: r.remark,
      }));
    },

    async materials(companyId: number, orderId: number): Promise<WorkOrderMaterialLine[]> {
      return db
        .selectFrom('material_registrations')
        .select(['id', 'date', 'quantity', 'unit', 'description'])
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', orderId)
        .orderBy('date')
        .orderBy('id')
        .execute();
    },

    /** Everyone who booked on the order or is planned on it (any day), by name. */
    async employees(companyId: number, orderId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('employees as e')
        .select(['e.first_name', 'e.last_name'])
        .where('e.company_id', '=', companyId)
        .where('e.id', 'in', (eb) =>
          eb
            .selectFrom('hour_registrations')
            .select('employee_id')
            .where('company_id', '=', companyId)
            .where('work_order_id', '=', orderId)
            .union(
              eb
                .selectFrom('planning')
                .select('employee_id')
                .where('company_id', '=', companyId)
                .where('work_order_id', '=', orderId),
            ),
        )
        .orderBy('e.first_name')
        .orderBy('e.last_name')
        .orderBy('e.id')
        .execute();
      return rows.map((r) => fullName(r.first_name, r.last_name));
    },
  };
}
