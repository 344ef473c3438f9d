import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Children still running: when the parent exits (a failure, or Ctrl-C turned into an exit), they go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface RunningProcess {
  pid: number;
  /** Everything it wrote, for the error message when it dies. */
  output: () => string;
  /** Settles once it exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

export interface StartOptions {
  args?: string[];
  env: Record<string, string | undefined>;
  ready: RegExp;
  timeoutMs?: number;
}

/** The compiled server, as `npm start` runs it (scripts/build-server.mjs). */
export const BUILT_SERVER = 'apps/server/dist/server.mjs';

/**
 * How `npm start` (package.json) and the container (Dockerfile) run it; server-build.test.ts holds the three
 * to the same. PGlite's WebAssembly is compiled function by function as it is first called, and glibc hands
 * allocations of 32 KB and more back to the system when freed: 277 -> 205 MB idle on PGlite, the same
 * throughput (docs/performance.md, "Start and memory"). V8 does not pretenure by allocation site: a large
 * answer parsed or written in one go is alive as a whole at a scavenge, V8 then allocated everything of that
 * site in the old generation for the rest of the process, and a third of the exports of 100,000
 * registrations grew the server by +150 MB instead of +65, and took 22 s instead of 13 (the same
 * throughput otherwise; docs/performance.md, "What V8 decides").
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--wasm-lazy-compilation', '--no-allocation-site-pretenuring'];
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };

/** Compiles the server when its sources changed since the last build (a hash check otherwise, ~0.1 s). */
export function buildServerIfChanged(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-changed'], { cwd: REPO_ROOT, stdio: 'pipe' });
}

/**
 * The real server as `npm start` runs it: the compiled JavaScript with plain node, built first if its sources
 * changed. One process on PGlite, so its pid is the one to measure; on PostgreSQL the primary of its forks.
 */
export function startBuiltServer(options: StartOptions): Promise<RunningProcess> {
  buildServerIfChanged();
  return startNodeProcess(BUILT_SERVER, {
    ...options,
    env: { ...SERVER_MALLOC_ENV, ...options.env },
    nodeArgs: SERVER_NODE_ARGS,
  });
}

/** A TypeScript entry point (node --import tsx): the CLIs' tests run their sources. */
export function startTsProcess(entry: string, options: StartOptions): Promise<RunningProcess> {
  return startNodeProcess(entry, { ...options, nodeArgs: ['--import', 'tsx'] });
}

/**
 * An entry point in its own Node process, resolved once it printed a line matching ready. The tests that run
 * the real server use it, and so does the bench (bench/), from here: nothing under apps/ imports bench/.
 */
export async function startNodeProcess(
  entry: string,
  options: StartOptions & { nodeArgs: string[] },
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(process.execPath, [...options.nodeArgs, entry, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    // An undefined value removes the variable: the parent's own DATABASE_URL must not reach a PGlite server.
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...options.env }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`${entry} did not start within ${options.timeoutMs ?? 180_000} ms`)),
      options.timeoutMs ?? 180_000,
    );
    const onData = () => {
      if (options.ready.test(output)) done();
    };
    const onExit = (code: number | null) => fail(new Error(`${entry} exited with ${code} before it was ready`));
    function done() {
      cleanup();
      resolve();
    }
    function fail(error: Error) {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    }
    function cleanup() {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
    }
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
