import {
  dayDeviations,
  isoWeekNumber,
  parseDate,
  type PlanningBoard,
  type TargetHours,
  type WeekRegistration,
  type WeekReview,
  type WeekReviewDetail,
  type WeekReviews,
} from '@bouwwerk/domain';
import type { Repositories } from '../repositories';
import type { ReviewedWeekRow } from '../repositories/week-reviews-repository';
import { weekStateOf } from '../repositories/week-submissions-repository';
import { addDays, planningBoard } from './planning-board';

type BoardEmployee = PlanningBoard['employees'][number];
type ReviewDay = WeekReviewDetail['days'][number];

const sum = (hours: readonly number[]) => Math.round(hours.reduce((a, b) => a + b, 0) * 10_000) / 10_000;
const weekKey = (employeeId: number, monday: string) => `${employeeId}/${monday}`;

/**
 * The days of the board's period per employee, each with what was planned and booked and how they differ:
 * the Planbord's own data (one statement), so the review and the board never disagree.
 */
export function reviewDays(board: PlanningBoard, employee: BoardEmployee): ReviewDay[] {
  const booked = new Map(
    board.booked.filter((day) => day.employeeId === employee.id).map((day) => [day.date, day.on] as const),
  );
  const lines = board.lines.filter((line) => line.employeeId === employee.id);
  return employee.workingHours.map((workingHours, i) => {
    const date = addDays(board.from, i);
    const planned = lines
      .filter((line) => line.startDate <= date && date <= line.endDate)
      .map((line) => ({ ...line.target, hours: line.durationHours }))
      .map(({ kind, id, label, hours }) => ({ kind, id, label, hours }));
    const on = booked.get(date) ?? [];
    return {
      date,
      workingHours,
      planned,
      booked: on,
      deviations: dayDeviations({ workingHours, planned, booked: on }),
    };
  });
}

const hoursOf = (targets: readonly TargetHours[]) => sum(targets.map((target) => target.hours));

function weekReviewOf(
  monday: string,
  days: readonly ReviewDay[],
  row: ReviewedWeekRow | undefined,
  reminded: readonly string[],
): WeekReview {
  return {
    weekStart: monday,
    weekNumber: isoWeekNumber(parseDate(monday, 'api')!),
    state: weekStateOf(row),
    submittedAt: row ? row.submitted_at.toISOString() : null,
    reason: row?.reason ?? '',
    reviewedAt: row?.reviewed_at ? row.reviewed_at.toISOString() : null,
    reviewedBy: row?.reviewed_by ?? null,
    workingHours: sum(days.map((day) => day.workingHours)),
    plannedHours: sum(days.map((day) => hoursOf(day.planned))),
    bookedHours: sum(days.map((day) => hoursOf(day.booked))),
    deviationDays: days.filter((day) => day.deviations.length > 0).length,
    lateChanges: row?.late_changes ?? 0,
    remindedDays: reminded.filter((day) => day >= monday && day <= addDays(monday, 6)),
  };
}

/** Employees × weeks from a Monday, each week with its state, hours and deviations (/kantoor/weken). */
export async function weekReviews(
  repos: Repositories,
  companyId: number,
  ask: { from: string; weeks: number; employeeId?: number },
): Promise<WeekReviews> {
  const board = await planningBoard(repos, companyId, {
    from: ask.from,
    weeks: ask.weeks,
    ...(ask.employeeId === undefined ? {} : { employeeIds: [ask.employeeId] }),
  });
  const mondays = Array.from({ length: ask.weeks }, (_, i) => addDays(ask.from, i * 7));
  const rows = await repos.weekReviews.weeks(companyId, {
    firstMonday: ask.from,
    lastMonday: mondays.at(-1)!,
    ...(ask.employeeId === undefined ? {} : { employeeId: ask.employeeId }),
  });
  const byWeek = new Map(rows.map((row) => [weekKey(row.employee_id, row.week_start), row]));
  const reminders = await repos.weekReviews.remindedDays(
    companyId,
    ask.from,
    addDays(ask.from, ask.weeks * 7 - 1),
    ask.employeeId,
  );
  const remindedOf = new Map<number, string[]>();
  for (const { employee_id, day } of reminders)
    remindedOf.set(employee_id, [...(remindedOf.get(employee_id) ?? []), day]);
  return {
    from: ask.from,
    weeks: mondays,
    employees: board.employees.map((employee) => {
      const days = reviewDays(board, employee);
      return {
        id: employee.id,
        name: employee.name,
        active: employee.active,
        weeks: mondays.map((monday, i) =>
          weekReviewOf(
            monday,
            days.slice(i * 7, i * 7 + 7),
            byWeek.get(weekKey(employee.id, monday)),
            remindedOf.get(employee.id) ?? [],
          ),
        ),
      };
    }),
  };
}

/** One employee's week with its days and registrations; undefined when he is not the company's. */
export async function weekReviewDetail(
  repos: Repositories,
  companyId: number,
  employeeId: number,
  monday: string,
): Promise<WeekReviewDetail | undefined> {
  const board = await planningBoard(repos, companyId, { from: monday, weeks: 1, employeeIds: [employeeId] });
  const employee = board.employees[0];
  if (!employee) return undefined;
  const days = reviewDays(board, employee);
  const [[row], registrations, reminders] = await Promise.all([
    repos.weekReviews.weeks(companyId, { firstMonday: monday, lastMonday: monday, employeeId }),
    repos.weekReviews.registrations(companyId, employeeId, monday),
    repos.weekReviews.remindedDays(companyId, monday, addDays(monday, 6), employeeId),
  ]);
  const week = weekReviewOf(
    monday,
    days,
    row,
    reminders.map((reminder) => reminder.day),
  );
  return {
    employee: { id: employee.id, name: employee.name },
    week,
    days,
    registrations: registrations.map((registration): WeekRegistration => ({
      kind: registration.kind,
      id: registration.id,
      date: registration.date,
      target: {
        kind: registration.target_kind,
        id: registration.target_id,
        label: registration.target_label,
      },
      amount: registration.amount,
      what: registration.what,
      remark: registration.remark,
      validated: registration.validated === 1,
      late: week.state === 'submitted' && row !== undefined && registration.updated_at > row.submitted_at,
    })),
  };
}
