import cluster, { type Worker } from 'node:cluster';
import { CLOSE_GRACE_MS } from './plugins/requests-in-progress';
import { answerMetricsRequests } from './lib/cluster-metrics';

/** A process that keeps dying is started again after this pause, not in a loop that eats the machine. */
const RESTART_DELAY_MS = 1000;

/**
 * How much longer than the grace period the primary waits for a server process to stop: after the grace its
 * handlers still running get CLOSE_GRACE_MS to finish their statements, then the database closes.
 */
const STOP_MARGIN_MS = CLOSE_GRACE_MS + 5000;

/**
 * On PostgreSQL one Node process is the bottleneck (the database server idles while the event loop parses
 * HTTP and writes JSON), so the primary forks one server process per core. They share the port: the primary
 * accepts connections and hands them out in turn. Each process has its own connection pool and caches; what
 * must hold across processes (sessions, login throttling, idempotency keys) lives in the database.
 *
 * Resolves with the port once every process listens. A process that dies later is replaced. SIGINT or SIGTERM
 * passes SIGTERM on to each (server.ts closes it gracefully within shutdownGraceMs), waits for them, then exits:
 * 0 when every one stopped by itself with 0, 1 when one failed or had to be killed after the grace and a margin.
 */
export function forkServerProcesses(count: number, shutdownGraceMs: number): Promise<number> {
  let stopping = false;
  let listening = 0;

  const ready = new Promise<number>((resolve, reject) => {
    cluster.on('listening', (_worker, address) => {
      if (++listening === count) resolve(address.port);
    });
    cluster.on('exit', (worker: Worker, code, signal) => {
      if (stopping) return;
      const reason = signal ?? `exit code ${code}`;
      if (listening < count) {
        stopAll();
        reject(new Error(`Server process ${worker.process.pid} stopped while starting (${reason})`));
        return;
      }
      console.error(`Server process ${worker.process.pid} stopped (${reason}); starting another`);
      setTimeout(() => !stopping && cluster.fork(), RESTART_DELAY_MS);
    });
  });

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  function stopAll() {
    stopping = true;
    for (const worker of workers()) worker.process.kill('SIGTERM');
  }
  let shuttingDown = false;
  const shutdown = () => {
    // A repeat (npm forwards the terminal's Ctrl-C as well) changes nothing, and must not end the primary
    // before its processes: hence process.on, not once.
    if (shuttingDown) return;
    shuttingDown = true;
    const running = workers();
    stopAll();
    let left = running.length;
    let failed = false;
    if (left === 0) process.exit(0);
    const killer = setTimeout(() => {
      for (const worker of running) {
        if (worker.isDead()) continue;
        console.error(
          `Server process ${worker.process.pid} did not stop within ${shutdownGraceMs + STOP_MARGIN_MS} ms; killed`,
        );
        worker.process.kill('SIGKILL');
      }
    }, shutdownGraceMs + STOP_MARGIN_MS);
    for (const worker of running) {
      worker.once('exit', (code, signal) => {
        if (code !== 0 || signal) failed = true;
        if (--left > 0) return;
        clearTimeout(killer);
        process.exit(failed ? 1 : 0);
      });
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // A scrape of /metrics reaches one process, which asks here for the sum over all (lib/cluster-metrics.ts).
  answerMetricsRequests();
  for (let i = 0; i < count; i++) cluster.fork();
  return ready;
}
