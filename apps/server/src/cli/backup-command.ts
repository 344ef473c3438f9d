import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirInUseError, displayPath } from '../db/data-dir-lock';
import { createPgliteDatabase } from '../db/database';
import { NoBackupSocketError, requestOnlineBackup, takeConsistentDump, type BackupSummary } from '../db/online-backup';
import {
  BackupError,
  checkNotThere,
  describeSummary,
  formatBytes,
  POSTGRES_BACKUP_ADVICE,
  writeBackupFile,
} from './backup-file';
import { parseArgsMessage, type CommandIo } from './command-io';

export function backupUsage(): string {
  return [
    'Usage: npm run backup -- --out <file> [--force]',
    '',
    'Writes a backup of the embedded database (PGlite in DATA_DIR, default ./data) to <file>: the data',
    "directory as a gzip'd tarball, restored with npm run restore. While the server runs, the server takes it",
    '(a consistent copy between two transactions, over a socket in the data directory); otherwise this command',
    'opens the data directory itself. With DATABASE_URL (PostgreSQL) use pg_dump instead.',
    '',
    'Options:',
    '  --out <file>  Where to write the backup (written completely under another name, then renamed)',
    '  --force       Replace <file> if it exists',
    '  -h, --help    Show this help',
    '',
    'Exit codes: 0 written, 1 failed (nothing written), 2 usage or DATABASE_URL set.',
    '',
  ].join('\n');
}

/** `npm run backup`: runs in-process (the tests call it as it is); the exit code is returned, not set. */
export async function runBackupCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const out = (line = '') => void io.stdout.write(`${line}\n`);
  let values: { out?: string; force?: boolean; help?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values;
    if (!values.help && !values.out) throw new Error('--out <file> is required.');
  } catch (error) {
    io.stderr.write(`${parseArgsMessage(error)}\n\n${backupUsage()}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(backupUsage());
    return 0;
  }

  try {
    const config = loadConfig(io.env, io.cwd);
    if (config.databaseUrl) {
      io.stderr.write(POSTGRES_BACKUP_ADVICE);
      return 2;
    }
    const file = path.resolve(io.cwd, values.out!);
    const force = values.force ?? false;
    checkNotThere(file, values.out!, force);
    const shownDir = displayPath(config.dataDir, io.cwd);
    if (!existsSync(path.join(config.dataDir, 'PG_VERSION')))
      throw new BackupError(`There is no database in ${shownDir} (DATA_DIR) to back up.`);

    const { summary, tar, how } = await dump(config.dataDir, io);
    const size = await writeBackupFile(file, values.out!, tar, force);
    out(`Backed up PGlite in ${shownDir} (${how}) to ${displayPath(file, io.cwd)}: ${formatBytes(size)}.`);
    out(`It holds: ${describeSummary(summary)}.`);
    return 0;
  } catch (error) {
    const known = error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError;
    io.stderr.write(
      `${known ? error.message : `The backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
    );
    return 1;
  }
}

/** The data directory's tarball: from the running server, or, when none runs, from the directory itself. */
async function dump(dataDir: string, io: CommandIo): Promise<{ summary: BackupSummary; tar: Readable; how: string }> {
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir, 'backup', io.cwd);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || error.holder.command !== 'server') throw error;
    try {
      return { ...(await requestOnlineBackup(dataDir)), how: `taken by the running server, pid ${error.holder.pid}` };
    } catch (online) {
      if (!(online instanceof NoBackupSocketError)) throw online;
      // A server still starting (it takes the lock before it listens), or of a version without the socket.
      throw new BackupError(
        `${error.message}\n(The server does not answer backup requests: it may still be starting, then try again in a moment; or it is a version that takes no backups while it runs, then stop it first.)`,
      );
    }
  }
  try {
    if (lock.note) io.stderr.write(`${lock.note}\n`);
    const database = await createPgliteDatabase({ dataDir });
    try {
      const { tar, summary } = await takeConsistentDump(database.db as never, database.dumpDataDir!);
      return { summary, tar: Readable.fromWeb(tar.stream() as never), how: 'no server was running' };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
