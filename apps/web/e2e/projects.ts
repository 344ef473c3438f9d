import type { APIRequestContext, TestInfo } from '@playwright/test';
import { APP_KEY, expect, runPlace, sessionOf, todayRouteDate, type DemoUser } from './fixtures';
import { addDays, apiDate, fromRouteDate, mondayOf, routeDate } from './week';

/** API look-ups for the project e2e tests: ids of the demo seed by name, and what was stored. */

export interface Api {
  get<T>(path: string): Promise<T>;
}

export async function apiAs(request: APIRequestContext, user: DemoUser): Promise<Api> {
  const { authToken } = await sessionOf(request, user);
  return {
    async get<T>(path: string) {
      const response = await request.get(path, {
        headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${authToken}` },
      });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
  };
}

interface Named {
  id: number;
}
interface ProjectRow extends Named {
  adres: string;
  description: string;
  opdrachgever: string;
}
interface WorkRow extends Named {
  omschrijving: string;
}
interface PartRow extends Named {
  omschrijving: string;
}

function byName<T>(rows: T[], name: (row: T) => string, wanted: string): T {
  const found = rows.find((row) => name(row) === wanted);
  expect(found, `'${wanted}' in the demo seed`).toBeDefined();
  return found!;
}

export const projectByAddress = async (api: Api, adres: string) =>
  byName(await api.get<ProjectRow[]>('/v1/projecten'), (p) => p.adres, adres);
export const workByName = async (api: Api, projectId: number, name: string) =>
  byName(await api.get<WorkRow[]>(`/v1/projecten/${projectId}/onderdelen`), (w) => w.omschrijving, name);
export const partByName = async (api: Api, workId: number, name: string) =>
  byName(await api.get<PartRow[]>(`/v1/werken/${workId}/onderdelen`), (p) => p.omschrijving, name);

interface HourRow {
  quantity: number;
  remark: string;
  budgetId: number;
  workId: number;
}
interface Category {
  hours: HourRow[];
}
interface Group {
  budgets: Category[];
  otherCosts: Category[];
  variableCharges: Category[];
}

/** The hours stored on a project that day, from GET /v1/project/{id}/registrations/{date}. */
export async function storedHours(api: Api, projectId: number, day: string): Promise<HourRow[]> {
  const groups = await api.get<Group[]>(`/v1/project/${projectId}/registrations/${day}`);
  return groups.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges]).flatMap((c) => c.hours);
}

/**
 * A Monday (8 working hours in the demo company) of its own for each test slot and browser project, months
 * ahead so no seeded or other registration shares it.
 */
export function freeMonday(testInfo: TestInfo, slot: number) {
  const { project, furtherDays } = runPlace(testInfo);
  const monday = addDays(mondayOf(fromRouteDate(todayRouteDate())), 7 * (20 + slot * 2 + project) + furtherDays);
  return { route: routeDate(monday), api: apiDate(monday) };
}
