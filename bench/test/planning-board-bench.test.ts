import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteTemplate } from '../../apps/server/test/helpers/test-database';
import { judgePlanningBoard, runPlanningBoardBench } from '../planning-board-bench';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-bench-planning-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/**
 * The planning board's part of `npm run bench` on the bench company, with a few requests, so it cannot rot
 * unnoticed: every employee and line on the board, every move saved, the figures in the table. Never how fast.
 */
describe.skipIf(inject('dbKind') === 'postgres')('the planning board bench, briefly', () => {
  it('reads the board of 500 employees over two weeks and moves lines on it', { timeout: 600_000 }, async () => {
    const run = await runPlanningBoardBench('pglite', () => {}, {
      cacheDir,
      migrated: pgliteTemplate(),
      runs: { board: 2, move: 3, warmup: 1 },
      // The browser's part needs the built office app, which this stage has not made yet.
      browser: false,
    });
    // Every employee on a project Monday to Wednesday and on a work order Thursday and Friday, each week.
    expect(run).toMatchObject({ database: 'pglite', employees: 500, lines: 2000 });
    expect(run.bookedDays).toBeGreaterThan(0);
    for (const timing of [run.board, run.move]) expect(timing.p50Ms).toBeGreaterThan(0);
    expect(judgePlanningBoard([run]).map((target) => target.target)).toEqual([
      '<= 150 ms',
      '<= 1500 ms, keys work, rows virtualised',
      '<= 50 ms',
    ]);
  });
});
