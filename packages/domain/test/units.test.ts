import { describe, expect, it } from 'vitest';
import { UNITS, isUnit, unitName } from '../src/units';

describe('unitName', () => {
  it('shows a big bag by its name, not its code', () => {
    expect(unitName('bbag')).toBe('big bag');
  });

  it.each(UNITS.filter((u) => u.value !== 'bbag'))('shows $value as $name', ({ value, name }) => {
    expect(unitName(value)).toBe(name);
  });

  it('shows a unit outside the list as it is', () => {
    expect(unitName('pallet')).toBe('pallet');
    expect(isUnit('pallet')).toBe(false);
  });
});
