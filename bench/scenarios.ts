import { randomUUID } from 'node:crypto';
import type { BenchTargets } from './bench-targets';
import type { BenchRequest } from './load';

export const APP_KEY = 'bouwwerk-web';

/** The week overview asked again with the ETag of an unchanged week (DESIGN.md's revalidation target). */
export const WEEK_REVALIDATION = 'GET /v3/weekoverzicht/{date} (unchanged, 304)';
export const PROJECTS = 'GET /v1/projecten';
/** The projects list asked again with its tag: the company's projects and planning did not change. */
export const PROJECTS_REVALIDATION = 'GET /v1/projecten (unchanged, 304)';
export const BOOKING = 'POST /v1/invoer (hours)';
export const EDIT = 'PATCH /v1/registrations/hours';
/** The office console's employee list: its first screen, the company's 500 employees. */
export const OFFICE_EMPLOYEES = 'GET /office/v1/employees';
/** The remark of the mixed load's bookings, before each one's number. */
export const MIXED_REMARK = 'mixed load ';

export interface BenchSession {
  token: string;
  employeeId: number;
}

export interface Scenario {
  name: string;
  /** The status every answer should have (2xx when absent). */
  expectStatus?: number;
  next: () => BenchRequest;
}

/** Round robin over a list, so every request of a run takes the next employee or target. */
export function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

/** An employee's week and the ETag its answer had: what a phone asks again with If-None-Match. */
export interface WeekRevalidation {
  username: string;
  week: string;
  etag: string;
}

/** The ETag of an answer that is the same for a company's employees (the catalogue, the projects list). */
export async function readCompanyTag(baseUrl: string, path: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${token}` },
  });
  const etag = response.headers.get('etag');
  await response.arrayBuffer();
  if (!response.ok || !etag) throw new Error(`GET ${path} answered ${response.status} without an ETag`);
  return etag;
}

/** The tags of the company's shared answers, read before the load and sent along by their revalidations. */
export interface CompanyTags {
  catalogue: string;
  projects: string;
}

/**
 * One week per signed-in employee (their planned or recent weeks in turn) with its current ETag, read before
 * the load: the app's most frequent question is this one, asked again for a week that has not changed.
 */
export async function readWeekTags(
  baseUrl: string,
  targets: BenchTargets,
  sessions: Map<string, BenchSession>,
): Promise<WeekRevalidation[]> {
  return Promise.all(
    targets.usernames.map(async (username, i) => {
      const week = targets.weekDates[i % targets.weekDates.length]!;
      const response = await fetch(`${baseUrl}/v3/weekoverzicht/${week}`, {
        headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${sessions.get(username)!.token}` },
      });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      if (!response.ok || !etag)
        throw new Error(`GET /v3/weekoverzicht/${week} answered ${response.status} without an ETag`);
      return { username, week, etag };
    }),
  );
}

/**
 * The calls under load, each request as another signed-in employee on his own data. The revalidations must be
 * measured before the writes, which change the weeks they name.
 */
export function buildScenarios(
  targets: BenchTargets,
  sessions: Map<string, BenchSession>,
  companyTags: CompanyTags,
  weekTags: WeekRevalidation[],
  officeCookie: string,
) {
  // As the app's browser asks: answers over 1 KB come compressed, and compressing them is part of their cost.
  const headers = (username: string): Record<string, string> => ({
    'x-application-key': APP_KEY,
    'accept-encoding': 'br, gzip',
    authorization: `Bearer ${sessions.get(username)!.token}`,
  });
  const nextUser = cycle(targets.usernames);
  const nextWeek = cycle(targets.weekDates);
  const nextDay = cycle(targets.days);
  const nextBudget = cycle(targets.budgets);
  const nextEditable = cycle(targets.editableHours);
  const bookingDate = targets.editableHours[0]!.date;
  let patches = 0;

  /** Hours on a part, as the app books them: with an Idempotency-Key of their own. */
  const keyedBooking = (remark: string): BenchRequest => {
    const user = nextUser();
    const budget = nextBudget();
    return {
      method: 'POST',
      path: '/v1/invoer',
      headers: { ...headers(user), 'idempotency-key': randomUUID() },
      body: {
        datum: bookingDate,
        medewerkerId: sessions.get(user)!.employeeId,
        projectId: budget.projectId,
        werkId: budget.workId,
        budgetId: budget.budgetId,
        uursoortId: targets.hourTypeId,
        aantal: 1.5,
        opmerking: remark,
      },
    };
  };
  let mixedBookings = 0;

  const weekOverview: Scenario = {
    name: 'GET /v3/weekoverzicht/{date}',
    next: () => ({ method: 'GET', path: `/v3/weekoverzicht/${nextWeek()}`, headers: headers(nextUser()) }),
  };
  const dayRegistrations: Scenario = {
    name: 'GET /v1/project/{id}/registrations/{date}',
    next: () => {
      const day = nextDay();
      return {
        method: 'GET',
        path: `/v1/project/${day.projectId}/registrations/${day.date}`,
        headers: headers(day.username),
      };
    },
  };
  const nextRevalidation = cycle(weekTags);
  const unchangedWeek: Scenario = {
    name: WEEK_REVALIDATION,
    expectStatus: 304,
    next: () => {
      const { username, week, etag } = nextRevalidation();
      return {
        method: 'GET',
        path: `/v3/weekoverzicht/${week}`,
        headers: { ...headers(username), 'if-none-match': etag },
      };
    },
  };
  const concurrent: Scenario[] = [
    weekOverview,
    unchangedWeek,
    dayRegistrations,
    { name: PROJECTS, next: () => ({ method: 'GET', path: '/v1/projecten', headers: headers(nextUser()) }) },
    {
      name: PROJECTS_REVALIDATION,
      expectStatus: 304,
      next: () => ({
        method: 'GET',
        path: '/v1/projecten',
        headers: { ...headers(nextUser()), 'if-none-match': companyTags.projects },
      }),
    },
    {
      name: 'GET /v1/materialen',
      next: () => ({ method: 'GET', path: '/v1/materialen', headers: headers(nextUser()) }),
    },
    {
      name: 'GET /v1/materialen (If-None-Match)',
      expectStatus: 304,
      next: () => ({
        method: 'GET',
        path: '/v1/materialen',
        headers: { ...headers(nextUser()), 'if-none-match': companyTags.catalogue },
      }),
    },
    { name: BOOKING, next: () => keyedBooking('bench') },
    {
      name: EDIT,
      next: () => {
        const row = nextEditable();
        patches += 1;
        return {
          method: 'PATCH',
          path: '/v1/registrations/hours',
          headers: { ...headers(row.username), 'idempotency-key': randomUUID() },
          body: { id: row.id, date: row.date, quantity: 1 + (patches % 8), remark: '' },
        };
      },
    },
  ];
  // Each booking of the mixed load says which it is, so that the bench can find every one that was answered.
  const mixedBooking: Scenario = {
    name: BOOKING,
    next: () => keyedBooking(`${MIXED_REMARK}${++mixedBookings}`),
  };
  // As the console asks: the session cookie, compressed answers.
  const officeEmployees: Scenario = {
    name: OFFICE_EMPLOYEES,
    next: () => ({
      method: 'GET',
      path: '/office/v1/employees',
      headers: { cookie: officeCookie, 'accept-encoding': 'br, gzip' },
    }),
  };
  return {
    concurrent,
    oneClient: [weekOverview, dayRegistrations, officeEmployees],
    weekOverview,
    mixed: { read: weekOverview, write: mixedBooking },
  };
}
