import { describe, expect, it } from 'vitest';
import { plannedHoursToBook } from '../../../src/features/weekly-overview/lib/planned-hours';
import { isSettled } from '../../../src/features/weekly-overview/lib/settled';
import { category, group, hour, project, workOrder } from './items';

const tuesday = new Date(2026, 10, 24);
const weekWith = (day: { workingHours: number; remainingHours: number }) => ({
  '24-11-2026': { items: [], hoursWorked: day.workingHours - day.remainingHours, ...day },
});

describe("'Boek geplande uren' on a planned card", () => {
  it('offers the planned hours, capped at what the day still lacks', () => {
    expect(
      plannedHoursToBook(project({ duration: 8 }), tuesday, weekWith({ workingHours: 8, remainingHours: 8 })),
    ).toBe(8);
    expect(
      plannedHoursToBook(project({ duration: 8 }), tuesday, weekWith({ workingHours: 8, remainingHours: 3 })),
    ).toBe(3);
    expect(
      plannedHoursToBook(workOrder({ duration: 2.5 }), tuesday, weekWith({ workingHours: 8, remainingHours: 8 })),
    ).toBe(2.5);
  });

  it('offers nothing on a full day', () => {
    expect(plannedHoursToBook(project(), tuesday, weekWith({ workingHours: 8, remainingHours: 0 }))).toBeNull();
  });

  it('offers the planned hours when the week is not there yet, or the day has no working hours', () => {
    expect(plannedHoursToBook(project({ duration: 6 }), tuesday, undefined)).toBe(6);
    expect(
      plannedHoursToBook(project({ duration: 6 }), tuesday, weekWith({ workingHours: 0, remainingHours: 0 })),
    ).toBe(6);
  });

  it('offers nothing once hours are booked on the card, on a budget or a stelpost', () => {
    const booked = [group({ budgets: [category({ hours: [hour()] })] })];
    const onStelpost = [group({ variableCharges: [category({ hours: [hour()] })] })];
    const week = weekWith({ workingHours: 8, remainingHours: 8 });
    expect(plannedHoursToBook(project({ registrations: booked }), tuesday, week)).toBeNull();
    expect(plannedHoursToBook(workOrder({ registrations: onStelpost }), tuesday, week)).toBeNull();
    // Materials alone book no hours.
    const materialsOnly = [group({ budgets: [category({ hours: [] })] })];
    expect(plannedHoursToBook(project({ registrations: materialsOnly, duration: 4 }), tuesday, week)).toBe(4);
  });
});

describe('a settled query', () => {
  it('is one that answered, failed, waits for a connection or was not asked for; not one on its first fetch', () => {
    expect(isSettled({ data: {}, fetchStatus: 'fetching', failureCount: 0 })).toBe(true);
    expect(isSettled({ data: undefined, fetchStatus: 'fetching', failureCount: 1 })).toBe(true);
    expect(isSettled({ data: undefined, fetchStatus: 'paused', failureCount: 0 })).toBe(true);
    expect(isSettled({ data: undefined, fetchStatus: 'idle', failureCount: 0 })).toBe(true);
    expect(isSettled({ data: undefined, fetchStatus: 'fetching', failureCount: 0 })).toBe(false);
  });
});
