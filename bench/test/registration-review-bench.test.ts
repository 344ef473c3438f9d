import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteTemplate } from '../../apps/server/test/helpers/test-database';
import { judgeRegistrationReview, runRegistrationReviewBench } from '../registration-review-bench';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-bench-review-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/**
 * The review's part of `npm run bench` on a small bench company, with a few requests, so it cannot rot
 * unnoticed: every page has rows, the export holds every registration of its period. Never how fast.
 */
describe.skipIf(inject('dbKind') === 'postgres')('the registrations review bench, briefly', () => {
  it('pages the grid and exports the newest registrations as XLSX', { timeout: 600_000 }, async () => {
    const run = await runRegistrationReviewBench('pglite', () => {}, {
      registrations: 10_000,
      cacheDir,
      migrated: pgliteTemplate(),
      runs: { pages: 2, warmup: 1 },
    });
    for (const page of run.pages) expect(page.rows).toBeGreaterThan(0);
    expect(run.xlsx.registrations).toBeGreaterThanOrEqual(10_000 * 0.99);
    expect(run.xlsx.megabytes).toBeGreaterThan(0);
    const targets = judgeRegistrationReview([run]);
    expect(targets.map((target) => target.target)).toEqual([
      '<= 150 ms',
      '<= 150 ms',
      '<= 150 ms',
      '<= 30 s, server RSS < +100 MB',
    ]);
  });
});
