import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process and its descendants (the server's forked server processes on PostgreSQL), from Linux's
 * /proc/<pid>/task/<tid>/children; just the process where that is missing.
 */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Gone, or no /proc.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** A /proc/<pid>/status field in KB (Linux), or undefined where there is no /proc or the process is gone. */
export function ownStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A figure of one process added up over it and its descendants; undefined where none has it. */
export function treeTotal(pid: number, figureOf: (pid: number) => number | null | undefined): number | undefined {
  const figures = processTree(pid)
    .map(figureOf)
    .filter((n): n is number => n != null);
  return figures.length ? figures.reduce((a, b) => a + b, 0) : undefined;
}

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') => treeTotal(pid, (p) => ownStatusKb(p, field));

/**
 * The peak resident memory of a process while something runs: its RSS polled every 50 ms. VmHWM alone
 * would only give the peak since start, not the peak of one endpoint's run.
 */
export async function peakMemoryDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number | null }> {
  let peakKb = statusKb(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS') ?? 0);
  }, 50);
  try {
    const result = await work();
    peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS') ?? 0);
    return { result, peakRssMb: peakKb > 0 ? round(peakKb / 1024, 1) : null };
  } finally {
    clearInterval(timer);
  }
}

/** The highest RSS the process ever had (VmHWM), in MB; with descendants, their highest added up. */
export function lifetimePeakRssMb(pid: number): number | null {
  const kb = statusKb(pid, 'VmHWM');
  return kb === undefined ? null : round(kb / 1024, 1);
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
