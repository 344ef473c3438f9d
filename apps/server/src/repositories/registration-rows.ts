import type { HourRegistration, MaterialRegistration, RegistrationCategory, RegistrationGroup } from '@bouwwerk/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { queryTemplate } from '../db/query-template';
import type { Executor, Id } from './executor';

/** Which rows to read: always one company, then any of employee, project, order and a date range. */
export interface RegistrationFilter {
  companyId: Id;
  employeeId?: Id;
  projectId?: number;
  workOrderId?: number;
  from: string;
  to: string;
  /** With employeeId: also the material the office put on the order beforehand (no employee). */
  includePredefined?: boolean;
}

/** A booked hour or material with what the grouping needs of its work, part and target. */
interface RowContext {
  date: string;
  projectId: number | null;
  workOrderId: number | null;
  indirectWorkTypeId: number | null;
  workId: number;
  workDescription: string;
  category: {
    id: number;
    code: string;
    description: string;
    soort: number;
    isDone: boolean;
    geblokkeerd: boolean;
    factuurId: number | null;
  };
}

export interface HourRow extends RowContext {
  registration: HourRegistration;
}
export interface MaterialRow extends RowContext {
  registration: MaterialRegistration;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The work and part columns both kinds of registration join in (aliases w and b). */
const PART_COLUMNS = [
  'w.omschrijving as work_description',
  'b.code as budget_code',
  'b.omschrijving as budget_description',
  'b.soort as budget_soort',
  'b.is_done as budget_done',
  'b.geblokkeerd as budget_blocked',
  'b.factuur_id as budget_factuur_id',
] as const;

interface PartColumns {
  date: string;
  project_id: number | null;
  work_order_id: number | null;
  work_id: number | null;
  budget_id: number | null;
  work_description: string | null;
  budget_code: string | null;
  budget_description: string | null;
  budget_soort: number | null;
  budget_done: boolean | null;
  budget_blocked: boolean | null;
  budget_factuur_id: number | null;
}

const HOUR_SELECTION = [
  'h.id',
  'h.date',
  'h.project_id',
  'h.work_order_id',
  'h.indirect_work_type_id',
  'h.work_id',
  'h.budget_id',
  'h.hours',
  'h.remark',
  'h.omschrijving',
  'h.hour_type_id',
  'h.verkoopfactuurregel_id',
  'h.validated',
  'h.is_done',
  'h.geblokkeerd',
  'ht.omschrijving as hour_type',
  'oc.omschrijving as other_cost_type',
  'iw.omschrijving as indirect_type',
  ...PART_COLUMNS,
] as const;

const MATERIAL_SELECTION = [
  'm.id',
  'm.date',
  'm.project_id',
  'm.work_order_id',
  'm.work_id',
  'm.budget_id',
  'm.quantity',
  'm.unit',
  'm.description',
  'm.remark',
  'm.type',
  'm.is_predefined',
  'm.verkoopfactuurregel_id',
  'm.validated',
  'm.geblokkeerd',
  ...PART_COLUMNS,
] as const;

/** The name a selected column has in the result: its alias, or its own name without the table's. */
const outputName = (selection: string) => selection.split(' as ').at(-1)!.split('.').at(-1)!;

/**
 * The columns of hoursQuery's and materialsQuery's rows, in their order: a bigger statement (the weekly
 * overview's) sends each row as a JSON array of these instead of an object that names every column again,
 * which PostgreSQL writes with less work; fromColumnArrays reads them back.
 */
export const HOUR_COLUMNS = HOUR_SELECTION.map(outputName);
export const MATERIAL_COLUMNS = MATERIAL_SELECTION.map(outputName);

/** Rows sent as arrays of the given columns, as the objects the query would have returned. */
export function fromColumnArrays<Row>(rows: unknown[][], columns: readonly string[]): Row[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row as Row;
  });
}

/** What grouping needs of a row; a part-less booking on other costs counts as other costs (soort 2). */
function rowContext(r: PartColumns, indirectWorkTypeId: number | null, fallbackSoort: number): RowContext {
  return {
    date: r.date,
    projectId: r.project_id,
    workOrderId: r.work_order_id,
    indirectWorkTypeId,
    workId: r.work_id ?? 0,
    workDescription: r.work_description ?? '',
    category: {
      id: r.budget_id ?? 0,
      code: r.budget_code ?? '',
      description: r.budget_description ?? '',
      soort: r.budget_soort ?? fallbackSoort,
      isDone: r.budget_done ?? false,
      geblokkeerd: r.budget_blocked ?? false,
      factuurId: r.budget_factuur_id ?? null,
    },
  };
}

/** The queries are exported so a bigger statement (the weekly overview's) can read rows shaped the same way. */
export function hoursQuery(db: Executor, filter: RegistrationFilter) {
  let query = db
    .selectFrom('hour_registrations as h')
    .leftJoin('hour_types as ht', 'ht.id', 'h.hour_type_id')
    .leftJoin('other_cost_types as oc', 'oc.id', 'h.other_cost_type_id')
    .leftJoin('indirect_work_types as iw', 'iw.id', 'h.indirect_work_type_id')
    .leftJoin('works as w', 'w.id', 'h.work_id')
    .leftJoin('budgets as b', 'b.id', 'h.budget_id')
    .select(HOUR_SELECTION)
    .where('h.company_id', '=', filter.companyId)
    .where('h.date', '>=', filter.from)
    .where('h.date', '<=', filter.to);
  if (filter.employeeId !== undefined) query = query.where('h.employee_id', '=', filter.employeeId);
  if (filter.projectId !== undefined) query = query.where('h.project_id', '=', filter.projectId);
  if (filter.workOrderId !== undefined) query = query.where('h.work_order_id', '=', filter.workOrderId);
  return query.orderBy('h.date').orderBy('h.id');
}

export function materialsQuery(db: Executor, filter: RegistrationFilter) {
  let query = db
    .selectFrom('material_registrations as m')
    .leftJoin('works as w', 'w.id', 'm.work_id')
    .leftJoin('budgets as b', 'b.id', 'm.budget_id')
    .select(MATERIAL_SELECTION)
    .where('m.company_id', '=', filter.companyId)
    .where('m.date', '>=', filter.from)
    .where('m.date', '<=', filter.to);
  const employeeId = filter.employeeId;
  if (employeeId !== undefined) {
    query = filter.includePredefined
      ? query.where((eb) =>
          eb.or([
            eb('m.employee_id', '=', employeeId),
            eb.and([eb('m.employee_id', 'is', null), eb('m.is_predefined', '=', true)]),
          ]),
        )
      : query.where('m.employee_id', '=', employeeId);
  }
  if (filter.projectId !== undefined) query = query.where('m.project_id', '=', filter.projectId);
  if (filter.workOrderId !== undefined) query = query.where('m.work_order_id', '=', filter.workOrderId);
  return query.orderBy('m.date').orderBy('m.id');
}

export type HourQueryRow = Awaited<ReturnType<ReturnType<typeof hoursQuery>['execute']>>[number];
export type MaterialQueryRow = Awaited<ReturnType<ReturnType<typeof materialsQuery>['execute']>>[number];

export function toHourRows(rows: HourQueryRow[]): HourRow[] {
  return rows.map((r) => ({
    ...rowContext(r, r.indirect_work_type_id, r.other_cost_type ? 2 : 0),
    registration: {
      id: r.id,
      date: r.date,
      workId: r.work_id ?? 0,
      budgetId: r.budget_id ?? 0,
      quantity: r.hours,
      amount: r.hours,
      // Other project costs say what they are: their own omschrijving (what the app sends), else the cost type.
      description:
        r.other_cost_type || r.budget_soort === 2
          ? r.omschrijving || r.other_cost_type || ''
          : (r.hour_type ?? r.indirect_type ?? ''),
      remark: r.remark,
      opmerking: r.remark,
      uursoortId: r.hour_type_id ?? 0,
      budgetTypeId: r.budget_soort ?? 0,
      unit: 'uur',
      type: r.work_order_id !== null ? 1 : 0,
      verkoopfactuurregelId: r.verkoopfactuurregel_id,
      validated: r.validated,
      isDone: flag(r.is_done),
      geblokkeerd: flag(r.geblokkeerd),
    },
  }));
}

export function toMaterialRows(rows: MaterialQueryRow[]): MaterialRow[] {
  return rows.map((r) => ({
    ...rowContext(r, null, 0),
    registration: {
      id: r.id,
      date: r.date,
      workId: r.work_id ?? 0,
      budgetId: r.budget_id ?? 0,
      quantity: r.quantity,
      unit: r.unit,
      description: r.description,
      remark: r.remark,
      validated: r.validated,
      isPredefined: r.is_predefined,
      verkoopfactuurregelId: r.verkoopfactuurregel_id,
      type: r.type,
      geblokkeerd: flag(r.geblokkeerd),
    },
  }));
}

const hoursAndMaterialsQuery = queryTemplate((db, filter: RegistrationFilter) =>
  db.selectNoFrom([
    jsonArrayFrom(hoursQuery(db, filter)).as('hours'),
    jsonArrayFrom(materialsQuery(db, filter)).as('materials'),
  ]),
);

export function createRegistrationRowsRepository(db: Executor) {
  return {
    async hours(filter: RegistrationFilter): Promise<HourRow[]> {
      return toHourRows(await hoursQuery(db, filter).execute());
    },

    async materials(filter: RegistrationFilter): Promise<MaterialRow[]> {
      return toMaterialRows(await materialsQuery(db, filter).execute());
    },

    /**
     * Hours and materials in one statement (each as a JSON array): every statement costs a round trip, on
     * PGlite a turn on its single connection, so a request reads in as few as it can.
     */
    async hoursAndMaterials(filter: RegistrationFilter): Promise<{ hours: HourRow[]; materials: MaterialRow[] }> {
      const [row] = await hoursAndMaterialsQuery(db, filter);
      return { hours: toHourRows(row!.hours), materials: toMaterialRows(row!.materials) };
    },
  };
}

const CATEGORY_KEY = { 0: 'budgets', 1: 'variableCharges', 2: 'otherCosts' } as const;

/** Groups rows by work, then by part (budget, stelpost or other costs), keeping the order they came in. */
export function groupRegistrations(hours: HourRow[], materials: MaterialRow[]): RegistrationGroup[] {
  const groups = new Map<number, RegistrationGroup>();
  const categories = new Map<string, RegistrationCategory>();

  const categoryOf = (row: RowContext): RegistrationCategory => {
    let group = groups.get(row.workId);
    if (!group) {
      group = {
        workId: row.workId,
        workDescription: row.workDescription,
        budgets: [],
        otherCosts: [],
        variableCharges: [],
      };
      groups.set(row.workId, group);
    }
    const key = `${row.workId}:${row.category.id}:${row.category.soort}`;
    let category = categories.get(key);
    if (!category) {
      const c = row.category;
      category = {
        id: c.id,
        code: c.code,
        description: c.description,
        isDone: flag(c.isDone),
        geblokkeerd: flag(c.geblokkeerd),
        factuurIdPresent: c.factuurId !== null && c.factuurId !== 0,
        isOverigeProjectkosten: c.soort === 2,
        hours: [],
        materials: [],
      };
      categories.set(key, category);
      group[CATEGORY_KEY[c.soort as 0 | 1 | 2] ?? 'budgets'].push(category);
    }
    return category;
  };

  for (const row of hours) categoryOf(row).hours.push(row.registration);
  for (const row of materials) categoryOf(row).materials.push(row.registration);
  return [...groups.values()];
}
