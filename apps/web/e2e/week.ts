import type { OverviewItem, WeekOverviewResponse } from '@bouwwerk/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { APP_KEY, E2E_NOW, sessionOf, type DemoUser } from './fixtures';

/**
 * Calendar arithmetic for the overview tests, on UTC midnights (free of the test machine's zone and of
 * daylight saving), written independently of the app's own date code so the tests can catch its mistakes.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A route date (MM-dd-yyyy) as a UTC midnight. */
export function fromRouteDate(route: string): Date {
  const [month, day, year] = route.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const routeDate = (d: Date) => `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
export const apiDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const overviewKey = (d: Date) => `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;

export function mondayOf(date: Date): Date {
  return addDays(date, -((date.getUTCDay() + 6) % 7));
}

/** Monday to Sunday of the week of the date. */
export function weekOf(date: Date): Date[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** ISO 8601 week number: the week with the year's first Thursday is week 1. */
export function isoWeek(date: Date): number {
  const thursday = addDays(date, 3 - ((date.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
}

/** 'woensdag' */
export function longWeekday(date: Date): string {
  return new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Decimal hours as HH:MM, rounded to whole minutes. */
export function hhmm(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Signs in through the API and returns the week overview around the date, as the server sends it. */
export async function weekOverviewOf(
  request: APIRequestContext,
  user: DemoUser,
  date: Date,
): Promise<WeekOverviewResponse> {
  const { authToken } = await sessionOf(request, user);
  const response = await request.get(`/v3/weekoverzicht/${apiDate(mondayOf(date))}`, {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${authToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as WeekOverviewResponse;
}

/** The first card of a kind in the user's week around the date (failing the test when there is none). */
export async function firstItemOfWeek<T extends OverviewItem['type']>(
  request: APIRequestContext,
  user: DemoUser,
  type: T,
  date = E2E_NOW,
): Promise<Extract<OverviewItem, { type: T }>> {
  const week = await weekOverviewOf(request, user, date);
  const item = Object.values(week)
    .flatMap((day) => day.items)
    .find((candidate): candidate is Extract<OverviewItem, { type: T }> => candidate.type === type);
  expect(item, `${user.username} has a ${type} card this week`).toBeDefined();
  return item!;
}
