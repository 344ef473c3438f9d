// `npm test`: every check, stage by stage, each timed, and at the end one table of the stages against their
// budgets (docs/development.md#ci-stages-and-budgets), so that a stage that grows is seen in every run.
//   node scripts/run-tests.mjs            every stage; the PostgreSQL pass only where DATABASE_URL is set
//   STAGE_TIMES=<file>                    stages run before this one (.ci/run's installs), "name<TAB>seconds"
// The first stage that fails ends the run with its exit code, after the table of what ran.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Seconds each stage may take on CI's machine (2 cores): together within CI's 35 minutes. */
const STAGE_BUDGETS = {
  install: 150,
  typecheck: 90,
  lint: 90,
  unit: 60,
  'server PGlite': 420,
  'server PostgreSQL': 360,
  build: 45,
  e2e: 1080,
};

const stages = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'server PGlite', command: ['npx', 'vitest', 'run', '--project', 'server', '--project', 'server-bench'] },
  {
    name: 'server PostgreSQL',
    command: ['npx', 'vitest', 'run', '--project', 'server-postgres', '--project', 'server-bench-postgres'],
    when: () => Boolean(process.env.DATABASE_URL),
    unless: 'DATABASE_URL is not set',
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts'] },
];

function earlierStages() {
  const file = process.env.STAGE_TIMES;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds] = line.split('\t');
      return { name, seconds: Number(seconds), status: 'ok' };
    });
}

const format = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function printTable(rows) {
  const lines = rows.map((row) => {
    const budget = STAGE_BUDGETS[row.name];
    const over = budget !== undefined && row.seconds > budget;
    const note = row.status !== 'ok' ? row.status : over ? 'OVER BUDGET' : '';
    return [row.name, row.status === 'skipped' ? '-' : format(row.seconds), budget ? format(budget) : '-', note];
  });
  const total = rows.reduce((sum, row) => sum + (row.seconds || 0), 0);
  const budgetTotal = Object.values(STAGE_BUDGETS).reduce((sum, seconds) => sum + seconds, 0);
  lines.push(['total', format(total), format(budgetTotal), '']);
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((cells) => cells[i].length), 6));
  const header = ['stage', 'time', 'budget'];
  console.log('\n--- stages (m:ss)');
  console.log(header.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  for (const cells of lines) {
    console.log(
      `${cells[0].padEnd(widths[0])}  ${cells[1].padStart(widths[1])}  ${cells[2].padStart(widths[2])}  ${cells[3]}`.trimEnd(),
    );
  }
}

const rows = earlierStages();
let failure = 0;
for (const stage of stages) {
  if (stage.when && !stage.when()) {
    rows.push({ name: stage.name, seconds: 0, status: `skipped: ${stage.unless}` });
    continue;
  }
  console.log(`\n--- ${stage.name}: ${stage.command.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(stage.command[0], stage.command.slice(1), { cwd: root, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const code = result.status ?? 1;
  rows.push({ name: stage.name, seconds, status: code === 0 ? 'ok' : `failed (exit ${code})` });
  if (code !== 0) {
    failure = code;
    break;
  }
}
printTable(rows);
process.exit(failure);
