import {
  closeSync,
  constants,
  createWriteStream,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import type { BackupSummary } from '../db/online-backup';

/**
 * The backup file of `npm run backup` and `npm run restore`: PGlite's dumpDataDir tarball of the data
 * directory, gzip'd. Both checks of a restore that need no database are here: the gzip trailer (a CRC and
 * the length) catches a truncated or damaged file, and a walk over the tar headers a file that is some other
 * archive.
 */

/** An error the operator can act on: its message is printed as it is, exit status 1. */
export class BackupError extends Error {}

/** The data directory's lock (and a lock's drafts), which comes along in a dump: never restored. */
export function isProcessFile(name: string): boolean {
  return name.startsWith('bouwwerk.lock');
}

/**
 * Streams the tarball, gzip'd, into `file`: under a temporary name beside it (same file system), synced, then
 * put in place, so `file` is either absent or complete. Without `force` an existing file is kept: the link
 * fails if one appeared meanwhile. Readable by the owner only: it holds every company's data.
 */
export async function writeBackupFile(file: string, shown: string, tar: Readable, force: boolean): Promise<number> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await pipeline(tar, createGzip(), createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    const fd = openSync(temporary, constants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (force) renameSync(temporary, file);
    else {
      try {
        linkSync(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw refuseOverwrite(shown);
        throw error;
      }
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  return statSync(file).size;
}

function refuseOverwrite(shown: string): BackupError {
  return new BackupError(`${shown} exists already; choose another name, or add --force to replace it.`);
}

export function checkNotThere(file: string, shown: string, force: boolean): void {
  if (!force && existsSync(file)) throw refuseOverwrite(shown);
}

/**
 * The tarball inside a backup file, checked: a gzip'd tar of a PostgreSQL data directory. A BackupError says
 * in plain words what the file is not.
 */
export async function readBackupFile(file: string, shown: string): Promise<Uint8Array> {
  let packed: Buffer;
  try {
    packed = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${shown} does not exist.`);
    if (code === 'EISDIR') throw new BackupError(`${shown} is a directory, not a backup file.`);
    throw error;
  }
  if (packed.length < 2 || packed[0] !== 0x1f || packed[1] !== 0x8b)
    throw new BackupError(`${shown} is not a backup of npm run backup: it is not gzip-compressed.`);
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(packed);
  } catch (error) {
    throw new BackupError(
      `${shown} is damaged or incomplete (${error instanceof Error ? error.message : String(error)}): it cannot be restored.`,
    );
  }
  const entries = tarEntries(tar);
  if (!entries) throw new BackupError(`${shown} is damaged or incomplete: its archive ends in the middle of a file.`);
  if (!entries.includes('/PG_VERSION'))
    throw new BackupError(`${shown} is not a backup of npm run backup: it holds no PGlite data directory.`);
  return tar;
}

/** The names in a tar archive, or undefined when it ends before its last entry does. */
function tarEntries(tar: Uint8Array): string[] | undefined {
  const text = (offset: number, length: number) => {
    const field = tar.subarray(offset, offset + length);
    const end = field.indexOf(0);
    return Buffer.from(end < 0 ? field : field.subarray(0, end)).toString('utf8');
  };
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    if (tar.subarray(offset, offset + 512).every((byte) => byte === 0)) return names;
    if (text(offset + 257, 5) !== 'ustar') return names.length === 0 ? [] : undefined;
    const prefix = text(offset + 345, 155);
    names.push(prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100));
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) return undefined;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return offset === tar.length && names.length > 0 ? names : undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** One line: what a backup holds. */
export function describeSummary(summary: BackupSummary): string {
  const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const schema = summary.lastMigration
    ? `schema at migration ${summary.lastMigration} (${summary.migrations} applied)`
    : 'no schema (never migrated)';
  return [
    schema,
    count(summary.companies, 'company', 'companies'),
    count(summary.employees, 'employee'),
    count(summary.hourRegistrations, 'hour registration'),
    count(summary.materialRegistrations, 'material registration'),
  ].join(', ');
}

/** For DATABASE_URL: PostgreSQL is backed up with its own tools (docs/operations.md, "Backup and restore"). */
export const POSTGRES_BACKUP_ADVICE = [
  'DATABASE_URL is set: the database is PostgreSQL, which npm run backup does not dump. Use pg_dump, e.g.',
  '',
  '  pg_dump --format=custom --file=bouwwerk-$(date +%F).dump "$DATABASE_URL"',
  '',
  'and restore it with pg_restore (see docs/operations.md, "Backup and restore").',
  '',
].join('\n');

export const POSTGRES_RESTORE_ADVICE = [
  'DATABASE_URL is set: the database is PostgreSQL, which npm run restore does not restore into. Use pg_restore',
  'into a new, empty database, e.g.',
  '',
  '  createdb bouwwerk_restored && pg_restore --no-owner --dbname=bouwwerk_restored bouwwerk.dump',
  '',
  'then point DATABASE_URL at it (see docs/operations.md, "Backup and restore"). To restore a PGlite backup',
  'anyway, name the data directory with --data-dir.',
  '',
].join('\n');
