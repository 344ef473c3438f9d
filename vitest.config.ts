import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** A suite on the server's migrated template database: the server's own, or the bench's (bench/test). */
const serverProject = (
  name: string,
  dbKind: 'pglite' | 'postgres',
  groupOrder: number,
  root = 'apps/server',
  setups: string[] = [],
) => ({
  test: {
    name,
    root,
    include: ['test/**/*.test.ts'],
    // The PGlite transport's own tests say nothing about PostgreSQL: run once, not again in the PostgreSQL pass.
    exclude: [...configDefaults.exclude, ...(dbKind === 'postgres' ? ['test/db/pglite-*.test.ts'] : [])],
    globalSetup: [path.join(path.relative(root, 'apps/server'), 'test/helpers/global-setup.ts'), ...setups],
    provide: { dbKind },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: more forks than that only queue up behind PGlite's start-up. The PGlite and the PostgreSQL
    // runs take turns (groupOrder) rather than compete for the same two cores.
    maxWorkers: 2,
    // The files share a worker's loaded modules: importing the server's ~300 modules again for every file cost
    // 200 s of the PGlite run's 1,100 s of worker time (160 s on PostgreSQL). Each file has its own database
    // and app (test-database.ts), and closes them.
    isolate: false,
    sequence: { groupOrder },
  },
});

/** Unit tests of the domain rules and the browser apps' logic; the server suite on PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'], sequence: { groupOrder: 0 } },
      },
      {
        // The web app's logic and hooks, in jsdom: what needs a real browser and server is in apps/web/e2e.
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, not per file: setting it up took 1.5 s a file, 70 of the project's 130 s (now
          // 15 s). Each file leaves the DOM, storage and fake timers as it found them, and the files pass in
          // any order (--sequence.shuffle.files).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The office console's logic (the employee list's view in the address, its rows): plain functions, in Node.
        test: {
          name: 'office',
          root: 'apps/office',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The import boundaries of eslint.config.js, proven by linting files that cross them (test/lint).
        test: {
          name: 'lint',
          root: '.',
          include: ['test/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      serverProject('server', 'pglite', 1),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres', 2)] : []),
      // The bench's machinery (bench/): beside the server suite, in its group and on its template (global-setup.ts).
      // Vitest starts a group's projects in the order of their names: 'bench' before 'server', so that its
      // longest file (bench-smoke, about a minute) runs beside the server's files rather than alone at the end.
      // Its files share the bench company they generate (test/global-setup.ts).
      serverProject('bench', 'pglite', 1, 'bench', ['test/global-setup.ts']),
      ...(process.env.DATABASE_URL ? [serverProject('bench-postgres', 'postgres', 2, 'bench')] : []),
    ],
  },
});
