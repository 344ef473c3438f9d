import { describe, expect, it } from 'vitest';
import { workOrderTotals, type OfficeWorkOrderRegistration } from '../src';

const row = (
  kind: OfficeWorkOrderRegistration['kind'],
  quantity: number,
  unit = 'uur',
): OfficeWorkOrderRegistration => ({
  id: 1,
  kind,
  date: '2026-03-10',
  employee: null,
  quantity,
  unit,
  type: '',
  description: '',
  remark: '',
  validated: false,
});

describe('workOrderTotals', () => {
  it('sums hours and other costs apart, and material per unit in the order the units first appear', () => {
    expect(
      workOrderTotals([
        row('material', 2, 'stuks'),
        row('hours', 0.1),
        row('otherCosts', 12.5),
        row('hours', 0.2),
        row('material', 1.5, 'm1'),
        row('material', 3, 'stuks'),
      ]),
    ).toEqual({
      hours: 0.3,
      otherCosts: 12.5,
      materials: [
        { unit: 'stuks', quantity: 5 },
        { unit: 'm1', quantity: 1.5 },
      ],
    });
  });

  it('counts a correction (a negative quantity) against the rest, and nothing as zero', () => {
    expect(workOrderTotals([row('hours', 4), row('hours', -1.5)]).hours).toBe(2.5);
    expect(workOrderTotals([])).toEqual({ hours: 0, otherCosts: 0, materials: [] });
  });
});
