import { describe, expect, it } from 'vitest';
import { rowLock, rowMonday } from '../../../src/features/registrations/lib/rows';
import { category, hour, material, rights } from '../weekly-overview/items';

describe('rowLock', () => {
  it('says Periode afgesloten for a row on or before the company’s closed day, from the rights', () => {
    const october = hour({ date: '2026-10-31', validated: 1 });
    expect(rowLock(october, category(), rights({ closedThrough: '2026-10-31' }), false)).toBe('period-closed');
    expect(rowLock(october, category(), rights({ closedThrough: '2026-10-30' }), false)).toBeNull();
    expect(rowLock(october, category(), rights({ closedThrough: null }), false)).toBeNull();
  });

  it('says Goedgekeurd for a row of a week the office approved, by the Monday of its day', () => {
    const approved = new Set(['2026-11-23']);
    const sunday = material({ date: '2026-11-29', validated: 1 });
    expect(rowLock(hour({ date: '2026-11-25', validated: 1 }), category(), rights(), false, false, approved)).toBe(
      'week-approved',
    );
    expect(rowLock(sunday, category(), rights(), false, false, approved)).toBe('week-approved');
    // The next week is the employee's still; without weeks known nothing is approved.
    expect(
      rowLock(hour({ date: '2026-11-30', validated: 1 }), category(), rights(), false, false, approved),
    ).toBeNull();
    expect(rowLock(sunday, category(), rights(), false)).toBeNull();
  });

  it('names the closed period before the approval, and the approval before the row’s own locks', () => {
    const approved = new Set(['2026-10-26']);
    const october = hour({ date: '2026-10-31', validated: 1, isDone: 1 });
    expect(rowLock(october, category(), rights({ closedThrough: '2026-10-31' }), false, false, approved)).toBe(
      'period-closed',
    );
    expect(rowLock(october, category(), rights(), false, false, approved)).toBe('week-approved');
    expect(rowLock(october, category(), rights(), 'project-done', false, approved)).toBe('project-done');
  });
});

describe('rowMonday', () => {
  it('is the Monday of the row’s ISO week, and null for a day that is none', () => {
    expect(rowMonday(hour({ date: '2026-11-23' }))).toBe('2026-11-23');
    expect(rowMonday(hour({ date: '2027-01-03' }))).toBe('2026-12-28');
    expect(rowMonday(hour({ date: '2026-02-31' }))).toBeNull();
  });
});
