// `npm test`: every check, stage by stage, each timed, and at the end one table of the stages against their
// budgets (docs/development.md#ci-stages-and-budgets), so that a stage that grows is seen in every run.
//   node scripts/run-tests.mjs            every stage; the PostgreSQL pass only where DATABASE_URL is set
//   STAGE_TIMES=<file>                    stages run before this one (.ci/run's installs), "name<TAB>seconds"
// The first stage that fails ends the run with its exit code, after the table of what ran.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Seconds each stage may take on CI's machine (2 cores): the run, typecheck beside lint, within 35 minutes. */
const STAGE_BUDGETS = {
  install: 120,
  typecheck: 90,
  lint: 90,
  unit: 75,
  'server PGlite': 420,
  'server PostgreSQL': 360,
  build: 30,
  e2e: 960,
};

// A step is a stage, or stages run side by side: tsc and ESLint each keep one core busy, so on CI's two cores
// the pair takes as long as the slower one. Their output is printed whole, each when it ends.
const steps = [
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
  ],
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'server PGlite', command: ['npx', 'vitest', 'run', '--project', 'server', '--project', 'bench'] },
  {
    name: 'server PostgreSQL',
    command: ['npx', 'vitest', 'run', '--project', 'server-postgres', '--project', 'bench-postgres'],
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

// Rounded to whole seconds first: 119.6 s is 2:00, not 1:60.
const format = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The budget of the whole run: stages side by side count once, with the longer budget of the two. */
const budgetOfRun = () =>
  steps.reduce(
    (sum, step) => sum + Math.max(...[step].flat().map((stage) => STAGE_BUDGETS[stage.name] ?? 0)),
    STAGE_BUDGETS.install,
  );

function printTable(rows, wallSeconds) {
  const lines = rows.map((row) => {
    const budget = STAGE_BUDGETS[row.name];
    const over = budget !== undefined && row.seconds > budget;
    const note = row.status !== 'ok' ? row.status : over ? 'OVER BUDGET' : '';
    return [row.name, row.status === 'skipped' ? '-' : format(row.seconds), budget ? format(budget) : '-', note];
  });
  const installed = rows.find((row) => row.name === 'install')?.seconds ?? 0;
  const total = installed + wallSeconds;
  const budget = budgetOfRun();
  lines.push(['total', format(total), format(budget), total > budget ? 'OVER BUDGET' : '']);
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((cells) => cells[i].length), 6));
  const header = ['stage', 'time', 'budget'];
  console.log('\n--- stages (m:ss)');
  console.log(`${header[0].padEnd(widths[0])}  ${header[1].padStart(widths[1])}  ${header[2].padStart(widths[2])}`);
  for (const cells of lines) {
    console.log(
      `${cells[0].padEnd(widths[0])}  ${cells[1].padStart(widths[1])}  ${cells[2].padStart(widths[2])}  ${cells[3]}`.trimEnd(),
    );
  }
}

/** Runs one stage; `quiet` collects its output and prints it whole at the end, for stages side by side. */
function runStage(stage, quiet) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n--- ${stage.name}: ${stage.command.join(' ')}`);
    const started = performance.now();
    const child = spawn(stage.command[0], stage.command.slice(1), {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      if (quiet) {
        console.log(`\n--- ${stage.name}: ${stage.command.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = (performance.now() - started) / 1000;
      resolve({ name: stage.name, seconds, status: code === 0 ? 'ok' : `failed (exit ${code})`, code });
    };
    child.on('error', () => finish(127));
    child.on('close', (code) => finish(code ?? 1));
  });
}

const rows = earlierStages();
const runStarted = performance.now();
let failure = 0;
for (const step of steps) {
  const stages = [step].flat().filter((stage) => {
    if (!stage.when || stage.when()) return true;
    rows.push({ name: stage.name, seconds: 0, status: `skipped: ${stage.unless}` });
    return false;
  });
  const results = await Promise.all(stages.map((stage) => runStage(stage, stages.length > 1)));
  rows.push(...results);
  failure = results.find((result) => result.code !== 0)?.code ?? 0;
  if (failure) break;
}
printTable(rows, (performance.now() - runStarted) / 1000);
process.exit(failure);
