import { isoWeekNumber, parseDate, type ReviewGroup, type ReviewGrouping, type ReviewGroups } from '@bouwwerk/domain';
import type { Repositories } from '../repositories';
import type { GroupTotalsRow, ReviewFilter } from '../repositories/registration-review-repository';
import { weekStateOf } from '../repositories/week-submissions-repository';
import { addDays, planningBoard, weekdayOf } from './planning-board';
import { reviewDays } from './week-reviews';

type Period = ReviewFilter & { from: string; to: string };

const round = (hours: number) => Math.round(hours * 10_000) / 10_000;
const NO_TOTALS: GroupTotalsRow = { registrations: 0, hours: 0, material_lines: 0, open: 0 };
const countsOf = (row: GroupTotalsRow) => ({
  registrations: row.registrations,
  hours: round(row.hours),
  materialLines: row.material_lines,
  open: row.open,
});

/** Filters that narrow which registrations count, rather than whose: a group then needs one of its own. */
const narrowsRegistrations = (filter: ReviewFilter) =>
  [filter.projectId, filter.workOrderId, filter.indirectTypeId, filter.kind, filter.status].some(
    (value) => value !== undefined,
  );

const NO_WEEK = { employee: null, weekStart: null, weekNumber: null, weekState: null } as const;
const NOT_MEASURED = { workingHours: null, bookedHours: null, missingHours: null, missingDays: null } as const;

/**
 * Per employee and ISO week: his registrations that the filters let through, and over the week's days in the
 * period his working hours, all he booked and what fell short on the days before today, from the Planbord's
 * data as Weken has it. Without a filter that narrows the registrations, every employee with working hours or
 * bookings that week (still active) is a group, so whoever booked nothing shows with all his hours missing.
 */
async function perEmployeeWeek(
  repos: Repositories,
  companyId: number,
  filter: Period,
  today: string,
): Promise<ReviewGroup[]> {
  const firstMonday = addDays(filter.from, 1 - weekdayOf(filter.from));
  const weeks = Math.floor((Date.parse(filter.to) - Date.parse(firstMonday)) / (7 * 86_400_000)) + 1;
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(firstMonday, i * 7));
  const employeeIds = filter.employeeId === undefined ? {} : { employeeIds: [filter.employeeId] };
  const [board, submissions, totals] = await Promise.all([
    planningBoard(repos, companyId, { from: firstMonday, weeks, ...employeeIds }),
    repos.weekReviews.weeks(companyId, {
      firstMonday,
      lastMonday: mondays.at(-1)!,
      ...(filter.employeeId === undefined ? {} : { employeeId: filter.employeeId }),
    }),
    repos.registrationReview.totalsPerEmployeeWeek(companyId, filter),
  ]);
  const key = (employeeId: number | null, monday: string) => `${employeeId}/${monday}`;
  const submissionOf = new Map(submissions.map((row) => [key(row.employee_id, row.week_start), row]));
  const totalsOf = new Map(totals.map((row) => [key(row.employee_id, row.week_start), row]));
  const everyone = !narrowsRegistrations(filter);

  const groups: ReviewGroup[] = [];
  for (const employee of board.employees) {
    const days = reviewDays(board, employee);
    mondays.forEach((monday, week) => {
      const counted = totalsOf.get(key(employee.id, monday));
      const inPeriod = days
        .slice(week * 7, week * 7 + 7)
        .filter((day) => filter.from <= day.date && day.date <= filter.to);
      const workingHours = round(inPeriod.reduce((sum, day) => sum + day.workingHours, 0));
      const booked = (day: (typeof inPeriod)[number]) => day.booked.reduce((sum, on) => sum + on.hours, 0);
      const bookedHours = round(inPeriod.reduce((sum, day) => sum + booked(day), 0));
      if (!counted && !(everyone && employee.active && (workingHours > 0 || bookedHours > 0))) return;
      const state = weekStateOf(submissionOf.get(key(employee.id, monday)));
      if (filter.weekState !== undefined && state !== filter.weekState) return;
      const short = inPeriod.filter((day) => day.date < today && day.deviations.includes('missing-hours'));
      groups.push({
        employee: { id: employee.id, name: employee.name },
        weekStart: monday,
        weekNumber: isoWeekNumber(parseDate(monday, 'api')!),
        weekState: state,
        target: null,
        ...countsOf(counted ?? NO_TOTALS),
        workingHours,
        bookedHours,
        missingHours: round(short.reduce((sum, day) => sum + day.workingHours - booked(day), 0)),
        missingDays: short.map((day) => day.date),
      });
    });
  }
  // Registrations the integration wrote without an employee: a week of their own, with nothing to measure.
  for (const row of totals.filter((total) => total.employee_id === null))
    if (filter.weekState === undefined || filter.weekState === 'open')
      groups.push({
        ...NO_WEEK,
        weekStart: row.week_start,
        weekNumber: isoWeekNumber(parseDate(row.week_start, 'api')!),
        weekState: 'open',
        target: null,
        ...countsOf(row),
        ...NOT_MEASURED,
      });
  return groups;
}

const TARGET_ORDER = { project: 0, workOrder: 1, indirect: 2 } as const;

/** Per project, work order or indirect type the registrations were booked on: projects first, each by label. */
async function perTarget(repos: Repositories, companyId: number, filter: Period): Promise<ReviewGroup[]> {
  const rows = await repos.registrationReview.totalsPerTarget(companyId, filter);
  return rows
    .map((row) => ({
      ...NO_WEEK,
      target:
        row.target_kind === null || row.target_id === null
          ? null
          : { kind: row.target_kind, id: row.target_id, label: row.target_label },
      ...countsOf(row),
      ...NOT_MEASURED,
    }))
    .sort(
      (a, b) =>
        (a.target ? TARGET_ORDER[a.target.kind] : 3) - (b.target ? TARGET_ORDER[b.target.kind] : 3) ||
        (a.target?.label ?? '').localeCompare(b.target?.label ?? '', 'nl'),
    );
}

/** 'Groeperen' on /kantoor/registraties: the period's registrations gathered with their totals. */
export async function registrationGroups(
  repos: Repositories,
  companyId: number,
  by: ReviewGrouping,
  filter: Period,
  today: string,
): Promise<ReviewGroups> {
  const groups =
    by === 'employee-week'
      ? await perEmployeeWeek(repos, companyId, filter, today)
      : await perTarget(repos, companyId, filter);
  return { by, groups };
}
