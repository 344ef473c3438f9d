import type { Employee, PlanningItem, ProjectItem } from '@bouwwerk/domain';
import type { Repositories } from './index';
import { groupRegistrations, type HourRow, type MaterialRow } from './registration-rows';

export type ProjectRow = Awaited<ReturnType<Repositories['weekOverview']['projects']>>[number];
export type PlanningRow = Awaited<ReturnType<Repositories['weekOverview']['planningOfEmployee']>>[number];
export type PersonRow = Awaited<ReturnType<Repositories['weekOverview']['plannedPeople']>>[number];
export type PlanningItemRow = Awaited<ReturnType<Repositories['weekOverview']['planningItems']>>[number];

export const covers = (row: { start_date: string; end_date: string }, day: string) =>
  row.start_date <= day && day <= row.end_date;

/** Who is planned on a project or order on one day, each person once. */
export function peopleOn(
  people: PersonRow[],
  day: string,
  target: { projectId?: number; workOrderId?: number },
): Employee[] {
  const seen = new Map<number, Employee>();
  for (const p of people) {
    const match =
      target.projectId !== undefined ? p.project_id === target.projectId : p.work_order_id === target.workOrderId;
    if (match && covers(p, day) && !seen.has(p.id)) {
      seen.set(p.id, {
        id: p.id,
        firstName: p.first_name,
        lastName: p.last_name,
        mobile: p.mobile,
        telephone: p.telephone,
      });
    }
  }
  return [...seen.values()];
}

/** The resource planning of a project on a day, with the (sub)contractor of each planned work. */
export function planningItemsOf(rows: PlanningItemRow[], projectId: number, day: string): PlanningItem[] {
  const items = new Map<number, PlanningItem>();
  for (const row of rows) {
    if (row.project_id !== projectId || row.date !== day) continue;
    let item = items.get(row.id);
    if (!item) {
      item = { id: row.id, description: row.description, planningWerken: [] };
      items.set(row.id, item);
    }
    if (row.work_id !== null) {
      item.planningWerken.push({
        description: row.work_description ?? '',
        companyDto: { id: row.relation_id ?? 0, companyName: row.company_name ?? '', telephone: row.telephone ?? '' },
      });
    }
  }
  return [...items.values()];
}

export function timing(plan: PlanningRow | undefined, day: string) {
  return {
    date: plan?.start_date ?? day,
    endDate: plan?.end_date ?? day,
    arrival: plan?.arrival ?? '',
    duration: plan?.duration ?? 0,
  };
}

/** A project as one day shows it to one employee: his planning, who else is there, and what he booked on it. */
export function toProjectItem(
  p: ProjectRow,
  day: string,
  context: {
    employeeId: number;
    plan: PlanningRow | undefined;
    people: PersonRow[];
    planningItems: PlanningItemRow[];
    hours: HourRow[];
    materials: MaterialRow[];
  },
): ProjectItem {
  const employees = peopleOn(context.people, day, { projectId: p.id });
  const onProject = <T extends { workOrderId: number | null; projectId: number | null }>(rows: T[]) =>
    rows.filter((r) => r.workOrderId === null && r.projectId === p.id);
  return {
    type: 'project',
    id: p.id,
    expected: context.plan !== undefined,
    description: p.description,
    ...timing(context.plan, day),
    code: p.code,
    nummer: p.code,
    customer: p.customer,
    status: p.status,
    address: { street: p.address, city: p.city, postalcode: p.postalcode },
    city: p.city,
    postalcode: p.postalcode,
    soortId: p.soort_id,
    isRegie: p.soort_id === 1,
    isOud: p.is_oud,
    isDone: p.is_done,
    otherProjectCosts: Boolean(p.other_project_costs),
    activeOtherProjectCosts: Boolean(p.active_other_project_costs),
    activeBudgets: Boolean(p.active_budgets),
    activeCostPlus: Boolean(p.active_cost_plus),
    hasActiveAdministration: p.has_active_administration,
    colleagues: employees.filter((e) => e.id !== context.employeeId),
    employees,
    planningItems: planningItemsOf(context.planningItems, p.id, day),
    remarkResourcePlanning: context.plan?.remark || p.remark_resource_planning,
    registrations: groupRegistrations(onProject(context.hours), onProject(context.materials)),
  };
}
