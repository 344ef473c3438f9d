import cluster, { type Worker } from 'node:cluster';

/** A process that keeps dying is started again after this pause, not in a loop that eats the machine. */
const RESTART_DELAY_MS = 1000;

/**
 * On PostgreSQL one Node process is the bottleneck (the database server idles while the event loop parses
 * HTTP and writes JSON), so the primary forks one server process per core. They share the port: the primary
 * accepts connections and hands them out in turn. Each process has its own connection pool and caches; what
 * must hold across processes (sessions, login throttling, idempotency keys) lives in the database.
 *
 * Resolves with the port once every process listens. A process that dies later is replaced; SIGINT or
 * SIGTERM stops them all, then the primary.
 */
export function forkServerProcesses(count: number): Promise<number> {
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
  const shutdown = () => {
    const running = workers();
    stopAll();
    let left = running.length;
    if (left === 0) process.exit(0);
    for (const worker of running) worker.once('exit', () => --left === 0 && process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  for (let i = 0; i < count; i++) cluster.fork();
  return ready;
}
