import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DATA_DIR_LOCK_FILE, DataDirInUseError, displayPath } from '../db/data-dir-lock';
import { createPgliteDatabase } from '../db/database';
import { readBackupSummary, type BackupSummary } from '../db/online-backup';
import { BackupError, describeSummary, isProcessFile, POSTGRES_RESTORE_ADVICE, readBackupFile } from './backup-file';
import { parseArgsMessage, type CommandIo } from './command-io';

export function restoreUsage(): string {
  return [
    'Usage: npm run restore -- --in <file> [--data-dir <dir>] [--force]',
    '',
    'Restores a backup of npm run backup into a PGlite data directory: DATA_DIR (default ./data), or <dir>.',
    'The directory must be empty or absent, and no server may run on it. The backup is unpacked beside it,',
    'opened once to check it, and only then put in its place; the server applies newer migrations at its start.',
    'With DATABASE_URL (PostgreSQL) use pg_restore instead.',
    '',
    'Options:',
    '  --in <file>       The backup file',
    '  --data-dir <dir>  Restore here instead of DATA_DIR',
    '  --force           Restore over a directory that holds data: it is moved aside to',
    '                    <dir>.before-restore-<time>, never deleted',
    '  -h, --help        Show this help',
    '',
    'Exit codes: 0 restored, 1 failed (nothing changed), 2 usage or DATABASE_URL set without --data-dir.',
    '',
  ].join('\n');
}

/** `npm run restore`: runs in-process (the tests call it as it is); the exit code is returned, not set. */
export async function runRestoreCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const out = (line = '') => void io.stdout.write(`${line}\n`);
  let values: { in?: string; 'data-dir'?: string; force?: boolean; help?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        in: { type: 'string' },
        'data-dir': { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
    if (!values.help && !values.in) throw new Error('--in <file> is required.');
  } catch (error) {
    io.stderr.write(`${parseArgsMessage(error)}\n\n${restoreUsage()}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(restoreUsage());
    return 0;
  }

  try {
    const config = loadConfig(io.env, io.cwd);
    if (config.databaseUrl && !values['data-dir']) {
      io.stderr.write(POSTGRES_RESTORE_ADVICE);
      return 2;
    }
    const target = values['data-dir'] ? path.resolve(io.cwd, values['data-dir']) : config.dataDir;
    const shownTarget = displayPath(target, io.cwd);
    // The file first: a wrong one is refused before the target is touched at all.
    const tar = await readBackupFile(path.resolve(io.cwd, values.in!), values.in!);
    if (existsSync(target) && !statSync(target).isDirectory())
      throw new BackupError(`${shownTarget} is a file, not a data directory.`);

    const existed = existsSync(target);
    const lock = acquireDataDirLock(target, 'restore', io.cwd);
    let restored = false;
    try {
      if (lock.note) io.stderr.write(`${lock.note}\n`);
      const present = readdirSync(target).filter((name) => !isProcessFile(name));
      if (present.length > 0 && !values.force)
        throw new BackupError(
          `${shownTarget} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): restore into an empty or new directory, or add --force to move its contents aside first.`,
        );
      const summary = await unpackAndCheck(tar, target, values.in!);
      const aside = present.length > 0 ? `${target}.before-restore-${timestamp()}` : undefined;
      putInPlace(summary.directory, target, aside, lock.release);
      restored = true;
      out(`Restored ${values.in} into ${shownTarget}.`);
      out(`It holds: ${describeSummary(summary.summary)}.`);
      if (aside) out(`What ${shownTarget} held before is in ${displayPath(aside, io.cwd)}.`);
      out('Start the server on it: it applies the migrations of a newer version at its start.');
      return 0;
    } finally {
      lock.release();
      // A directory this command created for the lock alone is not left behind when nothing was restored; only
      // while empty, as another process may have taken it meanwhile.
      if (!restored && !existed) removeIfEmpty(target);
    }
  } catch (error) {
    const known = error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError;
    io.stderr.write(
      `${known ? error.message : `The restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
    );
    return 1;
  }
}

/**
 * Unpacks the tarball into a new directory beside the target (the same file system, so the final rename is
 * atomic) and opens it once: PostgreSQL reads its control file and catalogue, and the summary reads every
 * table it counts. Whatever fails, the directory is removed again.
 */
async function unpackAndCheck(
  tar: Uint8Array,
  target: string,
  shownFile: string,
): Promise<{ directory: string; summary: BackupSummary }> {
  const directory = mkdtempSync(`${target}.restoring-`);
  try {
    let database: Awaited<ReturnType<typeof createPgliteDatabase>>;
    try {
      database = await createPgliteDatabase({ dataDir: directory, loadDataDir: new Blob([tar]) });
    } catch (error) {
      throw new BackupError(
        `${shownFile} could not be opened as a database (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): nothing was restored.`,
      );
    }
    let summary: BackupSummary;
    try {
      summary = await readBackupSummary(database.db as never);
    } finally {
      await database.close();
    }
    // The lock of the process that made the backup, and the server's socket, came along in the tarball.
    for (const name of readdirSync(directory).filter(isProcessFile))
      rmSync(path.join(directory, name), { recursive: true, force: true });
    return { directory, summary };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The unpacked directory in the target's place. An empty target (only our lock in it) is replaced in one
 * rename, which replaces an empty directory; one with data is moved aside first, and back if the second
 * rename fails.
 */
function putInPlace(directory: string, target: string, aside: string | undefined, releaseLock: () => void) {
  try {
    if (!aside) {
      releaseLock();
      renameSync(directory, target);
      return;
    }
    renameSync(target, aside);
    try {
      renameSync(directory, target);
    } catch (error) {
      renameSync(aside, target);
      throw error;
    }
    // Our lock went aside with the old contents.
    const movedLock = path.join(aside, DATA_DIR_LOCK_FILE);
    if (existsSync(movedLock) && JSON.parse(readFileSync(movedLock, 'utf8')).pid === process.pid) unlinkSync(movedLock);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST')
      throw new BackupError(
        `${target} was filled while the backup was restored (a server started?): nothing was restored.`,
      );
    throw error;
  }
}

function removeIfEmpty(directory: string) {
  try {
    rmdirSync(directory);
  } catch {
    // not empty, or gone: either way not ours to remove
  }
}

/** For the name of the directory moved aside: sortable, and without characters a shell would trip over. */
function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}
