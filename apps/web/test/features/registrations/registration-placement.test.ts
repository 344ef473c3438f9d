import { describe, expect, it } from 'vitest';
import { editPlacement } from '../../../src/features/registrations/lib/registration-placement';

const work = (id: number, soortId = 0, active = true) => ({ id, soortId, active });
const part = (
  id: number,
  soort = 0,
  open: Partial<{ active: boolean; isDone: boolean; geblokkeerd: boolean; factuurIdPresent: boolean }> = {},
) => ({
  id,
  soort,
  active: true,
  isDone: false,
  geblokkeerd: false,
  factuurIdPresent: false,
  ...open,
});
const works = [work(1), work(2), work(3, 1), work(4, 0, false)];
const current = { workId: 1, budgetId: 11 };

describe('edit placement of an hour registration', () => {
  it('keeps the part on the same work and offers only open non-OP parts besides the current one', () => {
    const parts = [
      part(11, 0, { isDone: true }),
      part(12),
      part(13, 1),
      part(14, 2),
      part(15, 0, { geblokkeerd: true }),
    ];
    const result = editPlacement({ chosen: { workId: 1, budgetId: 11 }, current, isOtherCosts: false, works, parts });
    expect(result.budgetId).toBe(11);
    expect(result.parts.map((p) => p.id)).toEqual([11, 12, 13]);
  });

  it('offers only OP parts (soort 2) for an OP registration', () => {
    const parts = [part(12), part(14, 2), part(16, 2, { factuurIdPresent: true })];
    expect(
      editPlacement({ chosen: { workId: 1, budgetId: 14 }, current, isOtherCosts: true, works, parts }).parts.map(
        (p) => p.id,
      ),
    ).toEqual([14]);
  });

  it('waits for a part after another work was chosen (the part was cleared)', () => {
    const result = editPlacement({
      chosen: { workId: 2, budgetId: null },
      current,
      isOtherCosts: false,
      works,
      parts: [part(21), part(22)],
    });
    expect(result.budgetId).toBeNull();
  });

  it('books on part 0 on a cost-plus work', () => {
    expect(
      editPlacement({ chosen: { workId: 3, budgetId: null }, current, isOtherCosts: false, works, parts: [part(31)] })
        .budgetId,
    ).toBe(0);
  });

  it('books on part 0 on a work without fitting parts, once its parts are known', () => {
    expect(
      editPlacement({ chosen: { workId: 2, budgetId: null }, current, isOtherCosts: false, works, parts: undefined })
        .budgetId,
    ).toBeNull();
    expect(
      editPlacement({
        chosen: { workId: 2, budgetId: null },
        current,
        isOtherCosts: false,
        works,
        parts: [part(24, 2)],
      }).budgetId,
    ).toBe(0);
  });

  it('offers active works and the current one', () => {
    const onInactive = { workId: 4, budgetId: 0 };
    expect(
      editPlacement({ chosen: onInactive, current, isOtherCosts: false, works, parts: [] }).works.map((w) => w.id),
    ).toEqual([1, 2, 3]);
    expect(
      editPlacement({ chosen: onInactive, current: onInactive, isOtherCosts: false, works, parts: [] }).works.map(
        (w) => w.id,
      ),
    ).toEqual([1, 2, 3, 4]);
  });
});
