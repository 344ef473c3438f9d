import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { putInLocalStorage, signedInStorage } from './lighthouse';
import { startServer } from './server-process';
import { profileFirstVisit, type TraceEvent } from './trace-analysis';

const USAGE = `npm run trace:first-visit [-- options]
  What blocks the main thread on a first visit of the weekly overview, signed in as the demo user: the web app
  built without minifying, served by the real server on a fresh demo database, one visit in Chromium with a
  CPU-sampled trace, then each long task with the functions that ran in it (inclusive milliseconds).
  --cpu-slowdown 4   Chromium's CPU throttling (Lighthouse's phone is 4; 1 shows the machine itself)
  --min-task-ms 50   the shortest task listed (50 is what counts as blocking)
  --top 15           functions per task
  --path /weekly/overview
  --port 4395
  --keep-trace FILE  also write the whole trace (open it in Chrome DevTools' Performance panel)`;

const { values } = parseArgs({
  options: {
    'cpu-slowdown': { type: 'string', default: '4' },
    'min-task-ms': { type: 'string', default: '50' },
    top: { type: 'string', default: '15' },
    path: { type: 'string', default: '/weekly/overview' },
    port: { type: 'string', default: '4395' },
    'keep-trace': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const number = (name: 'cpu-slowdown' | 'min-task-ms' | 'top' | 'port') => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a number above 0\n${USAGE}`);
  return n;
};

const work = mkdtempSync(path.join(tmpdir(), 'bouwwerk-trace-'));
const webDist = path.join(work, 'web');
const traceFile = values['keep-trace'] ? path.resolve(values['keep-trace']) : path.join(work, 'trace.json');
try {
  console.log('building the web app without minifying');
  execFileSync('npx', ['vite', 'build', '--minify', 'false', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServer({ kind: 'pglite', dataDir: path.join(work, 'data') }, number('port'), {
    seedDemo: true,
    webDist,
  });
  try {
    const storage = await signedInStorage(server.url);
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
      await putInLocalStorage(browser, `${server.url}/v1/version`, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: number('cpu-slowdown') });
      await page.tracing.start({
        path: traceFile,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
        ],
      });
      await page.goto(`${server.url}${values.path}`, { waitUntil: 'networkidle0' });
      // What the screen does once its data is in (renders, effects, idle work) comes in the seconds after.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await page.tracing.stop();
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }

  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const profile = profileFirstVisit(Array.isArray(trace) ? trace : trace.traceEvents, {
    minTaskMs: number('min-task-ms'),
    top: number('top'),
  });
  console.log(`first contentful paint: ${profile.firstContentfulPaintMs ?? '-'} ms after the navigation's start`);
  for (const task of profile.longTasks) {
    console.log(`\ntask at ${task.startMs} ms, ${task.durationMs} ms`);
    for (const f of task.functions) console.log(`${f.ms.toFixed(1).padStart(8)} ms  ${f.name}`);
  }
  if (values['keep-trace']) console.log(`\nthe trace: ${traceFile}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
