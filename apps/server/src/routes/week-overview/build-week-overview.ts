import {
  formatDate,
  isoWeekday,
  parseDate,
  remainingHours,
  weekDays,
  workingHoursOn,
  type IndirectItem,
  type OverviewItem,
  type ProjectItem,
  type WeekOverviewResponse,
  type WorkOrderItem,
} from '@bouwwerk/domain';
import type { Repositories } from '../../repositories';
import { covers, peopleOn, timing, toProjectItem, type PlanningRow } from '../../repositories/project-item';
import { groupRegistrations, type HourRow, type MaterialRow } from '../../repositories/registration-rows';

const unique = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))];

/** Monday to Sunday of the week containing the date, as the API writes dates, and its first and last day. */
export function weekRange(date: Date) {
  const days = weekDays(date).map((d) => formatDate(d, 'api'));
  return { days, from: days[0]!, to: days[6]! };
}

export type WeekRows = Omit<NonNullable<Awaited<ReturnType<Repositories['weekOverview']['week']>>>, 'session'>;

/**
 * The week of one employee, Monday to Sunday: per day the planned work (expected) and the work he booked on
 * without being planned (unexpected), with his registrations grouped per work and part, and his hours.
 */
export function buildWeekOverview(rows: WeekRows, employeeId: number, days: string[]): WeekOverviewResponse {
  const { planning, hours, materials, projects, orders, indirectTypes, people, planningItems } = rows;
  const { workingHours, ownWorkingHours } = rows;
  const projectById = new Map(projects.map((p) => [p.id, p]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const indirectName = new Map(indirectTypes.map((t) => [t.id, t.omschrijving]));

  function projectItem(
    projectId: number,
    day: string,
    plan: PlanningRow | undefined,
    dayHours: HourRow[],
    dayMaterials: MaterialRow[],
  ): ProjectItem | null {
    const p = projectById.get(projectId);
    return p
      ? toProjectItem(p, day, { employeeId, plan, people, planningItems, hours: dayHours, materials: dayMaterials })
      : null;
  }

  function workOrderItem(
    orderId: number,
    day: string,
    plan: PlanningRow | undefined,
    dayHours: HourRow[],
    dayMaterials: MaterialRow[],
  ): WorkOrderItem | null {
    const o = orderById.get(orderId);
    if (!o) return null;
    return {
      type: 'workorder',
      id: o.id,
      expected: plan !== undefined,
      description: o.description,
      ...timing(plan, day),
      customer: o.customer,
      status: o.order_status,
      nummer: o.nummer,
      address: { street: o.street, city: o.city, postalcode: o.postal },
      factuurId: o.factuur_id,
      isDone: o.is_done,
      colleagues: peopleOn(people, day, { workOrderId: o.id }).filter((e) => e.id !== employeeId),
      registrations: groupRegistrations(
        dayHours.filter((h) => h.workOrderId === o.id),
        dayMaterials.filter((m) => m.workOrderId === o.id),
      ),
    };
  }

  function indirectItem(
    typeId: number,
    day: string,
    plan: PlanningRow | undefined,
    registration: HourRow | undefined,
  ): IndirectItem {
    return {
      type: 'indirect',
      id: registration?.registration.id ?? 0,
      expected: plan !== undefined,
      description: indirectName.get(typeId) ?? plan?.description ?? '',
      ...timing(plan, day),
      indirectwerkId: typeId,
      amount: registration?.registration.amount ?? 0,
      opmerking: registration?.registration.opmerking ?? plan?.remark ?? '',
      validated: registration?.registration.validated ?? 0,
      registrations: [],
    };
  }

  const week: WeekOverviewResponse = {};
  for (const day of days) {
    const dayHours = hours.filter((h) => h.date === day);
    const dayMaterials = materials.filter((m) => m.date === day);
    const expected: OverviewItem[] = [];
    const plannedProjects = new Set<number>();
    const plannedOrders = new Set<number>();
    const indirectRegistrations = dayHours.filter(
      (h) => h.indirectWorkTypeId !== null && h.projectId === null && h.workOrderId === null,
    );
    const usedIndirect = new Set<HourRow>();

    for (const plan of planning.filter((p) => covers(p, day))) {
      if (plan.project_id !== null && !plannedProjects.has(plan.project_id)) {
        plannedProjects.add(plan.project_id);
        const item = projectItem(plan.project_id, day, plan, dayHours, dayMaterials);
        if (item) expected.push(item);
      } else if (plan.work_order_id !== null && !plannedOrders.has(plan.work_order_id)) {
        plannedOrders.add(plan.work_order_id);
        const item = workOrderItem(plan.work_order_id, day, plan, dayHours, dayMaterials);
        if (item) expected.push(item);
      } else if (plan.indirect_work_type_id !== null) {
        const registration = indirectRegistrations.find(
          (r) => r.indirectWorkTypeId === plan.indirect_work_type_id && !usedIndirect.has(r),
        );
        if (registration) usedIndirect.add(registration);
        expected.push(indirectItem(plan.indirect_work_type_id, day, plan, registration));
      }
    }

    const unexpected: OverviewItem[] = [];
    const bookedRows = [...dayHours, ...dayMaterials];
    for (const orderId of unique(bookedRows.map((r) => r.workOrderId))) {
      if (plannedOrders.has(orderId)) continue;
      const item = workOrderItem(orderId, day, undefined, dayHours, dayMaterials);
      if (item) unexpected.push(item);
    }
    for (const projectId of unique(bookedRows.map((r) => (r.workOrderId === null ? r.projectId : null)))) {
      if (plannedProjects.has(projectId)) continue;
      const item = projectItem(projectId, day, undefined, dayHours, dayMaterials);
      if (item) unexpected.push(item);
    }
    for (const registration of indirectRegistrations) {
      if (!usedIndirect.has(registration))
        unexpected.push(indirectItem(registration.indirectWorkTypeId!, day, undefined, registration));
    }

    // Other project costs are amounts (kilometres, euros), not time worked.
    const hoursWorked = dayHours
      .filter((h) => h.category.soort !== 2)
      .reduce((sum, h) => sum + h.registration.amount, 0);
    const working = workingHoursOn(isoWeekday(parseDate(day, 'api')!), workingHours, ownWorkingHours);
    week[formatDate(parseDate(day, 'api')!, 'overviewKey')] = {
      items: [...expected, ...unexpected],
      hoursWorked,
      workingHours: working,
      remainingHours: remainingHours(working, hoursWorked),
    };
  }
  return week;
}
