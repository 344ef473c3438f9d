import { describe, expect, it } from 'vitest';
import type { OverviewItem, RegistrationCategory, RegistrationGroup } from '../src/index';
import { lastBookedOn, plannedHours } from '../src/planned-hours';

describe('the hours of a planned item', () => {
  it('is the planned duration, capped at what is left of the day', () => {
    expect(plannedHours(4.5, { workingHours: 8, remainingHours: 8 })).toBe(4.5);
    expect(plannedHours(8, { workingHours: 8, remainingHours: 3 })).toBe(3);
  });

  it("is the day's remaining hours when nothing is planned, or the duration on a day without working hours", () => {
    expect(plannedHours(0, { workingHours: 8, remainingHours: 6.5 })).toBe(6.5);
    expect(plannedHours(4, { workingHours: 0, remainingHours: 0 })).toBe(4);
    expect(plannedHours(4, undefined)).toBe(4);
  });

  it('is nothing on a full day or when neither is known', () => {
    expect(plannedHours(8, { workingHours: 8, remainingHours: 0 })).toBeNull();
    expect(plannedHours(8, { workingHours: 8, remainingHours: 1 / 240 })).toBeNull();
    expect(plannedHours(0, { workingHours: 0, remainingHours: 0 })).toBeNull();
    expect(plannedHours(0, undefined)).toBeNull();
  });
});

const category = (id: number, hours: Array<[number, number]>, locks: Partial<RegistrationCategory> = {}) =>
  ({
    id,
    code: '',
    description: '',
    isDone: 0,
    geblokkeerd: 0,
    factuurIdPresent: false,
    isOverigeProjectkosten: false,
    hours: hours.map(([hourId, uursoortId]) => ({ id: hourId, uursoortId })),
    materials: [],
    ...locks,
  }) as unknown as RegistrationCategory;

const group = (workId: number, parts: Partial<RegistrationGroup>): RegistrationGroup => ({
  workId,
  workDescription: '',
  budgets: [],
  otherCosts: [],
  variableCharges: [],
  ...parts,
});

const project = (id: number, registrations: RegistrationGroup[]) =>
  ({ type: 'project', id, registrations }) as unknown as OverviewItem;

describe('where hours were booked last', () => {
  const project7 = { type: 'project' as const, id: 7 };

  it('takes the latest day, then the latest registration of that day', () => {
    const week = [
      { items: [project(7, [group(1, { budgets: [category(11, [[500, 2]])] })])] },
      {
        items: [
          project(7, [group(2, { budgets: [category(21, [[90, 1]])], variableCharges: [category(22, [[91, 3]])] })]),
        ],
      },
      { items: [project(8, [group(3, { budgets: [category(31, [[999, 1]])] })])] },
    ];
    expect(lastBookedOn(week, project7)).toEqual({ workId: 2, type: 1, partId: 22, hourTypeId: 3 });
  });

  it('skips finished, blocked, invoiced and other-cost parts, and rows without an hour type', () => {
    const week = [
      { items: [project(7, [group(1, { budgets: [category(11, [[1, 2]])] })])] },
      {
        items: [
          project(7, [
            group(2, {
              budgets: [
                category(21, [[2, 1]], { isDone: 1 }),
                category(22, [[3, 1]], { geblokkeerd: 1 }),
                category(23, [[4, 1]], { factuurIdPresent: true }),
                category(24, [[5, 0]]),
              ],
              otherCosts: [category(25, [[6, 1]], { isOverigeProjectkosten: true })],
            }),
          ]),
        ],
      },
    ];
    expect(lastBookedOn(week, project7)).toEqual({ workId: 1, type: 0, partId: 11, hourTypeId: 2 });
  });

  it('is null when the employee booked no hours on it', () => {
    expect(
      lastBookedOn([{ items: [project(8, [group(1, { budgets: [category(1, [[1, 1]])] })])] }], project7),
    ).toBeNull();
    expect(lastBookedOn([], { type: 'workorder', id: 7 })).toBeNull();
  });
});
