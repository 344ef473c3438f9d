import {
  blockingConflicts,
  daysInRange,
  isWorkOrderLocked,
  lineConflicts,
  projectLockReason,
  workingHoursOn,
  type PlanningBoard,
  type PlanningLine,
  type PlanningLineFields,
  type PlanningTarget,
  type PlanningTargetKind,
} from '@bouwwerk/domain';
import { badRequest, conflict } from '../lib/http-errors';
import type { Repositories } from '../repositories';
import type { BoardAsk, PlanningLineRow, PlanningTargetRow } from '../repositories/planning-board-repository';
import { employeeRightsOf } from '../repositories/employee-fields';

const DAY_MS = 86_400_000;

/** A calendar day (yyyy-MM-dd) n days on, by UTC arithmetic so no time zone moves it. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const label = (...parts: Array<string | null>) => parts.filter((part) => part).join(' ');

/**
 * Whether nothing new may be planned on a target: a project done or blocked (projectLockReason), a work order
 * finished, done or invoiced (isWorkOrderLocked), either removed by the package; indirect work never closes.
 */
function isClosed(row: PlanningTargetRow): boolean {
  if (row.kind === 'indirect') return false;
  if (row.removed) return true;
  if (row.kind === 'project')
    return (
      projectLockReason({
        isDone: row.is_done ?? false,
        hasActiveAdministration: row.has_active_administration ?? true,
      }) !== null
    );
  return isWorkOrderLocked({ status: row.order_status ?? 0, isDone: row.is_done ?? false, factuurId: row.factuur_id });
}

export const targetOf = (row: PlanningTargetRow): PlanningTarget => ({
  kind: row.kind,
  id: row.id,
  label: row.label,
  closed: isClosed(row),
});

/** Targets by kind and id, as lines and bookings name them. */
export type Targets = ReadonlyMap<string, PlanningTarget>;
const keyOf = (kind: PlanningTargetKind, id: number) => `${kind}:${id}`;
export const targetsBy = (rows: readonly PlanningTargetRow[]): Targets =>
  new Map(rows.map((row) => [keyOf(row.kind, row.id), targetOf(row)]));

function lineTarget(row: PlanningLineRow, targets: Targets): PlanningTarget {
  const [kind, id]: [PlanningTargetKind, number] =
    row.project_id !== null
      ? ['project', row.project_id]
      : row.work_order_id !== null
        ? ['workOrder', row.work_order_id]
        : ['indirect', row.indirect_work_type_id!];
  // A target the company no longer has (never: the foreign keys cascade) would show closed, not break the board.
  return targets.get(keyOf(kind, id)) ?? { kind, id, label: '', closed: kind !== 'indirect' };
}

export function planningLineOf(row: PlanningLineRow, targets: Targets): PlanningLine {
  return {
    id: row.id,
    version: row.version,
    employeeId: row.employee_id,
    startDate: row.start_date,
    endDate: row.end_date,
    arrival: row.arrival,
    durationHours: Number(row.duration),
    target: lineTarget(row, targets),
    description: row.description,
    remark: row.remark,
    externalId: row.external_id,
    lastChange:
      row.changed_by === null || row.changed_at === null
        ? null
        : { name: row.changed_by, at: new Date(row.changed_at).toISOString() },
  };
}

/** The lines of a period as the board shows them. */
export async function planningLines(repos: Repositories, companyId: number, ask: BoardAsk) {
  const { lines, targets } = await repos.planningBoard.lines(companyId, ask);
  const byKey = targetsBy(targets);
  return lines.map((line) => planningLineOf(line, byKey));
}

/** The line as the board shows it now; undefined when it is not (or no longer) the company's. */
export async function currentLine(repos: Repositories, companyId: number, id: number) {
  const found = await repos.planningBoard.line(companyId, id);
  return found && planningLineOf(found.line, targetsBy(found.targets));
}

/**
 * The board of a period: every employee's working hours per day (his own or the company's, workingHoursOn as
 * the week overview does), his submitted weeks, the lines and the booked hours, in one statement whatever
 * the number of employees.
 */
export async function planningBoard(
  repos: Repositories,
  companyId: number,
  ask: { from: string; weeks: number; employeeIds?: readonly number[] },
): Promise<PlanningBoard> {
  const to = addDays(ask.from, ask.weeks * 7 - 1);
  const period = { from: ask.from, to, ...(ask.employeeIds ? { employeeIds: ask.employeeIds } : {}) };
  const firstMonday = addDays(ask.from, 1 - weekdayOf(ask.from));
  const { employees, companyHours, submissions, lines, booked, targets } = await repos.planningBoard.board(companyId, {
    ...period,
    firstMonday,
  });

  const days = Array.from({ length: daysInRange(ask.from, to) }, (_, i) => addDays(ask.from, i));
  const weekdays = days.map(weekdayOf);
  const submittedBy = new Map<number, string[]>();
  for (const row of submissions)
    submittedBy.set(row.employee_id, [...(submittedBy.get(row.employee_id) ?? []), row.week_start]);

  const byKey = targetsBy(targets);
  const bookedDays: PlanningBoard['booked'] = [];
  for (const row of booked) {
    const last = bookedDays.at(-1);
    const on = {
      kind: row.kind,
      id: row.target_id,
      label: byKey.get(keyOf(row.kind, row.target_id))?.label ?? '',
      hours: row.hours,
    };
    if (last && last.employeeId === row.employee_id && last.date === row.date) {
      last.hours = Math.round((last.hours + row.hours) * 10_000) / 10_000;
      last.on.push(on);
    } else bookedDays.push({ employeeId: row.employee_id, date: row.date, hours: row.hours, on: [on] });
  }

  return {
    from: ask.from,
    to,
    employees: employees.map((employee) => ({
      id: employee.id,
      name: label(employee.first_name, employee.last_name),
      active: employee.active,
      workingHours: weekdays.map((weekday) => workingHoursOn(weekday, companyHours, employee.own_hours)),
      submittedWeeks: submittedBy.get(employee.id) ?? [],
      team: employee.team,
      rights: employeeRightsOf(employee),
    })),
    lines: lines.map((line) => planningLineOf(line, byKey)),
    booked: bookedDays,
  };
}

const notTheCompanys = (field: string, what: string, id: number) =>
  badRequest(`body.${field}: no ${what} of your company has the id ${id}`, 'PLANNING_REFERENCE_NOT_FOUND');

/** What a line names, checked in the company: its target, and whether its employee may be planned. */
async function referencesOf(repos: Repositories, companyId: number, fields: PlanningLineFields) {
  const board = repos.planningBoard;
  const employee = await board.employee(companyId, fields.employeeId);
  if (!employee) throw notTheCompanys('employeeId', 'employee', fields.employeeId);
  const [field, kind, what, id] =
    fields.projectId !== null
      ? (['projectId', 'project', 'project', fields.projectId] as const)
      : fields.workOrderId !== null
        ? (['workOrderId', 'workOrder', 'work order', fields.workOrderId] as const)
        : (['indirectTypeId', 'indirect', 'indirect type', fields.indirectTypeId!] as const);
  const row = await board.target(companyId, kind, id);
  // A removed indirect type is gone for the board; a removed project or order is closed (409).
  if (!row || (kind === 'indirect' && row.removed)) throw notTheCompanys(field, what, id);
  return { employee, field, what, target: targetOf(row) };
}

/**
 * Refuses a line that names what is not the company's (400, the field named) or that breaks a blocking rule of
 * lineConflicts (409: a closed project or work order, an inactive employee). Warnings (more than the day's
 * working hours, on a day of leave) never refuse: the board shows them on the block.
 */
export async function checkPlanningLine(repos: Repositories, companyId: number, fields: PlanningLineFields) {
  const { employee, field, what, target } = await referencesOf(repos, companyId, fields);
  const blocking = blockingConflicts(
    lineConflicts({ id: 0, kind: target.kind, closed: target.closed, ...fields }, { active: employee.active }, []),
  );
  if (blocking.includes('closed-target'))
    throw conflict(
      `body.${field}: ${what} ${target.label} is done, blocked or removed; nothing new can be planned on it`,
      'PLANNING_TARGET_CLOSED',
    );
  if (blocking.includes('inactive-employee'))
    throw conflict(
      `body.employeeId: employee ${fields.employeeId} is inactive and cannot be planned`,
      'EMPLOYEE_INACTIVE',
    );
}
