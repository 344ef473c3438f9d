import os from 'node:os';
import type { Config } from './config';
import { demoAccessLines } from './seed/demo-access';

/** What server.ts knows once the server listens. */
export interface StartupFacts {
  config: Pick<Config, 'appVersion' | 'host' | 'serverProcesses' | 'logFormat' | 'logLevel'>;
  port: number;
  /** DatabaseHandle.location: the PGlite directory, or PostgreSQL's host, port and database, never a password. */
  database: string;
  /** Migrations this start applied. */
  applied: string[];
  seeded: boolean;
  /** Whether the demo company exists. */
  demo: boolean;
}

/**
 * Where a browser reaches the server: localhost, and when it listens on every interface also this machine's
 * network addresses, which a phone on the same network opens.
 */
export function browserAddresses(
  host: string,
  port: number,
  interfaces = os.networkInterfaces(),
): { local: string; network: string[] } {
  const everywhere = host === '0.0.0.0' || host === '::';
  if (!everywhere && !['127.0.0.1', '::1', 'localhost'].includes(host)) {
    return { local: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, network: [] };
  }
  const network = everywhere
    ? Object.values(interfaces)
        .flat()
        .filter((a): a is os.NetworkInterfaceInfo => a !== undefined && a.family === 'IPv4' && !a.internal)
        .map((a) => `http://${a.address}:${port}`)
    : [];
  return { local: `http://localhost:${port}`, network };
}

/**
 * The start-up block, printed as plain text whatever LOG_FORMAT says: where the app is, which database it
 * uses (never a password: database.location), and the published demo sign-ins and key only while the demo
 * company exists. At most about 12 lines; the lines end in a blank one, before the request log.
 */
export function startupBlock(s: StartupFacts, interfaces = os.networkInterfaces()): string {
  const { local, network } = browserAddresses(s.config.host, s.port, interfaces);
  const migrations = s.applied.length ? ` (migrations applied: ${s.applied.join(', ')})` : '';
  return [
    `Bouwwerk ${s.config.appVersion} is running on ${local}`,
    ...(network.length ? [`  on this network: ${network.join(', ')}`] : []),
    `Database: ${s.database}${migrations}${s.seeded ? ', demo data seeded' : ''}`,
    ...(s.config.serverProcesses > 1 ? [`Server processes: ${s.config.serverProcesses}`] : []),
    ...(s.demo ? demoAccessLines(s.port) : [`Integration API: ${local}/integration/docs`]),
    `Log: ${s.config.logFormat}, level ${s.config.logLevel} (LOG_FORMAT, LOG_LEVEL)`,
    '',
  ].join('\n');
}
