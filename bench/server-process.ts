import { startBuiltServer, type RunningProcess } from '../apps/server/test/helpers/child-process';

export interface ServerProcess extends RunningProcess {
  url: string;
}

/** The database the server runs on: an embedded PGlite data directory or a PostgreSQL server. */
export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * The real server as npm start runs it (the compiled apps/server/dist/server.mjs, built first when its sources
 * changed) on a database, without request logs; demo data only
 * when asked (the Lighthouse run signs in as a demo employee).
 */
export async function startServer(
  database: BenchDatabase,
  port: number,
  options: {
    seedDemo?: boolean;
    /** Another build of the web app (WEB_DIST), e.g. one not minified. */ webDist?: string;
  } = {},
): Promise<ServerProcess> {
  const running = await startBuiltServer({
    env: {
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: String(options.seedDemo ?? false),
      LOG_LEVEL: 'warn',
      ...(database.kind === 'pglite'
        ? { DATA_DIR: database.dataDir, DATABASE_URL: undefined }
        : { DATABASE_URL: database.url }),
    },
    ready: /is running on http:\/\/localhost:\d+/,
  });
  // Port 0 lets the system choose: the server prints the one it got.
  const actual = /is running on http:\/\/localhost:(\d+)/.exec(running.output())![1];
  return { ...running, url: `http://127.0.0.1:${actual}` };
}
