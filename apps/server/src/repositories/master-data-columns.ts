import type {
  ImportPartKind,
  OfficePartFields,
  OfficeProjectFields,
  OfficeWorkFields,
  OfficeWorkOrderFields,
} from '@bouwwerk/domain';

/**
 * The columns behind the office's fields of a project, a work, a part and a work order, both ways: one
 * mapping for the integration API's import (by externalId) and the office console (by id). References
 * (relation, project, work) are each door's own. The column maps name each column's type for the import's
 * bulk statements.
 */

export const PROJECT_COLUMNS = {
  code: 'text',
  customer: 'text',
  description: 'text',
  address: 'text',
  postalcode: 'text',
  city: 'text',
  phone: 'text',
  project_year: 'int4',
  soort_id: 'int4',
  is_done: 'bool',
  is_oud: 'bool',
  has_active_administration: 'bool',
  remark_resource_planning: 'text',
  start_date: 'date',
  end_date: 'date',
} as const;

type ProjectOwn = OfficeProjectFields;

export const projectColumnsOf = (f: ProjectOwn) => ({
  code: f.code,
  customer: f.customer,
  description: f.description,
  address: f.address,
  postalcode: f.postalCode,
  city: f.city,
  phone: f.phone,
  project_year: f.projectYear,
  soort_id: f.costPlus ? 1 : 0,
  is_done: f.done,
  is_oud: f.old,
  has_active_administration: f.activeAdministration,
  remark_resource_planning: f.remarkResourcePlanning,
  start_date: f.startDate,
  end_date: f.endDate,
});

export const projectFieldsOf = (row: {
  code: string;
  customer: string;
  description: string;
  address: string;
  postalcode: string;
  city: string;
  phone: string;
  project_year: number | null;
  soort_id: number;
  is_done: boolean;
  is_oud: boolean;
  has_active_administration: boolean;
  remark_resource_planning: string;
  start_date: string | null;
  end_date: string | null;
}): ProjectOwn => ({
  code: row.code,
  customer: row.customer,
  description: row.description,
  address: row.address,
  postalCode: row.postalcode,
  city: row.city,
  phone: row.phone,
  projectYear: row.project_year,
  costPlus: row.soort_id === 1,
  done: row.is_done,
  old: row.is_oud,
  activeAdministration: row.has_active_administration,
  remarkResourcePlanning: row.remark_resource_planning,
  startDate: row.start_date,
  endDate: row.end_date,
});

export const WORK_COLUMNS = {
  omschrijving: 'text',
  soort_id: 'int4',
  active: 'bool',
  is_oud: 'bool',
} as const;

export const workColumnsOf = (f: OfficeWorkFields) => ({
  omschrijving: f.description,
  soort_id: f.costPlus ? 1 : 0,
  active: f.active,
  is_oud: f.old,
});

export const workFieldsOf = (row: {
  omschrijving: string;
  soort_id: number;
  active: boolean;
  is_oud: boolean;
}): OfficeWorkFields => ({
  description: row.omschrijving,
  costPlus: row.soort_id === 1,
  active: row.active,
  old: row.is_oud,
});

/** budgets.soort: 0 budget, 1 stelpost, 2 other project cost. */
const PART_SOORT: Record<ImportPartKind, number> = { budget: 0, stelpost: 1, otherProjectCost: 2 };
const KIND_OF_SOORT = Object.fromEntries(Object.entries(PART_SOORT).map(([kind, soort]) => [soort, kind])) as Record<
  number,
  ImportPartKind
>;

export const PART_COLUMNS = {
  code: 'text',
  omschrijving: 'text',
  soort: 'int4',
  active: 'bool',
  is_done: 'bool',
  geblokkeerd: 'bool',
  factuur_id: 'int4',
} as const;

export const partColumnsOf = (f: OfficePartFields) => ({
  code: f.code,
  omschrijving: f.description,
  soort: PART_SOORT[f.kind],
  active: f.active,
  is_done: f.done,
  geblokkeerd: f.blocked,
  factuur_id: f.invoiceId,
});

export const partFieldsOf = (row: {
  code: string;
  omschrijving: string;
  soort: number;
  active: boolean;
  is_done: boolean;
  geblokkeerd: boolean;
  factuur_id: number | null;
}): OfficePartFields => ({
  code: row.code,
  description: row.omschrijving,
  kind: KIND_OF_SOORT[row.soort] ?? 'budget',
  active: row.active,
  done: row.is_done,
  blocked: row.geblokkeerd,
  invoiceId: row.factuur_id,
});

export const WORK_ORDER_COLUMNS = {
  nummer: 'text',
  order_status: 'int4',
  factuur_id: 'int4',
  external_reference: 'text',
  external_order: 'text',
  customer: 'text',
  address_name: 'text',
  street: 'text',
  postal: 'text',
  city: 'text',
  telephone: 'text',
  description: 'text',
  order_description: 'text',
  is_done: 'bool',
  start_date: 'date',
  end_date: 'date',
} as const;

/** A work order's own fields; its info pairs live in rows of their own. */
type WorkOrderOwn = Omit<OfficeWorkOrderFields, 'info' | 'projectId' | 'employeeIds'>;

export const workOrderColumnsOf = (f: WorkOrderOwn) => ({
  nummer: f.number,
  order_status: f.status,
  factuur_id: f.invoiceId,
  external_reference: f.externalReference,
  external_order: f.externalOrder,
  customer: f.customer,
  address_name: f.address.name,
  street: f.address.street,
  postal: f.address.postalCode,
  city: f.address.city,
  telephone: f.address.telephone,
  description: f.description,
  order_description: f.orderDescription,
  is_done: f.done,
  start_date: f.startDate,
  end_date: f.endDate,
});

export const workOrderFieldsOf = (row: {
  nummer: string;
  order_status: number;
  factuur_id: number | null;
  external_reference: string;
  external_order: string;
  customer: string;
  address_name: string;
  street: string;
  postal: string;
  city: string;
  telephone: string;
  description: string;
  order_description: string;
  is_done: boolean;
  start_date: string | null;
  end_date: string | null;
}): WorkOrderOwn => ({
  number: row.nummer,
  status: row.order_status,
  invoiceId: row.factuur_id,
  externalReference: row.external_reference,
  externalOrder: row.external_order,
  customer: row.customer,
  address: {
    name: row.address_name,
    street: row.street,
    postalCode: row.postal,
    city: row.city,
    telephone: row.telephone,
  },
  description: row.description,
  orderDescription: row.order_description,
  done: row.is_done,
  startDate: row.start_date,
  endDate: row.end_date,
});
