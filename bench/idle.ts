import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { treeTotal } from './memory';

/** CPU time a process used so far, in clock ticks (utime + stime of /proc/<pid>/stat), or null without /proc. */
export function ownCpuTicks(pid: number): number | null {
  try {
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The same over the process and its descendants (the server processes on PostgreSQL). */
const cpuTicks = (pid: number): number | null => treeTotal(pid, ownCpuTicks) ?? null;

/**
 * Waits until the server has worked off what the previous run left queued: requests a client gave up on
 * when its run ended are still being answered, and would otherwise slow the next endpoint's figures.
 * Idle means under 5% of a core over a quarter second; gives up after maxMs.
 */
export async function waitUntilIdle(pid: number, maxMs = 60_000): Promise<void> {
  const until = Date.now() + maxMs;
  let before = cpuTicks(pid);
  while (before !== null && Date.now() < until) {
    await sleep(250);
    const after = cpuTicks(pid);
    if (after === null || after - before <= 1) return;
    before = after;
  }
}
