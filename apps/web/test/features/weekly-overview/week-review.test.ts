import type { WeekSubmission } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { sentBackNotice, weekStatusText } from '../../../src/features/weekly-overview/lib/week-review';

const week = (fields: Partial<WeekSubmission> = {}): WeekSubmission => ({
  weekStart: '2026-11-23',
  submittedAt: null,
  state: 'open',
  reason: '',
  reviewedAt: null,
  reviewedBy: null,
  ...fields,
});

// 27 November 2026, 16:05 in Amsterdam (UTC+1), and the Monday after at 09:15.
const submitted = week({ state: 'submitted', submittedAt: '2026-11-27T15:05:00.000Z' });
const sentBack = week({
  ...submitted,
  state: 'sent-back',
  reason: 'Uren op woensdag horen bij P26-009',
  reviewedAt: '2026-11-30T08:15:00.000Z',
  reviewedBy: 'Anna Administratie',
});

describe("the week's status line", () => {
  it('offers the button (no line) for an open week and for one the office sent back', () => {
    expect(weekStatusText(week())).toBeNull();
    expect(weekStatusText(sentBack)).toBeNull();
  });

  it('says when a submitted week was submitted, also after the office reopened it', () => {
    expect(weekStatusText(submitted)).toBe('Week ingediend op 27 november 2026 om 16:05');
    const reopened = { ...sentBack, state: 'submitted' as const, reason: 'Dinsdag mist nog' };
    expect(weekStatusText(reopened)).toBe('Week ingediend op 27 november 2026 om 16:05');
  });

  it('says who of the office approved the week, and when', () => {
    expect(weekStatusText({ ...sentBack, state: 'approved', reason: '' })).toBe(
      'Week goedgekeurd door Anna Administratie op 30 november 2026 om 09:15',
    );
    expect(weekStatusText({ ...sentBack, state: 'approved', reviewedBy: null })).toMatch(
      /^Week goedgekeurd door kantoor op 30 november 2026/,
    );
  });
});

describe('the notice above a week', () => {
  it('gives the office’s reason for a week sent back', () => {
    expect(sentBackNotice(sentBack)).toBe('Teruggestuurd door kantoor: Uren op woensdag horen bij P26-009');
    expect(sentBackNotice({ ...sentBack, reason: '  ' })).toBe('Teruggestuurd door kantoor');
  });

  it('is not there for any other week, nor while the week is not known', () => {
    for (const state of ['open', 'submitted', 'approved'] as const)
      expect(sentBackNotice({ ...sentBack, state })).toBeNull();
    expect(sentBackNotice(undefined)).toBeNull();
  });
});
