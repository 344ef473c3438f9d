import { describe, expect, it } from 'vitest';
import { totalsPerUnit } from '../../src/lib/work-order-pdf/format';

describe("the werkbon PDF's material totals", () => {
  it('adds up per unit in the order the units first appear, each unit by its name', () => {
    const lines = [
      { quantity: 2, unit: 'bbag' },
      { quantity: 10, unit: 'stuks' },
      { quantity: 1, unit: 'bbag' },
      { quantity: 3.5, unit: 'rol' },
    ];
    expect(totalsPerUnit(lines)).toBe('3 big bag, 10 stuks, 3,5 rol');
    expect(totalsPerUnit([])).toBe('');
  });
});
