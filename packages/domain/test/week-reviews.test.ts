import { describe, expect, it } from 'vitest';
import {
  dayDeviations,
  decisionNeedsReason,
  maySubmitWeek,
  mayDecideWeek,
  WEEK_DECISIONS,
  WEEK_STATES,
  WeekDecisionInputSchema,
  WeekReviewsQuerySchema,
  weekStateAfter,
} from '../src';

describe('weekStateAfter', () => {
  it('approves and sends back a submitted week, and reopens an approved one; nothing else', () => {
    const table = Object.fromEntries(
      WEEK_STATES.map((state) => [state, WEEK_DECISIONS.map((decision) => weekStateAfter(state, decision))]),
    );
    expect(table).toEqual({
      open: [null, null, null],
      submitted: ['approved', 'sent-back', null],
      approved: [null, null, 'submitted'],
      'sent-back': [null, null, null],
    });
  });

  it('lets the employee submit an open or sent-back week only', () => {
    expect(WEEK_STATES.filter(maySubmitWeek)).toEqual(['open', 'sent-back']);
  });
});

describe('who decides, and with a reason', () => {
  it('lets every reviewer approve and send back, and a beheerder alone reopen', () => {
    expect(mayDecideWeek('planner', 'approve')).toBe(true);
    expect(mayDecideWeek('administratie', 'send-back')).toBe(true);
    expect(mayDecideWeek('administratie', 'reopen')).toBe(false);
    expect(mayDecideWeek('beheerder', 'reopen')).toBe(true);
  });

  it('asks a reason for sending back and reopening, at the field', () => {
    expect(WEEK_DECISIONS.filter(decisionNeedsReason)).toEqual(['send-back', 'reopen']);
    const refused = WeekDecisionInputSchema.safeParse({ decision: 'send-back', reason: '   ' });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['reason']]);
    expect(WeekDecisionInputSchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve', reason: '' });
  });

  it('takes a Monday and a span of 1, 2, 4 or 8 weeks', () => {
    expect(WeekReviewsQuerySchema.parse({ from: '2026-10-12' })).toEqual({ from: '2026-10-12', weeks: 4 });
    expect(WeekReviewsQuerySchema.safeParse({ from: '2026-10-13' }).success).toBe(false);
    expect(WeekReviewsQuerySchema.safeParse({ from: 'maandag' }).success).toBe(false);
    expect(WeekReviewsQuerySchema.safeParse({ from: '2026-10-12', weeks: '3' }).success).toBe(false);
  });
});

describe('dayDeviations', () => {
  const project = (hours: number) => ({ kind: 'project' as const, id: 1, hours });
  const order = (hours: number) => ({ kind: 'workOrder' as const, id: 7, hours });

  it('finds nothing on a day booked as planned', () => {
    expect(dayDeviations({ workingHours: 8, planned: [project(8)], booked: [project(8)] })).toEqual([]);
    // To the minute: 7.999 hours is 8.
    expect(dayDeviations({ workingHours: 8, planned: [project(8)], booked: [project(7.999)] })).toEqual([]);
  });

  it('marks missing hours, hours on something not planned and other hours than planned', () => {
    expect(dayDeviations({ workingHours: 8, planned: [project(8)], booked: [project(5), order(3)] })).toEqual([
      'unplanned-target',
      'other-hours',
    ]);
    expect(dayDeviations({ workingHours: 8, planned: [project(8)], booked: [project(6)] })).toEqual([
      'missing-hours',
      'other-hours',
    ]);
  });

  it('marks overtime above both the working hours and the planning', () => {
    expect(dayDeviations({ workingHours: 8, planned: [project(0)], booked: [project(10)] })).toEqual(['overtime']);
    expect(dayDeviations({ workingHours: 8, planned: [project(10)], booked: [project(10)] })).toEqual([]);
  });

  it('does not call a booking unplanned on a day without planning', () => {
    expect(dayDeviations({ workingHours: 8, planned: [], booked: [order(8)] })).toEqual([]);
    expect(dayDeviations({ workingHours: 0, planned: [], booked: [] })).toEqual([]);
  });
});
