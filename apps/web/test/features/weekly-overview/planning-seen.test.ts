import type { OverviewDay, OverviewItem, WeekOverviewResponse } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import {
  comparePlanning,
  planningFingerprint,
  planningSeenKey,
  readPlanningSeen,
  withSeen,
  writePlanningSeen,
} from '../../../src/features/weekly-overview/lib/planning-seen';
import { indirect, project, workOrder } from './items';

const day = (...items: OverviewItem[]): OverviewDay => ({ items, hoursWorked: 0, workingHours: 8, remainingHours: 8 });

/** Monday 23 and Tuesday 24 November 2026, keyed as the week overview keys them. */
const week = (monday: OverviewDay, tuesday: OverviewDay): WeekOverviewResponse => ({
  '23-11-2026': monday,
  '24-11-2026': tuesday,
});

describe('planningFingerprint', () => {
  it('changes with what the office planned: another item, arrival, hours or resource planning', () => {
    const planned = planningFingerprint(day(project(), workOrder()));
    expect(planningFingerprint(day(project()))).not.toBe(planned);
    expect(planningFingerprint(day(project({ arrival: '08:00' }), workOrder()))).not.toBe(planned);
    expect(planningFingerprint(day(project(), workOrder({ duration: 4 })))).not.toBe(planned);
    expect(planningFingerprint(day(project(), workOrder({ id: 143 })))).not.toBe(planned);
    expect(
      planningFingerprint(
        day(project({ planningItems: [{ id: 1, description: 'Stellen', planningWerken: [] }] }), workOrder()),
      ),
    ).not.toBe(planned);
    expect(planningFingerprint(day(indirect({ indirectwerkId: 3 })))).not.toBe(
      planningFingerprint(day(indirect({ indirectwerkId: 4 }))),
    );
  });

  it('stays the same for the order of the items and for what the employee booked', () => {
    const planned = planningFingerprint(day(project(), workOrder(), indirect()));
    expect(planningFingerprint(day(indirect(), workOrder(), project()))).toBe(planned);
    const booked = day(
      project({
        registrations: [{ workId: 1, workDescription: 'Ruwbouw', budgets: [], otherCosts: [], variableCharges: [] }],
      }),
      workOrder(),
      // Booking the planned leave gives the item the registration's id and remark.
      indirect({ id: 900, amount: 8, opmerking: 'Tandarts' }),
      // Booked without being planned: not planning.
      workOrder({ id: 777, expected: false }),
    );
    expect(planningFingerprint(booked)).toBe(planned);
  });

  it("does not change when a line is stretched over other days: only those days' planning changed", () => {
    expect(planningFingerprint(day(project({ endDate: '2026-11-30' })))).toBe(planningFingerprint(day(project())));
  });
});

describe('comparePlanning', () => {
  it('marks nothing on a first start: every day is seen as it is', () => {
    const { changed, firstSeen } = comparePlanning(week(day(project()), day()), {});
    expect(changed).toEqual([]);
    expect(Object.keys(firstSeen).sort()).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('marks a day whose planning differs from the one seen, and only that day', () => {
    const before = week(day(project()), day());
    const seen = comparePlanning(before, {}).firstSeen;
    const after = week(day(project()), day(workOrder()));
    expect(comparePlanning(after, seen)).toEqual({ changed: ['2026-11-24'], firstSeen: {} });
  });

  it('clears the mark once the day is seen with its new planning', () => {
    const seen = comparePlanning(week(day(project()), day()), {}).firstSeen;
    const after = week(day(project()), day(workOrder()));
    const opened = withSeen(seen, { '2026-11-24': planningFingerprint(after['24-11-2026']) });
    expect(comparePlanning(after, opened).changed).toEqual([]);
  });
});

describe('the record on the device', () => {
  it('is kept per account and survives a new start; the oldest days go past the limit', () => {
    const jan = planningSeenKey({ organisation: ' Demo ', userID: 7 });
    expect(jan).toBe(planningSeenKey({ organisation: 'demo', userID: 7 }));
    expect(jan).not.toBe(planningSeenKey({ organisation: 'demo', userID: 8 }));
    writePlanningSeen(jan, { '2026-11-24': 'abc' });
    expect(readPlanningSeen(jan)).toEqual({ '2026-11-24': 'abc' });
    localStorage.removeItem(jan);
    expect(readPlanningSeen(jan)).toEqual({});

    const many = Object.fromEntries(
      Array.from({ length: 130 }, (_, i) => [
        `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        'x',
      ]),
    );
    const kept = withSeen({}, many);
    expect(Object.keys(kept)).toHaveLength(120);
    expect(kept['2026-01-01']).toBeUndefined();
    expect(kept['2026-05-18']).toBe('x');
  });

  it('reads a damaged record as nothing seen', () => {
    localStorage.setItem('planningSeen:demo:9', '[1,2]');
    expect(readPlanningSeen('planningSeen:demo:9')).toEqual({});
    localStorage.removeItem('planningSeen:demo:9');
  });
});
