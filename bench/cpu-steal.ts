import { readFileSync } from 'node:fs';
import { round } from './memory';

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor gave to other guests. */
export interface CpuTimes {
  total: number;
  steal: number;
}

/** The first line of /proc/stat: `cpu user nice system idle iowait irq softirq steal guest guest_nice`. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const fields = /^cpu\s+([\d\s]+)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8) return null;
  // guest and guest_nice are already counted in user and nice.
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { total, steal: fields[7]! };
}

/** The share of the machine's CPU time that was stolen between two readings, in percent. */
export function stealPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? round((100 * (after.steal - before.steal)) / total, 1) : 0;
}

const readCpuTimes = (): CpuTimes | null => {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
};

/**
 * How much CPU a virtual machine's neighbours took while something ran: on a shared host the same run can
 * differ by a third minutes apart, and stolen time is the part of that we can see. Null without /proc.
 */
export async function stealDuring<T>(work: () => Promise<T>): Promise<{ result: T; stealPercent: number | null }> {
  const before = readCpuTimes();
  const result = await work();
  const after = readCpuTimes();
  return { result, stealPercent: before && after ? stealPercent(before, after) : null };
}
