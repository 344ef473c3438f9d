import { describe, expect, inject, it } from 'vitest';
import { judgeOfficeEvents, runOfficeEventsBench } from '../office-events-bench';

/** The live-board part of `npm run bench` with a few boards and changes, so it cannot rot: never how fast. */
describe.skipIf(inject('dbKind') === 'postgres')('the live board bench, briefly', () => {
  it('delivers every change to every open board and judges the figure', { timeout: 120_000 }, async () => {
    const run = await runOfficeEventsBench('pglite', () => {}, 5, 3);
    expect(run).toMatchObject({ database: 'pglite', boards: 5, changes: 3 });
    expect(run.p50Ms).toBeGreaterThan(0);
    expect(run.p99Ms).toBeGreaterThanOrEqual(run.p50Ms);
    expect(judgeOfficeEvents([run])).toEqual([
      expect.objectContaining({ name: '5 open boards receive one change (pglite)', target: '<= 1 s at p99' }),
    ]);
  });
});
