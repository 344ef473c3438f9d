import {
  workOrderTotals,
  type OfficeWorkOrderRegistration,
  type OfficeWorkOrderRegistrations,
  type RegistrationKind,
} from '@bouwwerk/domain';
import { sql } from 'kysely';
import {
  exportRegistration,
  loadReferences,
  type RegistrationRowJson,
} from '../integration/registrations/exported-registration';
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
  const { rows } = await sql<{ kind: RegistrationKind; id: number; row: RegistrationRowJson }>`
    SELECT src.kind, src.id, src.row FROM (
      SELECT 'hours' AS kind, h.id, h.date, to_jsonb(h) AS row FROM hour_registrations h
      WHERE h.company_id = ${companyId} AND h.work_order_id = ${orderId}
      UNION ALL
      SELECT 'material', m.id, m.date, to_jsonb(m) FROM material_registrations m
      WHERE m.company_id = ${companyId} AND m.work_order_id = ${orderId}
    ) src
    ORDER BY src.date, src.kind, src.id`.execute(db);
  const references = await loadReferences(
    db,
    companyId,
    rows.map((r) => r.row),
  );
  const registrations = rows.map(({ kind, id, row }): OfficeWorkOrderRegistration => {
    const exported = exportRegistration(kind, row, references);
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
