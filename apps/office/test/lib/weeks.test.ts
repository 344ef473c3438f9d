import type { WeekReview, WeekReviews } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { decisionRefusal, decisionsFor } from '../../src/features/weeks/lib/decisions';
import {
  periodUpToNow,
  readWeeksView,
  shiftPeriod,
  withSpan,
  writeWeeksView,
} from '../../src/features/weeks/lib/weeks-address';
import { cleanWeekCount, overviewRows } from '../../src/features/weeks/lib/weeks-overview';
import { ApiError } from '../../src/lib/api-client';

/** Wednesday 25 November 2026, in week 48 (Monday the 23rd). */
const NOW = new Date('2026-11-25T10:00:00');

const review = (weekStart: string, fields: Partial<WeekReview> = {}): WeekReview => ({
  weekStart,
  weekNumber: 0,
  state: 'open',
  submittedAt: null,
  reason: '',
  reviewedAt: null,
  reviewedBy: null,
  workingHours: 39.5,
  plannedHours: 0,
  bookedHours: 0,
  deviationDays: 0,
  lateChanges: 0,
  remindedDays: [],
  ...fields,
});

const MONDAYS = ['2026-11-16', '2026-11-23'];
const reviews = (
  ...employees: Array<{ id: number; name: string; active?: boolean; weeks: Partial<WeekReview>[] }>
): WeekReviews => ({
  from: MONDAYS[0]!,
  weeks: MONDAYS,
  employees: employees.map(({ id, name, active = true, weeks }) => ({
    id,
    name,
    active,
    weeks: weeks.map((fields, i) => review(MONDAYS[i]!, fields)),
  })),
});

describe('the period of Weken in the address', () => {
  it('is the 4 weeks up to the current one when the address names none, and writes back what it read', () => {
    const view = readWeeksView(new URLSearchParams(), NOW);
    expect(view).toEqual({ from: '2026-11-02', weeks: 4, search: '', state: null, onlyDeviations: false });
    expect(periodUpToNow(1, NOW)).toBe('2026-11-23');
    const params = writeWeeksView({ ...view, weeks: 2, search: 'jan', state: 'sent-back', onlyDeviations: true });
    expect(params.toString()).toBe('van=2026-11-02&weken=2&zoek=jan&status=teruggestuurd&afwijkingen=ja');
    expect(readWeeksView(params, NOW)).toEqual({
      from: '2026-11-02',
      weeks: 2,
      search: 'jan',
      state: 'sent-back',
      onlyDeviations: true,
    });
  });

  it('takes a day for its Monday and leaves out what it does not know', () => {
    const params = new URLSearchParams({ van: '2026-11-19', weken: '3', status: 'klaar', afwijkingen: '1' });
    expect(readWeeksView(params, NOW)).toMatchObject({
      from: '2026-11-16',
      weeks: 4,
      state: null,
      onlyDeviations: false,
    });
    expect(readWeeksView(new URLSearchParams({ van: '2026-02-30' }), NOW).from).toBe('2026-11-02');
  });

  it('moves a whole period back or on, and keeps the last week in view for another number of weeks', () => {
    const view = readWeeksView(new URLSearchParams({ van: '2026-11-02' }), NOW);
    expect(shiftPeriod(view, -1).from).toBe('2026-10-05');
    expect(shiftPeriod(view, 1).from).toBe('2026-11-30');
    expect(withSpan(view, 1)).toMatchObject({ from: '2026-11-23', weeks: 1 });
    expect(withSpan(view, 8)).toMatchObject({ from: '2026-10-05', weeks: 8 });
  });
});

describe('the overview of Weken', () => {
  const data = reviews(
    { id: 1, name: 'Jan de Vries', weeks: [{ state: 'submitted' }, { state: 'submitted', deviationDays: 2 }] },
    { id: 2, name: 'Piet Smit', weeks: [{ state: 'approved' }, { state: 'submitted', lateChanges: 1 }] },
    { id: 3, name: 'Oud Gediende', active: false, weeks: [{}, {}] },
    { id: 4, name: 'Oud Geboekt', active: false, weeks: [{ bookedHours: 8 }, {}] },
  );

  it('shows everyone active, and who is no longer only with a week he did something in', () => {
    const rows = overviewRows(data, { search: '', state: null, onlyDeviations: false });
    expect(rows.map((row) => row.name)).toEqual(['Jan de Vries', 'Piet Smit', 'Oud Geboekt']);
    expect(rows[0]!.cells.every((cell) => cell.shown)).toBe(true);
  });

  it('narrows to a name, a state and the weeks with deviations, leaving the other weeks of a row blank', () => {
    expect(overviewRows(data, { search: 'smit', state: null, onlyDeviations: false }).map((row) => row.id)).toEqual([
      2,
    ]);
    const approved = overviewRows(data, { search: '', state: 'approved', onlyDeviations: false });
    expect(approved.map((row) => [row.id, row.cells.map((cell) => cell.shown)])).toEqual([[2, [true, false]]]);
    const deviating = overviewRows(data, { search: '', state: null, onlyDeviations: true });
    expect(deviating.map((row) => [row.id, row.cells.map((cell) => cell.shown)])).toEqual([[1, [false, true]]]);
    expect(overviewRows(data, { search: '', state: 'sent-back', onlyDeviations: false })).toEqual([]);
  });

  it("counts what 'Goedkeuren wat klopt' approves: submitted weeks without a deviation or a late change", () => {
    expect(cleanWeekCount(data)).toBe(1);
  });
});

describe('deciding on a week', () => {
  it('offers each role only the decisions it may take on the week as it is', () => {
    expect(decisionsFor('planner', 'submitted')).toEqual(['approve', 'send-back']);
    expect(decisionsFor('administratie', 'approved')).toEqual([]);
    expect(decisionsFor('beheerder', 'approved')).toEqual(['reopen']);
    expect(decisionsFor('beheerder', 'open')).toEqual([]);
    expect(decisionsFor('beheerder', 'sent-back')).toEqual([]);
  });

  it('says a refusal in Dutch: a week changed meanwhile, a reopening by another role', () => {
    expect(decisionRefusal(new ApiError(409, 'WEEK_STATE_CONFLICT', 'x'))).toMatch(/intussen gewijzigd/);
    expect(decisionRefusal(new ApiError(403, 'REOPEN_NEEDS_BEHEERDER', 'x'))).toMatch(/beheerder/);
    expect(decisionRefusal(new TypeError('fetch'))).toMatch(/niet bereikbaar/);
  });
});
