import { startBuiltServer, type RunningProcess } from './child-process';
import { copyPostgresTemplate } from './test-database';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;

export interface TwoProcessServer {
  /** The running server: its output and pid (the primary), and stop(). */
  server: RunningProcess;
  /** Where it listens, http://127.0.0.1:<port>. */
  url: string;
  /** The copied database it runs on, by URL. */
  databaseUrl: string;
  /** Stops the server and drops its database. */
  stop: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it (compiled) on PostgreSQL with two server processes, on a copy
 * of the migrated template, listening on a free port; `env` adds to its environment (METRICS_TOKEN).
 */
export async function startTwoProcessServer(env: Record<string, string> = {}): Promise<TwoProcessServer> {
  const database = await copyPostgresTemplate();
  const server = await startBuiltServer({
    env: {
      DATABASE_URL: database.url,
      SERVER_PROCESSES: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    ready: RUNNING_ON,
    timeoutMs: 120_000,
  });
  return {
    server,
    url: `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`,
    databaseUrl: database.url,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
