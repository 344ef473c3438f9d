import type { APIRequestContext, TestInfo } from '@playwright/test';
import { APP_KEY, expect, runPlace, sessionOf, todayRouteDate, type DemoUser } from './fixtures';
import { addDays, apiDate, fromRouteDate, mondayOf, overviewKey, routeDate } from './week';

/**
 * The API side of the registrations and leave tests: finding the demo seed's projects and bookings, and
 * making a test's own bookings on a day of its own, so tests never change what another test reads.
 */

export interface Session {
  token: string;
  employeeId: number;
}

export async function sessionFor(request: APIRequestContext, user: DemoUser): Promise<Session> {
  const body = await sessionOf(request, user);
  return { token: body.authToken, employeeId: body.contactpersoonId };
}

const headers = (session: Session) => ({ 'X-Application-Key': APP_KEY, Authorization: `Bearer ${session.token}` });

export async function getJson<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(path, { headers: headers(session) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function postJson<T>(
  request: APIRequestContext,
  session: Session,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, {
    headers: { ...headers(session), 'Idempotency-Key': crypto.randomUUID() },
    data,
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Hour {
  id: number;
  quantity: number;
  description: string;
  remark: string;
}
export interface Material {
  id: number;
  quantity: number;
  unit: string;
  description: string;
  isPredefined: boolean;
}
interface Category {
  hours: Hour[];
  materials: Material[];
}
interface Group {
  budgets: Category[];
  otherCosts: Category[];
  variableCharges: Category[];
}

/** Every row of a day's registrations on a project or work order, straight from the API. */
export async function rowsOfDay(
  request: APIRequestContext,
  session: Session,
  source: 'project' | 'orders',
  id: number,
  day: Date,
) {
  const groups = await getJson<Group[]>(request, session, `/v1/${source}/${id}/registrations/${apiDate(day)}`);
  const categories = groups.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges]);
  return { hours: categories.flatMap((c) => c.hours), materials: categories.flatMap((c) => c.materials) };
}

/** A demo project by the number of its code (P26-013 is the school, P26-021 the row houses). */
export async function projectByCode(request: APIRequestContext, session: Session, number: string): Promise<number> {
  const projects = await getJson<Array<{ id: number; code: string }>>(request, session, '/v1/projecten');
  const project = projects.find((p) => p.code.endsWith(`-${number}`));
  expect(project, `project ...-${number}`).toBeDefined();
  return project!.id;
}

/** Today in Amsterdam as a UTC midnight, and the Monday of the week before (the seed's "last week"). */
export const today = () => fromRouteDate(todayRouteDate());
export const lastWeek = (weekday: number) => addDays(mondayOf(today()), weekday - 7);
export const twoWeeksAgo = (weekday: number) => addDays(mondayOf(today()), weekday - 14);

/** A day of its own for each test and browser project, months back, where the seed booked nothing. */
export function ownDay(testInfo: TestInfo, slot: number): Date {
  const { project, furtherDays } = runPlace(testInfo);
  return addDays(mondayOf(today()), -70 - slot * 14 - project * 7 + 2 - furtherDays);
}

export { routeDate, apiDate };

interface Work {
  id: number;
  soortId: number;
  active: boolean;
}
interface Part {
  id: number;
  soort: number;
  active: boolean;
  isDone: boolean;
  geblokkeerd: boolean;
  factuurIdPresent: boolean;
}

/** An open budget of the project to book the test's own rows on. */
export async function openBudget(request: APIRequestContext, session: Session, projectId: number) {
  const works = await getJson<Work[]>(request, session, `/v1/projecten/${projectId}/onderdelen`);
  for (const work of works.filter((w) => w.active && w.soortId === 0)) {
    const parts = await getJson<Part[]>(request, session, `/v1/werken/${work.id}/onderdelen`);
    const budget = parts.find((p) => p.soort === 0 && p.active && !p.isDone && !p.geblokkeerd && !p.factuurIdPresent);
    if (budget) return { werkId: work.id, budgetId: budget.id };
  }
  throw new Error(`project ${projectId} has no open budget`);
}

/** Books hours and one material line on an open budget of the project on the day, as the booking forms do. */
export async function bookOwnRows(
  request: APIRequestContext,
  session: Session,
  projectId: number,
  day: Date,
  rows: { hours: number; remark: string; material: { aantal: number; eenheid: string; omschrijving: string } },
) {
  const target = {
    datum: apiDate(day),
    medewerkerId: session.employeeId,
    projectId,
    ...(await openBudget(request, session, projectId)),
  };
  const [hourType] = await getJson<Array<{ id: number; omschrijving: string }>>(request, session, '/v1/uursoorten');
  await postJson(request, session, '/v1/invoer', {
    ...target,
    uursoortId: hourType!.id,
    aantal: rows.hours,
    opmerking: rows.remark,
  });
  await postJson(request, session, '/v1/invoer', { ...target, materialen: [rows.material] });
  return { hourType: hourType!.omschrijving };
}

/** A work order the user booked on that day, found through the week overview. */
export async function orderBookedOn(request: APIRequestContext, session: Session, day: Date): Promise<number> {
  type Week = Record<string, { items: Array<{ type: string; id: number; registrations: unknown[] }> }>;
  const week = await getJson<Week>(request, session, `/v3/weekoverzicht/${apiDate(mondayOf(day))}`);
  const order = week[overviewKey(day)]?.items.find((i) => i.type === 'workorder' && i.registrations.length > 0);
  expect(order, `a work order booked on ${apiDate(day)}`).toBeDefined();
  return order!.id;
}

/** Material the office put on one of the user's work orders this week, with that order and its day. */
export async function predefinedMaterial(request: APIRequestContext, session: Session) {
  type Week = Record<string, { items: Array<{ type: string; id: number }> }>;
  const week = await getJson<Week>(request, session, `/v3/weekoverzicht/${apiDate(mondayOf(today()))}`);
  const orders = [
    ...new Set(Object.values(week).flatMap((d) => d.items.filter((i) => i.type === 'workorder').map((i) => i.id))),
  ];
  for (const day of [0, 1, 2, 3, 4].map((weekday) => addDays(mondayOf(today()), weekday))) {
    for (const orderId of orders) {
      const material = (await rowsOfDay(request, session, 'orders', orderId, day)).materials.find(
        (m) => m.isPredefined,
      );
      if (material) return { orderId, day, material };
    }
  }
  throw new Error('no predefined order material this week');
}
