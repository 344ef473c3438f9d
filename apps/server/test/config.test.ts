import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@bouwwerk/domain';
import { ConfigError, loadConfig } from '../src/config';
import { seedMoment, serverToday } from '../src/lib/today';

describe('SERVER_PROCESSES', () => {
  const url = 'postgres://bouwwerk@localhost:5432/bouwwerk';

  it('is one process on PGlite and one per core on PostgreSQL when left to auto', () => {
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(1);
    expect(loadConfig({ DATABASE_URL: url }).serverProcesses).toBe(os.availableParallelism());
  });

  it('takes a number of processes for PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: url, SERVER_PROCESSES: '3' }).serverProcesses).toBe(3);
    expect(loadConfig({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
  });

  it('refuses more than one process on the embedded PGlite, and what is not a number', () => {
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: 2 processes need a PostgreSQL server \(DATABASE_URL\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, SERVER_PROCESSES: 'many' })).toThrow(
      /SERVER_PROCESSES: must be 'auto' or a whole number above 0/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES/);
  });
});

describe('sign-in limits', () => {
  it('refuses a longest wait per account that is not shorter than the window, which would let a steady attack start afresh', () => {
    expect(
      loadConfig({ LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '899', LOGIN_FAILURE_WINDOW_MINUTES: '15' }).loginRateLimit
        .accountMaxDelayMs,
    ).toBe(899_000);
    expect(() => loadConfig({ LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '900', LOGIN_FAILURE_WINDOW_MINUTES: '15' })).toThrow(
      /LOGIN_ACCOUNT_MAX_DELAY_SECONDS: must be shorter than LOGIN_FAILURE_WINDOW_MINUTES/,
    );
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', () => {
  it('allows loopback receivers on a server that seeds the demo data, and none on any other, unless set', () => {
    expect(loadConfig({}).webhookAllowPrivateAddresses).toBe('loopback');
    expect(loadConfig({ SEED_DEMO_DATA: 'true' }).webhookAllowPrivateAddresses).toBe('loopback');
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).webhookAllowPrivateAddresses).toBe('none');
    expect(
      loadConfig({ SEED_DEMO_DATA: 'false', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'all' }).webhookAllowPrivateAddresses,
    ).toBe('all');
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'none' }).webhookAllowPrivateAddresses).toBe('none');
  });

  it('refuses anything but none, loopback or all', () => {
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'private' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_ADDRESSES: must be one of none, loopback, all/,
    );
  });
});

describe('LOG_FORMAT', () => {
  it('is pretty when the server writes to a terminal and JSON lines anywhere else, unless set', () => {
    expect(loadConfig({}, '/', true).logFormat).toBe('pretty');
    expect(loadConfig({}, '/', false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/', true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, '/', false).logFormat).toBe('pretty');
  });

  it('refuses any other format with a readable line', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(
      /^Invalid environment:\n {2}LOG_FORMAT: must be one of json, pretty$/,
    );
  });
});

describe('APP_VERSION', () => {
  it('is, when unset, the package version and the built app’s hash: a new build moves the installed apps on', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bouwwerk-dist-'));
    try {
      writeFileSync(path.join(dist, 'index.html'), '<script src="/assets/index-AAAA.js"></script>');
      const first = loadConfig({ WEB_DIST: dist }).appVersion;
      expect(first).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
      expect(loadConfig({ WEB_DIST: dist }).appVersion).toBe(first);
      writeFileSync(path.join(dist, 'index.html'), '<script src="/assets/index-BBBB.js"></script>');
      const second = loadConfig({ WEB_DIST: dist }).appVersion;
      expect(second).not.toBe(first);
      expect(second.split('+')[0]).toBe(first.split('+')[0]);
      expect(loadConfig({ WEB_DIST: dist, APP_VERSION: '2026.11.1' }).appVersion).toBe('2026.11.1');
      expect(loadConfig({ WEB_DIST: path.join(dist, 'missing') }).appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('FIXED_TODAY', () => {
  it('fixes the date the server takes as today, and only the date', () => {
    const config = loadConfig({ FIXED_TODAY: '2026-11-24' });
    expect(config.fixedToday).toBe('2026-11-24');
    // A Saturday evening in Amsterdam is still Tuesday 24 November to this server.
    expect(formatDate(serverToday(config, new Date('2026-11-28T20:00:00Z')), 'api')).toBe('2026-11-24');
    // The seed reads its moment in Amsterdam: noon UTC is the same date there in winter and in summer.
    expect(seedMoment(config).toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(seedMoment(loadConfig({ FIXED_TODAY: '2026-07-01' })).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('is the date in Amsterdam when unset', () => {
    const config = loadConfig({});
    expect(config.fixedToday).toBeUndefined();
    // 23:30 UTC on Saturday is already Sunday in Amsterdam.
    expect(formatDate(serverToday(config, new Date('2026-11-28T23:30:00Z')), 'api')).toBe('2026-11-29');
    const now = new Date('2026-11-28T23:30:00Z');
    expect(seedMoment(config, now)).toBe(now);
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['2026-02-30', '24-11-2026', 'today', '']) {
      expect(() => loadConfig({ FIXED_TODAY: value })).toThrow(/FIXED_TODAY: must be a date as YYYY-MM-DD/);
    }
  });
});
