import { execFileSync } from 'node:child_process';
import { ownCpuTicks } from './idle';
import { ownStatusKb, round } from './memory';

/**
 * The processes that do one part of a run's work: the server (the primary and its forked server processes),
 * PostgreSQL's backends of the bench database, the load generator (autocannon runs inside the bench's own
 * process), or the ceiling. Asked for its pids at the start and at the end of a run, so a process that
 * appeared meanwhile (a pool's new connection) is counted from zero.
 */
export interface ProcessGroup {
  name: string;
  pids: () => number[] | Promise<number[]>;
}

export interface GroupFigures {
  name: string;
  /** CPU time (user + system) the group used during the run, per answered request; null without /proc. */
  cpuMsPerRequest: number | null;
  /** The group's resident memory added up, its highest during the run (polled every 50 ms); null without /proc. */
  peakRssMb: number | null;
}

let ticksPerSecond: number | undefined;
/** Linux's clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 nearly everywhere). */
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

function cpuTicksByPid(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const t = ownCpuTicks(pid);
    if (t !== null) ticks.set(pid, t);
  }
  return ticks;
}

const rssKb = (pids: number[]) => pids.reduce((sum, pid) => sum + (ownStatusKb(pid, 'VmRSS') ?? 0), 0);

/** CPU ms per request from two readings of the same group; a pid first seen at the end started during the run. */
export function cpuMsPerRequest(
  before: Map<number, number>,
  after: Map<number, number>,
  requests: number,
  ticksPerSecondOfClock: number,
): number | null {
  if (after.size === 0 || requests <= 0) return null;
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return round((ticks * 1000) / ticksPerSecondOfClock / requests, 3);
}

/**
 * What each group cost while work ran: CPU per answered request and peak RSS. The CPU figures say where a
 * request's time goes (the app, PostgreSQL, the load generator), which a requests/s figure on a shared
 * 2-core machine cannot: CPU ms per request x requests/s is the cores a rate needs.
 */
export async function observeGroups<T>(
  groups: ProcessGroup[],
  work: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; groups: GroupFigures[] }> {
  const pidsBefore = await Promise.all(groups.map((g) => g.pids()));
  const peakKb = pidsBefore.map(rssKb);
  let polledPids = pidsBefore;
  const poll = () => {
    polledPids.forEach((pids, i) => (peakKb[i] = Math.max(peakKb[i]!, rssKb(pids))));
  };
  const before = pidsBefore.map(cpuTicksByPid);
  const timer = setInterval(poll, 50);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  const pidsAfter = await Promise.all(
    groups.map(async (g, i) => [...new Set([...pidsBefore[i]!, ...(await g.pids())])]),
  );
  const after = pidsAfter.map(cpuTicksByPid);
  polledPids = pidsAfter;
  poll();
  const requests = requestsOf(result);
  const hz = clockTicksPerSecond();
  return {
    result,
    groups: groups.map((g, i) => ({
      name: g.name,
      cpuMsPerRequest: cpuMsPerRequest(before[i]!, after[i]!, requests, hz),
      peakRssMb: peakKb[i]! > 0 ? round(peakKb[i]! / 1024, 1) : null,
    })),
  };
}
