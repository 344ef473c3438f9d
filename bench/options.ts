import { parseArgs } from 'node:util';
import type { DatabaseKind } from './report';

export const USAGE = `npm run bench [-- options]
  --full                  also a company of 1,000,000 registrations (generated once, minutes)
  --sizes 10000,100000    the company sizes (registrations) instead of the default; every size is judged
  --seconds 5             load per endpoint at 50 connections (and per endpoint's ceiling)
  --one-client-seconds 3  load per endpoint at one connection
  --warmup-seconds 5      unmeasured load at one connection before each measurement
  --server-warmup-seconds 30
                          unmeasured load at one connection on each started server, before its first measurement
  --connections 50
  --mixed-seconds 60      the mixed load: week overviews and keyed bookings at once, after the endpoints
  --mixed-connections 200 its clients, half on each
  --mixed-rate 1          requests per second from each of its clients, as a phone asks and then waits (0: each
                          asks again at once, which measures the server's saturation rather than its answers)
  --port 4391             first of the four ports it uses (server, ceiling, Lighthouse's server, the slow
                          network's server)
  --lighthouse-runs 3     Lighthouse runs per page (the median run is reported)
  --databases pglite      only these of pglite,postgres (postgres needs DATABASE_URL)
  --api-only | --web-only | --integration-only
                          only the API (week overview, registrations), the web app (weight, Lighthouse, the
                          first visit on slow 3G), or the office connector (import of 2,000 projects, 20,000
                          works and parts, 500 employees, 10,000 catalogue lines on a fresh database, the same
                          import again, the change feed at 100,000)
  --startup-only          only npm start: the first answer and the idle RSS per process after a start on a new
                          database (migrations, demo seed), again with nothing changed (the start time's case)
                          and on a new database without demo data
  --catalogue-import-only only the office's catalogue import: a 10,000-line XLSX previewed and imported, new
                          and again with every line changed (each <= 15 s)
  --office-events-only    only the planning board's live updates: 200 open event streams, 30 planning changes,
                          each delivered to all within 1 s at p99
  --registration-review-only
                          only the office's review of registrations at 1,000,000: a filtered page of the grid
                          (p50 <= 150 ms) and an XLSX export of 100,000 streamed (<= 30 s, server RSS < +100 MB)
  --planning-board-only   only the planning board: its data for 500 employees x 2 weeks (p50 <= 150 ms) and a
                          move of a line saved (p50 <= 50 ms), through the console's routes
  --work-order-pdf-only      only the werkbon PDF: 200 PDFs of an order with 20 hours and 6 photos, one after the
                          other, their p50, and the memory after them against after a warm-up of 20
  --warn-only             a missed target is a warning and the exit status stays 0 (exploratory runs on a
                          busy machine); without it the command exits 1 when any target in its table fails,
                          Lighthouse not running included
Set DATABASE_URL to run the API part on that PostgreSQL server too (databases bouwwerk_bench_<size> are made there).`;

export type BenchOptions = ReturnType<typeof parseBenchOptions>;

/** The command line of `npm run bench`; throws with the usage on a wrong value. */
export function parseBenchOptions(args: string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args,
    options: {
      full: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      seconds: { type: 'string', default: '5' },
      'one-client-seconds': { type: 'string', default: '3' },
      'warmup-seconds': { type: 'string', default: '5' },
      'server-warmup-seconds': { type: 'string', default: '30' },
      connections: { type: 'string', default: '50' },
      'mixed-seconds': { type: 'string', default: '60' },
      'mixed-connections': { type: 'string', default: '200' },
      'mixed-rate': { type: 'string', default: '1' },
      port: { type: 'string', default: '4391' },
      'lighthouse-runs': { type: 'string', default: '3' },
      databases: { type: 'string' },
      'api-only': { type: 'boolean', default: false },
      'web-only': { type: 'boolean', default: false },
      'integration-only': { type: 'boolean', default: false },
      'work-order-pdf-only': { type: 'boolean', default: false },
      'catalogue-import-only': { type: 'boolean', default: false },
      'planning-board-only': { type: 'boolean', default: false },
      'office-events-only': { type: 'boolean', default: false },
      'registration-review-only': { type: 'boolean', default: false },
      'startup-only': { type: 'boolean', default: false },
      'warn-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a number above 0, not ${value}\n${USAGE}`);
    return n;
  };
  // Counts (sizes, clients, runs, a port) are whole numbers: 2.5 Lighthouse runs would silently run 3.
  const count = (name: string, value: string) => {
    const n = positive(name, value);
    if (!Number.isInteger(n)) throw new Error(`--${name} must be a whole number, not ${value}\n${USAGE}`);
    return n;
  };
  const sizes = values.sizes
    ? values.sizes.split(',').map((s) => count('sizes', s))
    : [10_000, 100_000, ...(values.full ? [1_000_000] : [])];
  const available: DatabaseKind[] = ['pglite', ...(env.DATABASE_URL ? (['postgres'] as const) : [])];
  const databases = values.databases ? (values.databases.split(',') as DatabaseKind[]) : available;
  for (const database of databases) {
    if (!available.includes(database))
      throw new Error(`--databases: ${database} is not one of ${available.join(', ')}\n${USAGE}`);
  }
  const only = (
    [
      'api-only',
      'web-only',
      'integration-only',
      'work-order-pdf-only',
      'startup-only',
      'catalogue-import-only',
      'office-events-only',
      'planning-board-only',
      'registration-review-only',
    ] as const
  ).filter((o) => values[o]);
  if (only.length > 1) throw new Error(`--${only.join(' and --')} exclude each other\n${USAGE}`);
  const part = (name: (typeof only)[number]) => only.length === 0 || only[0] === name;
  return {
    help: values.help,
    sizes,
    databases,
    seconds: positive('seconds', values.seconds),
    oneClientSeconds: positive('one-client-seconds', values['one-client-seconds']),
    warmupSeconds: positive('warmup-seconds', values['warmup-seconds']),
    serverWarmupSeconds: positive('server-warmup-seconds', values['server-warmup-seconds']),
    connections: count('connections', values.connections),
    mixedSeconds: positive('mixed-seconds', values['mixed-seconds']),
    mixedConnections: count('mixed-connections', values['mixed-connections']),
    mixedRate: values['mixed-rate'] === '0' ? 0 : positive('mixed-rate', values['mixed-rate']),
    lighthouseRuns: count('lighthouse-runs', values['lighthouse-runs']),
    port: count('port', values.port),
    warnOnly: values['warn-only'],
    api: part('api-only'),
    web: part('web-only'),
    integration: part('integration-only'),
    workOrderPdf: part('work-order-pdf-only'),
    catalogueImport: part('catalogue-import-only'),
    planningBoard: part('planning-board-only'),
    officeEvents: part('office-events-only'),
    registrationReview: part('registration-review-only'),
    startup: part('startup-only'),
  };
}
