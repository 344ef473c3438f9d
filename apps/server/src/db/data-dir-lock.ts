import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Who may open a PGlite data directory: one process at a time. PGlite has no lock of its own, and two
 * processes writing one data directory corrupt it, so the server and the operator's commands (seed, company,
 * backup, restore) take this lock file first. PostgreSQL (DATABASE_URL) needs none: it handles its own concurrency.
 */
export const DATA_DIR_LOCK_FILE = 'bouwwerk.lock';

export type DataDirUser = 'server' | 'seed' | 'company' | 'backup' | 'restore';

const DESCRIPTIONS: Record<DataDirUser, string> = {
  server: 'the Bouwwerk server',
  seed: 'the seed command (npm run seed)',
  company: 'the company command (npm run company)',
  backup: 'the backup command (npm run backup)',
  restore: 'the restore command (npm run restore)',
};

/** What the lock file holds: enough to tell who holds it, and whether that process still runs. */
export interface DataDirLockHolder {
  pid: number;
  /** A DataDirUser; read as any text, so a lock of another version of the app is still described. */
  command: string;
  hostname: string;
  startedAt: string;
  /** Tells this acquisition from any other, also one of a later process that got the same pid. */
  token: string;
}

export interface DataDirLock {
  release: () => void;
  /** Set when a lock left by a process that no longer runs was taken over: a line to show the operator. */
  note?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly holder: DataDirLockHolder,
  ) {
    super(message);
  }
}

/** The tokens of the locks this process holds, so that a lock file naming our own pid is judged correctly. */
const heldHere = new Set<string>();

/**
 * Takes the data directory's lock for `command`, or throws DataDirInUseError saying who holds it and what to
 * do. A lock whose process is gone (a crash, a kill -9, a reboot) is taken over, with a note. Released by
 * release() and, failing that, when the process exits. `cwd` is where paths in messages are shown from.
 */
export function acquireDataDirLock(dataDir: string, command: DataDirUser, cwd = process.cwd()): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const mine: DataDirLockHolder = {
    pid: process.pid,
    command,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  // Written in full under a name of its own, then linked into place: link() fails if the lock exists, like
  // O_EXCL, and nobody can ever read a lock file that is only half written.
  const draft = `${lockPath}.${mine.token}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`);
  let tookOver: DataDirLockHolder | 'unreadable' | undefined;
  try {
    for (let attempt = 0; ; attempt++) {
      if (tryLink(draft, lockPath)) break;
      const found = readLockFile(lockPath);
      if (found === undefined) continue; // released just now
      const holder = parseHolder(found);
      if (holder && !isStale(holder)) {
        throw new DataDirInUseError(
          inUseMessage(holder, command, displayPath(dataDir, cwd), displayPath(lockPath, cwd)),
          holder,
        );
      }
      if (attempt >= 5)
        throw new Error(`Could not take over the stale lock ${lockPath}: other processes keep replacing it`);
      if (removeIfUnchanged(lockPath, found, mine.token)) tookOver = holder ?? 'unreadable';
    }
  } finally {
    unlinkSync(draft);
  }

  heldHere.add(mine.token);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(mine.token)) return;
    // Only our own lock: after a takeover by someone who judged us gone, the file is theirs.
    const found = readLockFile(lockPath);
    if (found !== undefined && parseHolder(found)?.token === mine.token) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return {
    release,
    ...(tookOver
      ? {
          note:
            tookOver === 'unreadable'
              ? `Note: replaced the unreadable lock file ${displayPath(lockPath, cwd)}.`
              : `Note: ${describeHolder(tookOver)} left its lock in ${displayPath(dataDir, cwd)} and is no longer running; the lock was taken over.`,
        }
      : {}),
  };
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readLockFile(lockPath: string): string | undefined {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): DataDirLockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<DataDirLockHolder>;
    const valid =
      Number.isInteger(value.pid) &&
      typeof value.token === 'string' &&
      typeof value.hostname === 'string' &&
      typeof value.startedAt === 'string';
    return valid ? { ...(value as DataDirLockHolder), command: String(value.command) } : undefined;
  } catch {
    return undefined;
  }
}

function isStale(holder: DataDirLockHolder): boolean {
  // Another machine's process (a shared network directory) cannot be looked up from here: taken as running.
  if (holder.hostname !== hostname()) return false;
  // Our own pid: ours if we hold it, else left by an earlier process that had this pid (a container restarted).
  if (holder.pid === process.pid) return !heldHere.has(holder.token);
  return !isRunning(holder.pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the stale lock file if it still holds what we read. Moving it aside is atomic, so of two processes
 * taking over at once only one moves the stale file; the other finds the winner's fresh lock in its hands,
 * puts it back and starts again (and then meets it as a running holder).
 */
function removeIfUnchanged(lockPath: string, staleText: string, token: string): boolean {
  const aside = `${lockPath}.stale.${token}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== staleText) tryLink(aside, lockPath);
  unlinkSync(aside);
  return moved === staleText;
}

function describeHolder(holder: DataDirLockHolder): string {
  const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  const who = Object.hasOwn(DESCRIPTIONS, holder.command)
    ? DESCRIPTIONS[holder.command as DataDirUser]
    : `a Bouwwerk process (${holder.command})`;
  return `${who} (pid ${holder.pid}${where}, started ${formatLocalTime(holder.startedAt)})`;
}

function inUseMessage(holder: DataDirLockHolder, asking: DataDirUser, dataDir: string, lockPath: string): string {
  let advice: string;
  if (holder.command !== 'server') advice = 'Wait until it has finished, then try again.';
  else if (asking === 'server') {
    advice =
      'One data directory serves one server: stop the other one first — or use DATABASE_URL with PostgreSQL, where several server processes can run at once.';
  } else
    advice =
      'Stop the server, run the command, and start it again — or use DATABASE_URL with PostgreSQL, where both can run at once.';
  return [
    `The data directory ${dataDir} is in use by ${describeHolder(holder)}. ${advice}`,
    `(If pid ${holder.pid} is not a Bouwwerk process, it is a left-over lock: delete ${lockPath}.)`,
  ].join('\n');
}

/** 'YYYY-MM-DD HH:MM:SS' in the machine's time zone (Sweden's locale writes dates the ISO way). */
function formatLocalTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('sv-SE');
}

/** As the operator typed it: ./data from where the command was started, absolute when outside it. */
export function displayPath(target: string, cwd: string): string {
  const relative = path.relative(cwd, target);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? target : `.${path.sep}${relative}`;
}
