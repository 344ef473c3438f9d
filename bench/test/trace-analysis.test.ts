import { describe, expect, it } from 'vitest';
import { profileFirstVisit, type TraceEvent } from '../trace-analysis';

const MAIN = { pid: 1, tid: 1 };
const PROFILER = { pid: 1, tid: 2 };
const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: functionName.startsWith('(') ? '' : 'http://127.0.0.1/assets/start-abc.js',
  lineNumber,
  columnNumber: 0,
});

// A page's main thread (microseconds, as Chromium writes them): one task of 60 ms and one of 10 ms, with V8's
// samples every 10 ms; a worker thread's profile beside it, in the same process.
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 3, ts: 0, args: { name: 'DedicatedWorker thread' } },
  { name: 'navigationStart', ...MAIN, ts: 1_000 },
  { name: 'firstContentfulPaint', ...MAIN, ts: 51_000 },
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 2_000, dur: 60_000 },
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 70_000, dur: 10_000 },
  { name: 'Profile', ...MAIN, id: '0x1', ts: 2_000, args: { data: { startTime: 2_000 } } },
  {
    name: 'ProfileChunk',
    ...PROFILER,
    id: '0x1',
    ts: 3_000,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('render', 9) },
            { id: 3, parent: 2, callFrame: frame('renderCard', 19) },
            { id: 4, parent: 1, callFrame: frame('(program)') },
            // render again below renderCard: a recursion counts once per sample.
            { id: 5, parent: 3, callFrame: frame('render', 9) },
          ],
          samples: [3, 3, 2],
        },
        timeDeltas: [0, 10_000, 10_000],
      },
    },
  },
  {
    name: 'ProfileChunk',
    ...PROFILER,
    id: '0x1',
    ts: 40_000,
    // The chunk goes on from the previous chunk's last sample (22,000).
    args: { data: { cpuProfile: { samples: [4, 5, 2, 4] }, timeDeltas: [10_000, 10_000, 10_000, 10_000] } },
  },
  { name: 'Profile', pid: 1, tid: 3, id: '0x2', ts: 2_000, args: { data: { startTime: 2_000 } } },
  {
    name: 'ProfileChunk',
    ...PROFILER,
    id: '0x2',
    ts: 3_000,
    args: {
      data: {
        cpuProfile: { nodes: [{ id: 1, callFrame: frame('workerLoop') }], samples: [1, 1, 1] },
        timeDeltas: [0, 10_000, 10_000],
      },
    },
  },
];

describe('what ran in a first visit’s long tasks', () => {
  it('lists the tasks of at least the given length, from the navigation’s start, with the paint', () => {
    const profile = profileFirstVisit(events, { minTaskMs: 50, top: 10 });
    expect(profile.firstContentfulPaintMs).toBe(50);
    expect(profile.longTasks.map((t) => [t.startMs, t.durationMs])).toEqual([[1, 60]]);
    expect(profileFirstVisit(events, { minTaskMs: 10, top: 10 }).longTasks).toHaveLength(2);
  });

  it('gives each main-thread function its time on the stack, once per sample, without V8’s pseudo-frames', () => {
    const [task] = profileFirstVisit(events, { minTaskMs: 50, top: 10 }).longTasks;
    // Samples at 2, 12, 22, 32, 42 and 52 ms (each lasting until the next): render is on the stack in all but
    // the (program) one at 32 ms; renderCard at 2, 12 and 42 ms. The worker's profile is not the page's.
    expect(task!.functions).toEqual([
      { name: 'render start-abc.js:10', ms: 50 },
      { name: 'renderCard start-abc.js:20', ms: 30 },
    ]);
    expect(profileFirstVisit(events, { minTaskMs: 50, top: 1 }).longTasks[0]!.functions).toHaveLength(1);
  });

  it('refuses a trace without the main thread’s samples', () => {
    expect(() =>
      profileFirstVisit(
        events.filter((e) => e.name !== 'ProfileChunk'),
        { minTaskMs: 50, top: 5 },
      ),
    ).toThrow(/no renderer main thread/);
  });
});
