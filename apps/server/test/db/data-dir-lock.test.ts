import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  acquireDataDirLock,
  DATA_DIR_LOCK_FILE,
  DataDirInUseError,
  type DataDirLockHolder,
} from '../../src/db/data-dir-lock';
import { REPO_ROOT } from '../helpers/child-process';

let root: string;
let dataDir: string;
let lockFile: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bouwwerk-lock-'));
  dataDir = path.join(root, 'data');
  lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const readHolder = () => JSON.parse(readFileSync(lockFile, 'utf8')) as DataDirLockHolder;

/** A lock file as another process would have left it. */
function writeLock(holder: Partial<DataDirLockHolder>) {
  mkdirSync(dataDir, { recursive: true });
  const full: DataDirLockHolder = {
    pid: 1,
    command: 'server',
    hostname: hostname(),
    startedAt: '2026-11-25T08:00:00.000Z',
    token: 'theirs',
    ...holder,
  };
  writeFileSync(lockFile, JSON.stringify(full));
  return full;
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

function refusal(fn: () => unknown): DataDirInUseError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DataDirInUseError) return error;
    throw error;
  }
  throw new Error('the lock was granted');
}

describe('data directory lock', () => {
  it('is taken in a free directory with pid, command and start time, and is free again once released', () => {
    const lock = acquireDataDirLock(dataDir, 'company');
    expect(lock.note).toBeUndefined();
    expect(readHolder()).toMatchObject({ pid: process.pid, command: 'company', hostname: hostname() });
    expect(Date.now() - Date.parse(readHolder().startedAt)).toBeLessThan(60_000);
    // Nothing left beside it: the draft it was linked from is gone.
    expect(readdirSync(dataDir)).toEqual([DATA_DIR_LOCK_FILE]);

    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release(); // twice is harmless
    acquireDataDirLock(dataDir, 'seed').release();
  });

  it('is refused while a running process holds it, saying who and what to do, and leaves its lock alone', () => {
    const theirs = writeLock({ pid: process.ppid, command: 'server' });
    const error = refusal(() => acquireDataDirLock(dataDir, 'company', root));
    expect(error.holder.pid).toBe(process.ppid);
    expect(error.message).toContain(
      `The data directory .${path.sep}data is in use by the Bouwwerk server (pid ${process.ppid}, started `,
    );
    expect(error.message).toContain(
      'Stop the server, run the command, and start it again — or use DATABASE_URL with PostgreSQL, where both can run at once.',
    );
    expect(readHolder()).toEqual(theirs);

    expect(refusal(() => acquireDataDirLock(dataDir, 'server', root)).message).toContain(
      'One data directory serves one server: stop the other one first',
    );
    writeLock({ pid: process.ppid, command: 'seed' });
    expect(refusal(() => acquireDataDirLock(dataDir, 'company', root)).message).toMatch(
      /in use by the seed command \(npm run seed\) \(pid \d+, started .*\)\. Wait until it has finished, then try again\./,
    );
  });

  it('is refused to a second taker in the same process', () => {
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(refusal(() => acquireDataDirLock(dataDir, 'company')).holder.command).toBe('server');
    lock.release();
  });

  it('is refused when another machine holds it (a shared directory: its pid cannot be looked up)', () => {
    writeLock({ pid: deadPid(), hostname: 'other-machine' });
    expect(refusal(() => acquireDataDirLock(dataDir, 'company')).message).toMatch(
      /the Bouwwerk server \(pid \d+ on other-machine, started/,
    );
  });

  it('is taken over, with a note, when its process is no longer running', () => {
    const pid = deadPid();
    writeLock({ pid, command: 'server' });
    const lock = acquireDataDirLock(dataDir, 'company', root);
    expect(lock.note).toContain(`Note: the Bouwwerk server (pid ${pid}, started `);
    expect(lock.note).toContain(`left its lock in .${path.sep}data and is no longer running; the lock was taken over.`);
    expect(readHolder()).toMatchObject({ pid: process.pid, command: 'company' });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is taken over when it names our own pid but is not ours (a restarted container reuses pids)', () => {
    writeLock({ pid: process.pid, token: 'an earlier life' });
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(lock.note).toContain('no longer running');
    lock.release();
  });

  it('replaces an unreadable lock file', () => {
    writeLock({});
    writeFileSync(lockFile, '');
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(lock.note).toMatch(/^Note: replaced the unreadable lock file/);
    lock.release();
  });

  it('is not removed on release by a process whose lock was taken over', () => {
    const lock = acquireDataDirLock(dataDir, 'server');
    const successor = writeLockOver({ pid: process.ppid, token: 'successor' });
    lock.release();
    expect(readHolder()).toEqual(successor);
  });
});

/** Replaces the lock file as a process that judged its holder gone would. */
function writeLockOver(holder: Partial<DataDirLockHolder>) {
  const full = {
    pid: 1,
    command: 'server',
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: 'x',
    ...holder,
  };
  writeFileSync(lockFile, JSON.stringify(full));
  return full;
}

// The real server (src/server.ts), as `npm start` runs it, started a second time on one data directory.
describe.skipIf(inject('dbKind') !== 'pglite')('a second server on the same data directory', () => {
  it('refuses to start, says why, and leaves the directory untouched', () => {
    const lock = acquireDataDirLock(dataDir, 'server');
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
      };
      delete env.DATABASE_URL;
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain(`is in use by the Bouwwerk server (pid ${process.pid}, started `);
      expect(result.stderr).toContain('One data directory serves one server: stop the other one first');
      expect(readdirSync(dataDir)).toEqual([DATA_DIR_LOCK_FILE]);
      expect(readHolder().pid).toBe(process.pid);
    } finally {
      lock.release();
    }
  });
});
