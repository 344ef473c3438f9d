/** The fields of a Chromium trace event (the JSON of `page.tracing`) that the analysis reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Ties a CPU profile's chunks to its start (one profile per thread that ran JavaScript). */
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  durationMs: number;
  /** The functions on the stack while the task ran (inclusive time), the most time first. */
  functions: Array<{ name: string; ms: number }>;
}

export interface FirstVisitProfile {
  firstContentfulPaintMs: number | null;
  longTasks: LongTask[];
}

/** V8's pseudo-frames: time outside JavaScript, which says nothing about which of our functions to look at. */
const PSEUDO_FRAMES = new Set(['(root)', '(program)', '(idle)']);

/**
 * The page's long tasks with what JavaScript ran in each, from a trace recorded with the categories
 * `devtools.timeline` and `disabled-by-default-v8.cpu_profiler`: a Lighthouse report names only the script
 * of a long task, this names its functions (a build without minifying gives them their own names).
 */
export function profileFirstVisit(
  events: TraceEvent[],
  options: { minTaskMs: number; top: number },
): FirstVisitProfile {
  const renderer = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((p) => p.pid === e.pid && p.name === 'ProfileChunk'),
  );
  if (!renderer) throw new Error('The trace has no renderer main thread with CPU samples');
  const { pid, tid } = renderer;
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid;
  // Without the user-timing category there is no navigationStart: then from the first event on the thread.
  const navigationStart =
    events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ??
    events.reduce((first, e) => (onMain(e) && e.ts > 0 ? Math.min(first, e.ts) : first), Infinity);
  const fromStart = (ts: number) => Math.round((ts - navigationStart) / 1000);
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');

  // The main thread's profile: its chunks come from V8's profiler thread, tied to it by the profile's id.
  const mainProfiles = new Set(events.filter((e) => onMain(e) && e.name === 'Profile').map((e) => e.id));
  const { samples, nodes } = cpuSamples(
    events.filter((e) => e.pid === pid && (mainProfiles.size === 0 || mainProfiles.has(e.id))),
  );
  const tasks = events
    .filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) >= options.minTaskMs * 1000)
    .sort((a, b) => a.ts - b.ts);

  return {
    firstContentfulPaintMs: fcp ? fromStart(fcp.ts) : null,
    longTasks: tasks.map((task) => {
      const end = task.ts + task.dur!;
      const inclusive = new Map<string, number>();
      samples.forEach((sample, i) => {
        const next = samples[i + 1];
        if (!next || sample.ts < task.ts || sample.ts >= end) return;
        // A recursive function counts once per sample.
        const onStack = new Set<string>();
        for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
          const name = frameName(node);
          if (!PSEUDO_FRAMES.has(node.callFrame.functionName)) onStack.add(name);
        }
        for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + (next.ts - sample.ts) / 1000);
      });
      return {
        startMs: fromStart(task.ts),
        durationMs: Math.round(task.dur! / 100) / 10,
        functions: [...inclusive]
          .sort((a, b) => b[1] - a[1])
          .slice(0, options.top)
          .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 })),
      };
    }),
  };
}

/** The CPU profile's samples with their timestamps (trace clock), and its call tree's nodes by id. */
function cpuSamples(events: TraceEvent[]) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const clocks = new Map<string | undefined, number>();
  for (const event of events) {
    if (event.name === 'Profile') clocks.set(event.id, event.args?.data?.startTime ?? event.ts);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    let clock = clocks.get(event.id) ?? event.ts;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
    clocks.set(event.id, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { samples, nodes };
}

function frameName({ callFrame }: ProfileNode): string {
  const file = callFrame.url ? callFrame.url.split('/').pop() : '';
  const name = callFrame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${callFrame.lineNumber + 1}` : name;
}
