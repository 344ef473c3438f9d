import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';

/**
 * A backup of PGlite while the server runs. The server holds the data directory (data-dir-lock.ts), so
 * `npm run backup` cannot open it; it asks the server instead, over a Unix socket. No HTTP endpoint, so
 * nothing of it is reachable from the network; the socket lies in a directory only the server's user may
 * enter, so only that user (who may read the data files anyway) can ask. Not in the data directory itself:
 * PGlite's dump reads every file there and fails on a socket.
 */

/** Where the server on `dataDir` listens: one socket per data directory, named by its real path. */
export function backupSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 24);
  return path.join(privateRunDirectory(), `${id}.sock`);
}

/** A directory of this user's own in the temporary directory: made if missing, refused if anyone else may use it. */
function privateRunDirectory(): string {
  const uid = process.getuid?.() ?? 0;
  const directory = path.join(tmpdir(), `bouwwerk-${uid}`);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const stat = lstatSync(directory);
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0)
    throw new Error(`${directory} is not a directory of this user's alone (mode 0700)`);
  return directory;
}

/** What the client sends; anything else is answered with an error. */
const BACKUP_REQUEST = 'backup\n';

export interface BackupSummary {
  /** The last migration applied, null in a database never migrated. */
  lastMigration: string | null;
  migrations: number;
  companies: number;
  employees: number;
  hourRegistrations: number;
  materialRegistrations: number;
}

/** The first line of the server's answer: then `bytes` bytes of the uncompressed tarball follow. */
export type BackupHeader = { summary: BackupSummary; bytes: number } | { error: string };

/** What a backup holds, for the operator to recognise it. Tolerates a database of another version (a table missing). */
export async function readBackupSummary(db: Kysely<never>): Promise<BackupSummary> {
  const count = async (table: string) => {
    const { rows } = await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db);
    if (!rows[0]?.present) return 0;
    const counted = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    return counted.rows[0]?.n ?? 0;
  };
  const migrations = await count('kysely_migration');
  const last =
    migrations > 0
      ? (await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db)).rows[0]?.name
      : undefined;
  return {
    lastMigration: last ?? null,
    migrations,
    companies: await count('companies'),
    employees: await count('employees'),
    hourRegistrations: await count('hour_registrations'),
    materialRegistrations: await count('material_registrations'),
  };
}

/**
 * The data directory as a tarball, with what it holds. Taken in a transaction: on PGlite that is the one
 * connection held alone (pglite-dialect.ts), so no other statement runs from the summary to the end of the dump
 * and no other transaction is open during it. The CHECKPOINT writes every changed page to the data files first,
 * so the copy needs next to no WAL replay when it is opened.
 */
export async function takeConsistentDump(
  db: Kysely<never>,
  dumpDataDir: () => Promise<Blob>,
): Promise<{ tar: Blob; summary: BackupSummary }> {
  return db.transaction().execute(async (trx) => {
    const summary = await readBackupSummary(trx);
    await sql`CHECKPOINT`.execute(trx);
    return { summary, tar: await dumpDataDir() };
  });
}

export interface BackupListenerOptions {
  dataDir: string;
  db: Kysely<never>;
  dumpDataDir: () => Promise<Blob>;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/**
 * Serves backups on the data directory's socket until the process exits. The caller holds the data
 * directory's lock, so a socket file found for it was left by a server that did not stop cleanly. Never fails
 * the start: without the socket the backup command says to stop the server instead.
 */
export async function listenForBackups({ dataDir, db, dumpDataDir, log }: BackupListenerOptions): Promise<void> {
  let file: string;
  try {
    file = backupSocketPath(dataDir);
  } catch (error) {
    log.warn(
      `online backups are off (${error instanceof Error ? error.message : String(error)}); npm run backup needs the server stopped`,
    );
    return;
  }
  rmSync(file, { force: true });
  const server = net.createServer((socket) => void answer(socket));
  const answer = async (socket: net.Socket) => {
    socket.on('error', () => {}); // a client that went away: its backup fails on its side
    try {
      const request = await readRequest(socket);
      if (request !== BACKUP_REQUEST) return socket.end(headerLine({ error: 'Unknown request' }));
      const started = performance.now();
      const { tar, summary } = await takeConsistentDump(db, dumpDataDir);
      socket.write(headerLine({ summary, bytes: tar.size }));
      await pipeline(Readable.fromWeb(tar.stream() as never), socket);
      log.info(`backup sent: ${tar.size} bytes in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      // PGlite's file system throws objects that are no Error (errno only): shown in full.
      const message = error instanceof Error ? error.message : inspect(error);
      log.warn(`backup failed: ${message}`);
      if (!socket.destroyed) socket.end(headerLine({ error: message }));
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, resolve);
    });
    chmodSync(file, 0o600);
  } catch (error) {
    server.close();
    log.warn(
      `online backups are off: no socket at ${file} (${error instanceof Error ? error.message : String(error)}); npm run backup needs the server stopped`,
    );
    return;
  }
  // Neither keeps the process alive nor outlives it: an exit during a backup cuts the client's transfer short,
  // which it notices by the byte count and reports.
  server.unref();
  process.once('exit', () => rmSync(file, { force: true }));
}

const headerLine = (header: BackupHeader) => `${JSON.stringify(header)}\n`;

/** The request line: up to the first newline, at most a few bytes. */
function readRequest(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n') || text.length > 64) done(text.slice(0, text.indexOf('\n') + 1) || text);
    };
    const onEnd = () => done(text);
    const done = (value: string) => {
      socket.off('data', onData).off('end', onEnd).off('error', reject);
      resolve(value);
    };
    socket.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

export class NoBackupSocketError extends Error {}

/**
 * Asks the server on `dataDir` for a backup: what it holds, and its tarball as a stream that errors when
 * the server stops sending before the end. NoBackupSocketError: no server listens there.
 */
export async function requestOnlineBackup(dataDir: string): Promise<{ summary: BackupSummary; tar: Readable }> {
  let file: string;
  try {
    file = backupSocketPath(dataDir);
  } catch (error) {
    throw new NoBackupSocketError(error instanceof Error ? error.message : String(error));
  }
  const socket = net.connect(file);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve).once('error', reject);
    });
  } catch (error) {
    socket.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') throw new NoBackupSocketError(String(code));
    throw error;
  }
  socket.write(BACKUP_REQUEST);
  const { header, rest } = await readHeader(socket);
  if ('error' in header) {
    socket.destroy();
    throw new Error(`The server could not take the backup: ${header.error}`);
  }
  return { summary: header.summary, tar: countedBody(socket, rest, header.bytes) };
}

/** The first line of the answer, and the bytes after it that came in the same chunk. */
function readHeader(socket: net.Socket): Promise<{ header: BackupHeader; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const newline = received.indexOf(0x0a);
      if (newline < 0) return;
      cleanup();
      socket.pause();
      try {
        resolve({
          header: JSON.parse(received.subarray(0, newline).toString('utf8')),
          rest: received.subarray(newline + 1),
        });
      } catch {
        reject(new Error('The server answered something other than a backup'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('The server closed the connection without sending a backup'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => socket.off('data', onData).off('end', onEnd).off('error', onError);
    socket.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/** The body as a stream of exactly `bytes` bytes, or an error: a transfer cut short must never pass for a backup. */
function countedBody(socket: net.Socket, first: Buffer, bytes: number): Readable {
  async function* body() {
    let received = 0;
    if (first.length > 0) {
      received += first.length;
      yield first;
    }
    for await (const chunk of socket) {
      received += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (received !== bytes)
      throw new Error(
        `The server stopped sending after ${received} of ${bytes} bytes (did it stop?); nothing was written`,
      );
  }
  return Readable.from(body(), { objectMode: false });
}
