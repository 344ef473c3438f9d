import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the bench's test files keep the companies they generate: one per size for the whole run. */
    benchCacheDir: string;
  }
}

/** One cache for the run: the bench's test files ask for the same 10,000-registration company, made once. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-bench-cache-'));
  project.provide('benchCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
