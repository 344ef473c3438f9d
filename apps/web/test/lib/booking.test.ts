import { describe, expect, it } from 'vitest';
import {
  canSwitchChoice,
  exceedsRemainingHours,
  isWorkClosed,
  nextBookingStep,
  partKind,
  partsForMode,
  PART_TYPE,
  worksForMode,
  type WorkChoice,
} from '../../src/lib/booking';

const normal = { id: 10, soortId: 0 };
const regie = { id: 11, soortId: 1 };
const budget = (id: number, active = true) => ({ id, soort: 0, active });
const stelpost = (id: number) => ({ id, soort: 1, active: true });
const otherCosts = (id: number) => ({ id, soort: 2, active: true });

describe('booking routing', () => {
  it('goes straight to the form with part 0 and type 0 for a normal work without parts', () => {
    expect(nextBookingStep(normal, [], 'hours')).toEqual({
      kind: 'form',
      workId: 10,
      type: PART_TYPE.budget,
      partId: 0,
    });
  });

  it('uses type 4 for cost-plus work without parts', () => {
    expect(nextBookingStep(regie, [], 'materials')).toEqual({
      kind: 'form',
      workId: 11,
      type: PART_TYPE.costPlus,
      partId: 0,
    });
  });

  it('goes straight to the form of the only part', () => {
    expect(nextBookingStep(normal, [budget(1)], 'hours')).toEqual({ kind: 'form', workId: 10, type: 0, partId: 1 });
    expect(nextBookingStep(normal, [stelpost(2)], 'materials')).toEqual({
      kind: 'form',
      workId: 10,
      type: 1,
      partId: 2,
    });
  });

  it('ignores inactive parts: one active part of two goes straight to its form', () => {
    expect(nextBookingStep(normal, [budget(1, false), budget(2)], 'hours')).toEqual({
      kind: 'form',
      workId: 10,
      type: 0,
      partId: 2,
    });
  });

  it('counts only bookable parts: a done or blocked part does not stop the redirect to the open one', () => {
    const done = { ...budget(1), isDone: true };
    const blocked = { ...budget(3), geblokkeerd: true };
    expect(nextBookingStep(normal, [done, budget(2), blocked], 'hours')).toEqual({
      kind: 'form',
      workId: 10,
      type: 0,
      partId: 2,
    });
  });

  it('shows the parts list when every active part is closed, since part 0 would be refused', () => {
    const done = { ...budget(1), isDone: true };
    expect(nextBookingStep(normal, [done], 'hours')).toEqual({ kind: 'parts', workId: 10 });
    expect(nextBookingStep(normal, [done, { ...stelpost(2), factuurIdPresent: true }], 'materials')).toEqual({
      kind: 'parts',
      workId: 10,
    });
  });

  it('calls a work closed only when it has parts in the mode and none of them is open', () => {
    const done = { ...budget(1), isDone: true };
    expect(isWorkClosed([done, { ...budget(2), geblokkeerd: true }], 'hours')).toBe(true);
    expect(isWorkClosed([done, budget(2)], 'hours')).toBe(false);
    expect(isWorkClosed([], 'hours')).toBe(false);
    // Its OP part is open, but hours cannot go on it.
    expect(isWorkClosed([done, otherCosts(3)], 'hours')).toBe(true);
    expect(isWorkClosed([done, otherCosts(3)], 'op')).toBe(false);
  });

  it('shows the parts list when there is a choice', () => {
    expect(nextBookingStep(normal, [budget(1), stelpost(2)], 'hours')).toEqual({ kind: 'parts', workId: 10 });
  });

  it('counts only other-cost parts in OP mode, and opens type 4 with part 0 when there are none', () => {
    expect(nextBookingStep(normal, [budget(1), budget(2), otherCosts(3)], 'op')).toEqual({
      kind: 'form',
      workId: 10,
      type: 2,
      partId: 3,
    });
    expect(nextBookingStep(normal, [budget(1), budget(2)], 'op')).toEqual({
      kind: 'form',
      workId: 10,
      type: PART_TYPE.costPlus,
      partId: 0,
    });
    expect(nextBookingStep(normal, [otherCosts(3), otherCosts(4)], 'op')).toEqual({ kind: 'parts', workId: 10 });
  });

  it('leaves other-cost parts out of hours and materials', () => {
    expect(nextBookingStep(normal, [budget(1), otherCosts(3)], 'hours')).toEqual({
      kind: 'form',
      workId: 10,
      type: 0,
      partId: 1,
    });
  });

  it('goes back one step when coming from a booking form', () => {
    expect(nextBookingStep(normal, [budget(1)], 'hours', true)).toEqual({ kind: 'back' });
  });

  it('opens breadcrumb dropdowns only with more than one active choice', () => {
    expect(canSwitchChoice([{ active: true }])).toBe(false);
    expect(canSwitchChoice([{ active: true }, { active: false }])).toBe(false);
    expect(canSwitchChoice([{ active: true }, { active: true }])).toBe(true);
  });
});

// The hour save rule itself is the request schemas' now: test/components/hours-form.test.tsx.
describe('hour save', () => {
  it('asks for the overtime confirmation only beyond the remaining hours', () => {
    expect(exceedsRemainingHours('10:00', 8)).toBe(true);
    expect(exceedsRemainingHours('08:00', 8)).toBe(false);
    expect(exceedsRemainingHours('00:30', 0)).toBe(true);
  });
});

describe('works and parts offered per booking mode', () => {
  const work = (over: Partial<WorkChoice> = {}): WorkChoice => ({
    active: true,
    soortId: 0,
    bevatActieveBudgetten: false,
    bevatActieveStelPosten: false,
    bevatActieveOverigeProjectkosten: false,
    ...over,
  });
  const withBudgets = work({ bevatActieveBudgetten: true });
  const withStelposten = work({ bevatActieveStelPosten: true });
  const onlyOp = work({ bevatActieveOverigeProjectkosten: true });
  const mixed = work({ bevatActieveBudgetten: true, bevatActieveOverigeProjectkosten: true });
  const regieWork = work({ soortId: 1 });
  const withoutParts = work();
  const inactive = work({ active: false, bevatActieveBudgetten: true });

  it('offers for hours and materials every active work except one with only other project costs', () => {
    const all = [withBudgets, withStelposten, onlyOp, mixed, regieWork, withoutParts, inactive];
    expect(worksForMode(all, 'hours')).toEqual([withBudgets, withStelposten, mixed, regieWork, withoutParts]);
    expect(worksForMode(all, 'materials')).toEqual(worksForMode(all, 'hours'));
  });

  it('offers for other project costs only active works with an active OP part', () => {
    expect(
      worksForMode([withBudgets, onlyOp, mixed, work({ active: false, bevatActieveOverigeProjectkosten: true })], 'op'),
    ).toEqual([onlyOp, mixed]);
  });

  it('offers active OP parts in OP mode and the other active parts otherwise', () => {
    const parts = [budget(1), stelpost(2), otherCosts(3), budget(4, false)];
    expect(partsForMode(parts, 'op').map((p) => p.id)).toEqual([3]);
    expect(partsForMode(parts, 'hours').map((p) => p.id)).toEqual([1, 2]);
  });

  it('names the part kind of a row by its soort', () => {
    expect([budget(1), stelpost(2), otherCosts(3), { soort: 7 }].map(partKind)).toEqual([
      'budget',
      'stelpost',
      'other-costs',
      'budget',
    ]);
  });
});
