import type { OverviewItem } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import {
  dayTotalWithUnsent,
  placeOnCards,
  signedHhmm,
  unsentHours,
  unsentOnDay,
  writesForDayList,
} from '../../../src/features/outbox/lib/day-items';
import { outboxItem } from './items';

const card = (type: OverviewItem['type'], id: number) => ({ type, id }) as OverviewItem;

describe('placing unsent writes on the week overview', () => {
  it('keeps only the writes of the day, in the order they were made', () => {
    const a = outboxItem({ date: '2026-11-23' });
    const b = outboxItem({ date: '2026-11-24' });
    const c = outboxItem({ date: '2026-11-23' });
    const none = outboxItem({ kind: 'project', date: null });
    expect(unsentOnDay([a, b, c, none], '2026-11-23')).toEqual([a, c]);
  });

  it('puts a write with the card of its order, else of its project, and the rest in a group of their own', () => {
    const onOrder = outboxItem({ werkbonId: 7, projectId: 3 });
    const onProject = outboxItem({ projectId: 3 });
    const notPlanned = outboxItem({ projectId: 99 });
    const indirectNew = outboxItem({ kind: 'indirect' });
    const { byCard, loose } = placeOnCards(
      [onOrder, onProject, notPlanned, indirectNew],
      [card('project', 3), card('workorder', 7)],
    );
    expect(byCard.get('workorder:7')).toEqual([onOrder]);
    expect(byCard.get('project:3')).toEqual([onProject]);
    expect(loose).toEqual([notPlanned, indirectNew]);
  });

  it('falls back to the project card when the order has no card that day', () => {
    const onOrder = outboxItem({ werkbonId: 8, projectId: 3 });
    expect(placeOnCards([onOrder], [card('project', 3)]).byCard.get('project:3')).toEqual([onOrder]);
  });

  it('puts an edit of indirect hours on the indirect card of its registration, not on a project row of that id', () => {
    const indirectEdit = outboxItem({ kind: 'indirect', registration: { kind: 'hour', id: 41 } });
    const projectEdit = outboxItem({ kind: 'edit', projectId: 5, registration: { kind: 'hour', id: 41 } });
    const { byCard, loose } = placeOnCards([indirectEdit, projectEdit], [card('indirect', 41)]);
    expect(byCard.get('indirect:41')).toEqual([indirectEdit]);
    expect(loose).toEqual([projectEdit]);
  });
});

describe('the day total with unsent writes', () => {
  it('adds new hours, an edit by its difference and a delete by minus its hours', () => {
    const items = [
      outboxItem({ hoursDelta: 2.5 }),
      outboxItem({ kind: 'edit', hoursDelta: -0.5 }),
      outboxItem({ kind: 'delete', hoursDelta: -1 }),
      outboxItem({ kind: 'materials', hoursDelta: 0 }),
    ];
    expect(unsentHours(items)).toBe(1);
    expect(dayTotalWithUnsent(6, items)).toBe(7);
  });

  it('never shows a total below zero', () => {
    expect(dayTotalWithUnsent(1, [outboxItem({ kind: 'delete', hoursDelta: -2 })])).toBe(0);
  });

  it('writes the unsent part with its sign', () => {
    expect(signedHhmm(2.5)).toBe('+02:30');
    expect(signedHhmm(-1.25)).toBe('-01:15');
  });
});

describe("the unsent writes of a day's registrations list", () => {
  const list = { source: 'project' as const, id: 3, date: '2026-11-23' };

  it("lists the new bookings of the list's project and day as rows of their own", () => {
    const hours = outboxItem({ projectId: 3 });
    const materials = outboxItem({ kind: 'materials', projectId: 3 });
    const otherDay = outboxItem({ projectId: 3, date: '2026-11-24' });
    const otherProject = outboxItem({ projectId: 4 });
    const onOrder = outboxItem({ werkbonId: 3 });
    const edit = outboxItem({ kind: 'edit', projectId: 3, registration: { kind: 'hour', id: 10 } });
    const { bookings } = writesForDayList([hours, materials, otherDay, otherProject, onOrder, edit], list);
    expect(bookings).toEqual([hours, materials]);
    expect(writesForDayList([onOrder], { ...list, source: 'order' }).bookings).toEqual([onOrder]);
  });

  it('marks each changed registration with its latest edit or delete, whatever day the change moves it to', () => {
    const first = outboxItem({ kind: 'edit', registration: { kind: 'hour', id: 10 } });
    const second = outboxItem({ kind: 'edit', date: '2026-11-25', registration: { kind: 'hour', id: 10 } });
    const deleted = outboxItem({ kind: 'delete', registration: { kind: 'material', id: 10 } });
    const { changes } = writesForDayList([first, second, deleted], list);
    expect(changes.get('hour:10')).toBe(second);
    expect(changes.get('material:10')).toBe(deleted);
    expect(changes.size).toBe(2);
  });
});
