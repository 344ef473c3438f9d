import { formatDate, plannedHours, type OverviewItem, type WeekOverviewResponse } from '@bouwwerk/domain';

/**
 * The hours 'Boek geplande uren' fills in on a planned card, or null where it offers none that day: hours
 * booked on the card already (its planned hours are in, or were changed on purpose), or the day full. Known
 * from the week alone, so the card keeps the button's row from its first frame while the button's target is
 * still read (card-actions.tsx).
 */
export function plannedHoursToBook(
  item: OverviewItem,
  date: Date,
  week: WeekOverviewResponse | undefined,
): number | null {
  if (item.registrations.some((g) => [...g.budgets, ...g.variableCharges].some((c) => c.hours.length > 0))) return null;
  return plannedHours(item.duration, week?.[formatDate(date, 'overviewKey')]);
}
