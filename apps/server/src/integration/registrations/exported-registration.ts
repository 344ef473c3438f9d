import type { ExportedRegistration, RegistrationKind } from '@bouwwerk/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * A registration as the integration API exports it, read from `(company_id, kind, row)` where row is the
 * registration as JSON (to_jsonb of an hour_registrations or material_registrations row): the change log
 * stores exactly that, and the CSV export makes it from the live rows, so both read one projection. The
 * names and external ids come from joins at reading time, one statement for a whole page.
 */
export interface ExportedColumns {
  kind: RegistrationKind;
  row_present: boolean;
  date: string | null;
  quantity: number | null;
  unit: string | null;
  description: string | null;
  remark: string | null;
  validated: boolean | null;
  invoice_line_id: number | null;
  blocked: boolean | null;
  created_at: Date | null;
  updated_at: Date | null;
  employee_id: number | null;
  employee_external_id: string | null;
  employee_name: string | null;
  project_id: number | null;
  project_external_id: string | null;
  project_code: string | null;
  project_name: string | null;
  work_id: number | null;
  work_external_id: string | null;
  work_name: string | null;
  part_id: number | null;
  part_external_id: string | null;
  part_code: string | null;
  part_name: string | null;
  work_order_id: number | null;
  work_order_external_id: string | null;
  work_order_number: string | null;
  indirect_type_id: number | null;
  indirect_type_external_id: string | null;
  indirect_type_name: string | null;
  hour_type_id: number | null;
  hour_type_external_id: string | null;
  hour_type_name: string | null;
  other_cost_type_id: number | null;
  other_cost_type_external_id: string | null;
  other_cost_type_name: string | null;
  material_id: number | null;
  material_external_id: string | null;
  material_code: string | null;
  material_name: string | null;
}

/**
 * The exported columns of `src` (a relation with company_id, kind and row). Every join is on a primary key
 * and the same company, so another company's record can never lend its name.
 */
export function selectExported(src: RawBuilder<unknown>, extraColumns: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT ${extraColumns},
      src.kind,
      src.row IS NOT NULL AS row_present,
      src.row->>'date' AS date,
      (CASE src.kind WHEN 'hours' THEN src.row->>'hours' ELSE src.row->>'quantity' END)::numeric AS quantity,
      CASE src.kind WHEN 'hours' THEN 'uur' ELSE src.row->>'unit' END AS unit,
      CASE src.kind WHEN 'hours' THEN src.row->>'omschrijving' ELSE src.row->>'description' END AS description,
      src.row->>'remark' AS remark,
      (src.row->>'validated')::int = 1 AS validated,
      nullif((src.row->>'verkoopfactuurregel_id')::int, 0) AS invoice_line_id,
      (src.row->>'geblokkeerd')::boolean AS blocked,
      (src.row->>'created_at')::timestamptz AS created_at,
      (src.row->>'updated_at')::timestamptz AS updated_at,
      e.id AS employee_id, e.external_id AS employee_external_id, e.first_name || ' ' || e.last_name AS employee_name,
      p.id AS project_id, p.external_id AS project_external_id, p.code AS project_code, p.description AS project_name,
      w.id AS work_id, w.external_id AS work_external_id, w.omschrijving AS work_name,
      b.id AS part_id, b.external_id AS part_external_id, b.code AS part_code, b.omschrijving AS part_name,
      o.id AS work_order_id, o.external_id AS work_order_external_id, o.nummer AS work_order_number,
      iw.id AS indirect_type_id, iw.external_id AS indirect_type_external_id, iw.omschrijving AS indirect_type_name,
      ht.id AS hour_type_id, ht.external_id AS hour_type_external_id, ht.omschrijving AS hour_type_name,
      oc.id AS other_cost_type_id, oc.external_id AS other_cost_type_external_id, oc.omschrijving AS other_cost_type_name,
      m.id AS material_id, m.external_id AS material_external_id, m.code AS material_code, m.description AS material_name
    FROM ${src} src
    LEFT JOIN employees e ON e.id = (src.row->>'employee_id')::int AND e.company_id = src.company_id
    LEFT JOIN projects p ON p.id = (src.row->>'project_id')::int AND p.company_id = src.company_id
    LEFT JOIN works w ON w.id = (src.row->>'work_id')::int AND w.company_id = src.company_id
    LEFT JOIN budgets b ON b.id = (src.row->>'budget_id')::int AND b.company_id = src.company_id
    LEFT JOIN work_orders o ON o.id = (src.row->>'work_order_id')::int AND o.company_id = src.company_id
    LEFT JOIN indirect_work_types iw ON iw.id = (src.row->>'indirect_work_type_id')::int AND iw.company_id = src.company_id
    LEFT JOIN hour_types ht ON ht.id = (src.row->>'hour_type_id')::int AND ht.company_id = src.company_id
    LEFT JOIN other_cost_types oc ON oc.id = (src.row->>'other_cost_type_id')::int AND oc.company_id = src.company_id
    LEFT JOIN materials m ON m.id = (src.row->>'material_id')::int AND m.company_id = src.company_id`;
}

const ref = <T extends object>(id: number | null, fields: T) => (id === null ? null : { id, ...fields });

/** The exported registration of a row of selectExported; null when it has none (a delete). */
export function toExportedRegistration(c: ExportedColumns): ExportedRegistration | null {
  if (!c.row_present) return null;
  return {
    employee: ref(c.employee_id, { externalId: c.employee_external_id, name: c.employee_name ?? '' }),
    date: c.date ?? '',
    project: ref(c.project_id, { externalId: c.project_external_id, code: c.project_code ?? '', name: c.project_name ?? '' }),
    work: ref(c.work_id, { externalId: c.work_external_id, name: c.work_name ?? '' }),
    part: ref(c.part_id, { externalId: c.part_external_id, code: c.part_code ?? '', name: c.part_name ?? '' }),
    workOrder: ref(c.work_order_id, { externalId: c.work_order_external_id, number: c.work_order_number ?? '' }),
    indirectType: ref(c.indirect_type_id, { externalId: c.indirect_type_external_id, name: c.indirect_type_name ?? '' }),
    hourType: ref(c.hour_type_id, { externalId: c.hour_type_external_id, name: c.hour_type_name ?? '' }),
    otherCostType: ref(c.other_cost_type_id, { externalId: c.other_cost_type_external_id, name: c.other_cost_type_name ?? '' }),
    material: ref(c.material_id, { externalId: c.material_external_id, code: c.material_code ?? '', name: c.material_name ?? '' }),
    quantity: c.quantity ?? 0,
    unit: c.unit ?? '',
    description: c.description ?? '',
    remark: c.remark ?? '',
    validated: c.validated === true,
    invoiceLineId: c.invoice_line_id,
    blocked: c.blocked === true,
    createdAt: (c.created_at ?? new Date(0)).toISOString(),
    updatedAt: (c.updated_at ?? new Date(0)).toISOString(),
  };
}
