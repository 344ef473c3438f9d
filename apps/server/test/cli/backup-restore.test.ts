import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { runBackupCommand } from '../../src/cli/backup-command';
import { runRestoreCommand } from '../../src/cli/restore-command';
import { createPgliteDatabase } from '../../src/db/database';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { DEMO_LOGINS } from '../../src/seed/demo-seed';
import { startBuiltServer, type RunningProcess } from '../helpers/child-process';
import { companyId, employeeId, seedDemo } from '../helpers/demo-refs';
import { APP_KEY } from '../helpers/test-app';
import { openMigratedDataDir } from '../helpers/test-database';

const onPglite = inject('dbKind') === 'pglite';
// PGlite opens, dumps and loads whole data directories here, and the real server starts twice.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
const MARK = 'kept by the backup';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bouwwerk-backup-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The command in-process, as an operator runs it from `root`; DATA_DIR=data unless env says otherwise. */
async function run(command: typeof runBackupCommand, argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await command(argv, {
    env: { DATA_DIR: 'data', ...env },
    cwd: root,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}
const backup = (...argv: string[]) => run(runBackupCommand, argv);
const restore = (...argv: string[]) => run(runRestoreCommand, argv);

/** Every file under a directory with its size, to see that a refused command changed nothing. */
function listing(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(directory, file)} ${statSync(file).size}`;
    })
    .sort();
}

describe('with DATABASE_URL (PostgreSQL)', () => {
  it('backup prints the pg_dump advice, writes nothing and exits 2', async () => {
    const result = await run(runBackupCommand, ['--out', 'pg.tar.gz'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump --format=custom');
    expect(existsSync(path.join(root, 'pg.tar.gz'))).toBe(false);
  });

  it('restore prints the pg_restore advice and exits 2 unless a data directory is named', async () => {
    const result = await run(runRestoreCommand, ['--in', 'pg.tar.gz'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_restore');
  });
});

describe.skipIf(!onPglite)('npm run backup and npm run restore on PGlite', () => {
  const dataDir = () => path.join(root, 'data');
  let server: RunningProcess | undefined;
  let jan: { project: number; date: string; id: number };
  let seededHours: number;
  afterAll(() => server?.stop());

  const start = async (directory: string) => {
    server = await startBuiltServer({
      env: {
        DATA_DIR: directory,
        DATABASE_URL: undefined,
        SERVER_PROCESSES: '1',
        SEED_DEMO_DATA: 'false',
        APP_KEYS: APP_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    return `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
  };
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };

  const signInJan = async (url: string) => {
    const login = DEMO_LOGINS.find((l) => l.username === 'jan')!;
    const signIn = await fetch(`${url}/v1/sessions`, {
      method: 'POST',
      headers: { 'x-application-key': APP_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        RelatieId: login.companyCode,
        Gebruikersnaam: login.username,
        Wachtwoord: browserPasswordDigest(login.password),
      }),
    });
    expect(signIn.status).toBe(200);
    return (await signIn.json()) as { authToken: string; contactpersoonId: number };
  };

  /** jan's registrations of his project and day, as the app reads them. */
  const readRegistrations = async (url: string) => {
    const { authToken } = await signInJan(url);
    const response = await fetch(`${url}/v1/project/${jan.project}/registrations/${jan.date}`, {
      headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${authToken}` },
    });
    expect(response.status).toBe(200);
    return response.json();
  };

  /** Books indirect hours for jan one after the other until stopped: how many were saved, and how to stop. */
  const keepBooking = async (url: string) => {
    const session = await signInJan(url);
    const headers = { 'x-application-key': APP_KEY, authorization: `Bearer ${session.authToken}` };
    const types = (await (await fetch(`${url}/v1/indirectewerken`, { headers })).json()) as Array<{ id: number }>;
    const state = { saved: 0, stopped: false, failed: undefined as unknown };
    const done = (async () => {
      while (!state.stopped) {
        const response = await fetch(`${url}/v1/invoer`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            datum: '2026-03-11', // DEMO_TODAY, a day open for booking
            medewerkerId: session.contactpersoonId,
            aantal: 0.25,
            opmerking: `during the backup ${state.saved}`,
            indirectId: types[0]!.id,
          }),
        });
        expect(response.status).toBe(201);
        state.saved++;
      }
    })().catch((error: unknown) => {
      state.failed = error;
      throw error;
    });
    const until = async (saved: number) => {
      while (state.saved < saved) {
        if (state.failed) throw state.failed;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { state, until, stop: () => ((state.stopped = true), done) };
  };
  const hourRegistrations = (holds: string) => Number(/([\d,]+) hour registrations/.exec(holds)![1]!.replace(/,/g, ''));

  beforeAll(async () => {
    // The migrated template and the demo data, in a data directory of its own; one of jan's registrations marked.
    const database = await openMigratedDataDir(dataDir());
    try {
      await seedDemo(database.db);
      const demo = await companyId(database.db, 'demo');
      const row = await database.db
        .selectFrom('hour_registrations')
        .select(['id', 'project_id', 'date'])
        .where('company_id', '=', demo)
        .where('employee_id', '=', await employeeId(database.db, demo, 'jan'))
        .where('project_id', 'is not', null)
        .where('work_order_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await database.db.updateTable('hour_registrations').set({ remark: MARK }).where('id', '=', row.id).execute();
      jan = { project: row.project_id!, date: row.date, id: row.id };
      const { count } = await database.db
        .selectFrom('hour_registrations')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      seededHours = Number(count);
    } finally {
      await database.close();
    }
  });

  it('backs up while the server runs; a fresh directory restored from it serves the same registrations', async () => {
    const url = await start(dataDir());
    const before = await readRegistrations(url);
    expect(JSON.stringify(before)).toContain(MARK);

    // Bookings are saved before, during and after the backup: it must hold some of them, and a state that
    // existed at one moment (the restored copy's counts are those the server read when it took the backup).
    const writer = await keepBooking(url);
    await writer.until(5);
    const taken = await backup('--out', 'online.tar.gz');
    const savedByTheEnd = writer.state.saved + 1; // one may be saved, not yet answered
    await writer.until(writer.state.saved + 5);
    await writer.stop();
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/taken by the running server, pid \d+\) to \.\/online\.tar\.gz: [\d.]+ MB/);
    expect(taken.stdout).toMatch(/It holds: schema at migration \d{3}-[\w-]+ \(\d+ applied\), 2 companies, /);
    // The backup holds every company's data: for the owner's eyes only.
    expect(statSync(path.join(root, 'online.tar.gz')).mode & 0o077).toBe(0);
    const held = hourRegistrations(taken.stdout) - seededHours;
    expect(held).toBeGreaterThanOrEqual(5);
    expect(held).toBeLessThanOrEqual(savedByTheEnd);
    await stop();

    const restored = await restore('--in', 'online.tar.gz', '--data-dir', 'restored');
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored online.tar.gz into ./restored.');
    expect(restored.stdout).toContain(taken.stdout.split('\n')[1]); // the same "It holds" line
    // The server's lock came along in the dump, and must not make the restored copy look in use.
    expect(readdirSync(path.join(root, 'restored')).filter((name) => name.startsWith('bouwwerk'))).toEqual([]);
    expect(readdirSync(root).filter((name) => name.includes('.restoring-') || name.includes('.partial'))).toEqual([]);

    const after = await readRegistrations(await start(path.join(root, 'restored')));
    expect(after).toEqual(before);
    await stop();
  });

  it('backs up a stopped server itself, and refuses to overwrite the file without --force', async () => {
    const taken = await backup('--out', 'offline.tar.gz');
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('(no server was running)');
    const written = readFileSync(path.join(root, 'offline.tar.gz'));

    const again = await backup('--out', 'offline.tar.gz');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('offline.tar.gz exists already; choose another name, or add --force');
    expect(readFileSync(path.join(root, 'offline.tar.gz')).equals(written)).toBe(true);

    const forced = await backup('--out', 'offline.tar.gz', '--force');
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(root, 'offline.tar.gz')).equals(written)).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('.partial'))).toEqual([]);

    // What it holds, read from a restored copy rather than from the command's own words.
    expect((await restore('--in', 'offline.tar.gz', '--data-dir', 'offline-copy')).code).toBe(0);
    const copy = await createPgliteDatabase({ dataDir: path.join(root, 'offline-copy') });
    try {
      const marked = await copy.db.selectFrom('hour_registrations').select('remark').where('id', '=', jan.id).execute();
      expect(marked).toEqual([{ remark: MARK }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses a non-empty directory and leaves it as it was; --force moves it aside', async () => {
    const target = path.join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(path.join(target, 'notes.txt'), 'not a database');
    const refused = await restore('--in', 'offline.tar.gz', '--data-dir', 'occupied');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('./occupied is not empty (notes.txt): restore into an empty or new directory');
    expect(listing(target)).toEqual(['notes.txt 14']);

    const forced = await restore('--in', 'offline.tar.gz', '--data-dir', 'occupied', '--force');
    expect(forced.code).toBe(0);
    const aside = readdirSync(root).filter((name) => name.startsWith('occupied.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(listing(path.join(root, aside[0]!))).toEqual(['notes.txt 14']);
    expect(readdirSync(target)).toContain('PG_VERSION');
  });

  it('refuses a file that is no backup, or a damaged one, and touches nothing', async () => {
    const bad = {
      'notes.txt': [Buffer.from('not a backup'), 'is not a backup of npm run backup: it is not gzip-compressed'],
      'other.tar.gz': [
        gzipSync(Buffer.alloc(4096)),
        'is not a backup of npm run backup: it holds no PGlite data directory',
      ],
      'truncated.tar.gz': [
        readFileSync(path.join(root, 'offline.tar.gz')).subarray(0, 100_000),
        'is damaged or incomplete (unexpected end of file): it cannot be restored',
      ],
    } as const;
    for (const [name, [content, message]] of Object.entries(bad)) {
      writeFileSync(path.join(root, name), content);
      const result = await restore('--in', name, '--data-dir', 'never');
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(`${name} ${message}`);
    }
    // An empty target stays empty and an absent one absent; nothing half-unpacked lies beside them.
    mkdirSync(path.join(root, 'empty'));
    expect((await restore('--in', 'truncated.tar.gz', '--data-dir', 'empty')).code).toBe(1);
    expect(readdirSync(path.join(root, 'empty'))).toEqual([]);
    expect(existsSync(path.join(root, 'never'))).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });

  it('refuses to restore into the data directory of a running server', async () => {
    await start(path.join(root, 'restored'));
    // Names only: the running server writes to its files meanwhile.
    const before = readdirSync(path.join(root, 'restored')).sort();
    const refused = await restore('--in', 'offline.tar.gz', '--data-dir', 'restored', '--force');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The data directory \.\/restored is in use by the Bouwwerk server \(pid \d+/);
    expect(readdirSync(path.join(root, 'restored')).sort()).toEqual(before);
    expect(readdirSync(root).filter((name) => name.startsWith('restored.'))).toEqual([]);
    await stop();
  });
});
