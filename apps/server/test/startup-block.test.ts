import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEMO_INTEGRATION_KEY } from '../src/lib/integration-keys';
import { browserAddresses, startupBlock, type StartupFacts } from '../src/startup-block';

const lan = { address: '192.168.1.20', family: 'IPv4', internal: false } as NetworkInterfaceInfo;
const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as NetworkInterfaceInfo],
  eth0: [lan, { address: 'fe80::1', family: 'IPv6', internal: false } as NetworkInterfaceInfo],
};
const facts = (overrides: Partial<StartupFacts> = {}, config: Partial<StartupFacts['config']> = {}): StartupFacts => ({
  config: {
    appVersion: '0.1.0',
    host: '0.0.0.0',
    serverProcesses: 1,
    logFormat: 'pretty',
    logLevel: 'info',
    ...config,
  },
  port: 8080,
  database: 'PGlite in /srv/bouwwerk/data',
  applied: [],
  seeded: false,
  demo: true,
  ...overrides,
});

describe('the start-up block', () => {
  it('says where the app is, on which database, how to sign in to the demo, and how to log', () => {
    const lines = startupBlock(facts({ applied: ['001-initial-schema'], seeded: true }), interfaces).split('\n');
    expect(lines[0]).toBe('Bouwwerk 0.1.0 is running on http://localhost:8080');
    expect(lines[1]).toBe('  on this network: http://192.168.1.20:8080');
    expect(lines[2]).toBe(
      'Database: PGlite in /srv/bouwwerk/data (migrations applied: 001-initial-schema), demo data seeded',
    );
    expect(lines).toContain('  demo   jan    welkom123  alle rechten');
    expect(
      lines.some(
        (line) => line.includes(DEMO_INTEGRATION_KEY) && line.includes('http://localhost:8080/integration/docs'),
      ),
    ).toBe(true);
    expect(lines).toContain('  demo   planning@demo.example        planner');
    expect(lines.some((line) => line.includes('/kantoor') && line.includes('welkom-kantoor'))).toBe(true);
    expect(lines.at(-2)).toBe('Log: pretty, level info (LOG_FORMAT, LOG_LEVEL)');
    expect(lines.at(-1)).toBe('');
    // One screen: the field's four sign-ins, the office's four, the key, and no more.
    expect(lines.length).toBeLessThanOrEqual(18);
  });

  it('shows no sign-ins and no key when the demo company is not there, only where the integration docs are', () => {
    const block = startupBlock(facts({ demo: false, database: 'postgres://db.internal:5432/bouwwerk' }), interfaces);
    expect(block).not.toMatch(/welkom123|bwk_/);
    expect(block).toContain('Database: postgres://db.internal:5432/bouwwerk\n');
    expect(block).toContain('Integration API: http://localhost:8080/integration/docs\n');
  });

  it('names the server processes when there are several', () => {
    expect(startupBlock(facts({}, { serverProcesses: 2 }), interfaces)).toContain('\nServer processes: 2\n');
    expect(startupBlock(facts(), interfaces)).not.toContain('Server processes');
  });
});

describe('the addresses a browser opens', () => {
  it('are localhost and the network addresses when the server listens everywhere', () => {
    expect(browserAddresses('0.0.0.0', 8080, interfaces)).toEqual({
      local: 'http://localhost:8080',
      network: ['http://192.168.1.20:8080'],
    });
    expect(browserAddresses('::', 8080, interfaces).network).toEqual(['http://192.168.1.20:8080']);
  });

  it('are localhost only when it listens on the loopback, and the host itself when on one address', () => {
    expect(browserAddresses('127.0.0.1', 8080, interfaces)).toEqual({ local: 'http://localhost:8080', network: [] });
    expect(browserAddresses('192.168.1.20', 8080, interfaces)).toEqual({
      local: 'http://192.168.1.20:8080',
      network: [],
    });
    expect(browserAddresses('fd00::2', 8080, interfaces)).toEqual({ local: 'http://[fd00::2]:8080', network: [] });
  });
});
