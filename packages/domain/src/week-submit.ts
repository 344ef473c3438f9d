import { formatDate, isoWeekday, weekStart } from './dates';

/*
 * "Week indienen" (docs/decisions/012-one-hand-gloves-and-sunlight.md): which weeks may be submitted. Kept apart from
 * the contracts (zod) since the week overview's first screen asks it.
 */

/** The ISO weekday from which the current week may be submitted in the app: Friday, the last workday. */
export const WEEK_SUBMIT_FROM_WEEKDAY = 5;

/** A week can be submitted once it has begun: the current week or an earlier one, never a future one. */
export function canSubmitWeek(day: Date, today: Date): boolean {
  return weekStart(day).getTime() <= weekStart(today).getTime();
}

/**
 * Whether the week overview offers "Week indienen": for past weeks, and for the current week from Friday on
 * (earlier in the week it is not complete yet). The server accepts the whole current week (canSubmitWeek).
 */
export function offersWeekSubmit(day: Date, today: Date): boolean {
  const monday = weekStart(day).getTime();
  const thisMonday = weekStart(today).getTime();
  return monday < thisMonday || (monday === thisMonday && isoWeekday(today) >= WEEK_SUBMIT_FROM_WEEKDAY);
}

/** The week's Monday as the API writes it. */
export const weekStartText = (day: Date): string => formatDate(weekStart(day), 'api');
