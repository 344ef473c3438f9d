import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../../src/lib/quantities';

/** What the app showed before, and what the Dutch expect: the oracle, on Node's full ICU. */
const intl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

describe('formatQuantity', () => {
  it('writes quantities the Dutch way', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(-4)).toBe('-4');
    expect(formatQuantity(1234.5)).toBe('1.234,5');
    expect(formatQuantity(1000000)).toBe('1.000.000');
    expect(formatQuantity(0)).toBe('0');
  });

  it('rounds to two decimals half away from zero, on the digits as printed', () => {
    expect(formatQuantity(1.005)).toBe('1,01');
    expect(formatQuantity(12.345)).toBe('12,35');
    expect(formatQuantity(999.995)).toBe('1.000');
    expect(formatQuantity(-1234567.891)).toBe('-1.234.567,89');
    expect(formatQuantity(0.1 + 0.2)).toBe('0,3');
  });

  it('agrees with Intl.NumberFormat nl-NL, edge cases and 20,000 quantities of every size', () => {
    const edges = [0, -0, 0.004, 0.005, -0.001, 1e-7, 5e-7, 123456789012, 1e21, 99.995, 0.125, 2.675, 1.45, -2.345];
    for (const value of edges) expect(formatQuantity(value), String(value)).toBe(intl.format(value));
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 8);
      const decimals = Math.floor(random() * 5);
      const value = Number(((random() - 0.3) * magnitude).toFixed(decimals));
      expect(formatQuantity(value), String(value)).toBe(intl.format(value));
    }
  });
});
