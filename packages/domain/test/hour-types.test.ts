import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultHourType, hourTypeChoiceOrder, preselectedHourType } from '../src/hour-types';

/** Hour types as the server reads them: in the office's order (sort order, then description). */
const type = (id: number, sortOrder: number, isDefault = false) => ({ id, sortOrder, isDefault });

describe('defaultHourType', () => {
  it('is the marked one, also when another sorts before it (Aanneming before Normaal)', () => {
    const aanneming = type(1, 0);
    const normaal = type(2, 10, true);
    expect(defaultHourType([aanneming, normaal])).toBe(normaal);
  });

  it('is the first by sort order when none is marked, ties in the list order', () => {
    expect(defaultHourType([type(1, 5), type(2, -1), type(3, -1)])?.id).toBe(2);
    expect(defaultHourType([type(7, 0), type(8, 0)])?.id).toBe(7);
  });

  it('is none of an empty list', () => {
    expect(defaultHourType([])).toBeUndefined();
  });
});

describe('hourTypeChoiceOrder and preselectedHourType', () => {
  it('lists the default first and the others in the office order', () => {
    const choices = hourTypeChoiceOrder([type(1, 0), type(2, 10), type(3, 20, true), type(4, 30)]);
    expect(choices.map((t) => t.id)).toEqual([3, 1, 2, 4]);
    expect(preselectedHourType(choices)?.id).toBe(3);
  });

  it('preselects nothing of an empty list', () => {
    expect(preselectedHourType(hourTypeChoiceOrder([]))).toBeUndefined();
  });

  it('always preselects the default and keeps every type once', () => {
    const list = fc
      .array(fc.record({ sortOrder: fc.integer({ min: -3, max: 3 }), isDefault: fc.boolean() }), { maxLength: 12 })
      // At most one marked, as the database's index allows; in the office's order by sort order.
      .map((types) => {
        const marked = types.findIndex((t) => t.isDefault);
        return types
          .map((t, i) => ({ ...t, id: i, isDefault: i === marked }))
          .sort((a, b) => a.sortOrder - b.sortOrder);
      });
    fc.assert(
      fc.property(list, (types) => {
        const choices = hourTypeChoiceOrder(types);
        expect(preselectedHourType(choices)).toBe(defaultHourType(types));
        expect([...choices].sort((a, b) => a.id - b.id)).toEqual([...types].sort((a, b) => a.id - b.id));
        expect(choices.slice(1)).toEqual(types.filter((t) => t !== choices[0]));
        if (types.length > 0 && !types.some((t) => t.isDefault)) expect(choices[0]).toBe(types[0]);
      }),
    );
  });
});
