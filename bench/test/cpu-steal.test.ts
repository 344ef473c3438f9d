import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stealDuring, stealPercent } from '../cpu-steal';

// The first line of /proc/stat as Linux writes it: user nice system idle iowait irq softirq steal guest guest_nice.
const stat = (user: number, idle: number, steal: number, guest = 0) =>
  `cpu  ${user} 0 100 ${idle} 5 0 7 ${steal} ${guest} 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`;

describe('stolen CPU time', () => {
  it('reads the machine line of /proc/stat, not a core’s, and leaves guest time out of the total (it is in user)', () => {
    expect(parseCpuTimes(stat(1000, 5000, 40, 300))).toEqual({ total: 1000 + 100 + 5000 + 5 + 7 + 40, steal: 40 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it('gives the share of the CPU time between two readings that went to other guests', () => {
    const before = parseCpuTimes(stat(1000, 5000, 40))!;
    const after = parseCpuTimes(stat(1700, 5200, 140))!; // 1,000 ticks passed, 100 of them stolen
    expect(stealPercent(before, after)).toBe(10);
    expect(stealPercent(before, before)).toBe(0);
  });

  it('measures around the work and hands back its result', async () => {
    const { result, stealPercent: steal } = await stealDuring(async () => 42);
    expect(result).toBe(42);
    expect(steal === null || (steal >= 0 && steal <= 100)).toBe(true);
  });
});
