import { workOrderTotals, type OfficeWorkOrderRegistration, type OfficeWorkOrderRegistrations } from '@bouwwerk/domain';
import { exportedRegistrations } from '../integration/registrations/exported-registration';
import type { Executor } from '../repositories/executor';

/**
 * Every registration booked on the company's work order, read as the integration API exports it (the same
 * row JSON and the same names of what it points at), oldest first.
 */
export async function workOrderRegistrations(
  db: Executor,
  companyId: number,
  orderId: number,
): Promise<OfficeWorkOrderRegistrations> {
  const rows = await exportedRegistrations(db, companyId, { workOrderId: orderId });
  const registrations = rows.map(({ kind, id, registration: exported }): OfficeWorkOrderRegistration => {
    const otherCost = exported.otherCostType;
    return {
      id,
      kind: kind === 'material' ? 'material' : otherCost ? 'otherCosts' : 'hours',
      date: exported.date,
      employee: exported.employee && { id: exported.employee.id, name: exported.employee.name },
      quantity: exported.quantity,
      unit: exported.unit,
      type:
        kind === 'material'
          ? (exported.material?.code ?? '')
          : (otherCost?.name ?? exported.hourType?.name ?? exported.indirectType?.name ?? ''),
      description: exported.description,
      remark: exported.remark,
      validated: exported.validated,
    };
  });
  return { registrations, totals: workOrderTotals(registrations) };
}
