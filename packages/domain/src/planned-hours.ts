import type { OverviewDay, OverviewItem } from './contracts/week-overview';
import type { RegistrationCategory } from './contracts/registrations';
import { HALF_A_MINUTE } from './hours';

/**
 * The hours 'Boek geplande uren' fills in for a planned item: its planned duration, else the day's remaining
 * hours; never more than the day's remaining hours where the day has working hours, so saving does not stop
 * to ask about overtime. Null when there is nothing to book: the day is full, or neither is known.
 */
export function plannedHours(
  duration: number,
  day: Pick<OverviewDay, 'workingHours' | 'remainingHours'> | undefined,
): number | null {
  const remaining = day && day.workingHours > 0 ? Math.max(0, day.remainingHours) : null;
  if (remaining !== null && remaining <= HALF_A_MINUTE) return null;
  const hours = duration > 0 ? Math.min(duration, remaining ?? duration) : (remaining ?? 0);
  return hours > HALF_A_MINUTE ? hours : null;
}

/** Where an employee last booked hours on a project or work order: the work, the part and the hour type. */
export interface LastBooked {
  workId: number;
  /** The part's kind as the routes code it: 0 budget, 1 stelpost; partId 0 is a work without parts. */
  type: 0 | 1;
  partId: number;
  hourTypeId: number;
}

type Target = { type: 'project' | 'workorder'; id: number };

/** A part still open for hours: not finished, not blocked, not invoiced (the server refuses those). */
const isOpen = (category: RegistrationCategory) =>
  !category.isDone && !category.geblokkeerd && !category.factuurIdPresent && !category.isOverigeProjectkosten;

/**
 * The employee's last hours booking on the target among the days given (oldest first, as a week's days are),
 * on a part still open, with an hour type: the latest day wins, and on one day the latest registration (the
 * highest id). Other project costs have no hour type and are not hours of the planned day. Null when none.
 */
export function lastBookedOn(days: ReadonlyArray<Pick<OverviewDay, 'items'>>, target: Target): LastBooked | null {
  let last: (LastBooked & { day: number; id: number }) | null = null;
  days.forEach((day, index) => {
    for (const item of day.items as OverviewItem[]) {
      if (item.type !== target.type || item.id !== target.id) continue;
      for (const group of item.registrations) {
        const categories = [
          ...group.budgets.map((category) => ({ category, type: 0 as const })),
          ...group.variableCharges.map((category) => ({ category, type: 1 as const })),
        ];
        for (const { category, type } of categories) {
          if (!isOpen(category)) continue;
          for (const hour of category.hours) {
            if (hour.uursoortId <= 0) continue;
            const newer = !last || index > last.day || (index === last.day && hour.id > last.id);
            if (newer)
              last = {
                workId: group.workId,
                type,
                partId: category.id,
                hourTypeId: hour.uursoortId,
                day: index,
                id: hour.id,
              };
          }
        }
      }
    }
  });
  if (!last) return null;
  const { workId, type, partId, hourTypeId } = last;
  return { workId, type, partId, hourTypeId };
}
