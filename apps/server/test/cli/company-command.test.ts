import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { runCompanyCommand } from '../../src/cli/company-command';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../src/config';
import { acquireDataDirLock } from '../../src/db/data-dir-lock';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import { REPO_ROOT } from '../helpers/child-process';
import { createEmployee } from '../helpers/fixtures';
import { testConfig } from '../helpers/test-app';
import { copyPostgresTemplate } from '../helpers/test-database';
import { installWriteCounter } from '../helpers/write-counter';

const onPglite = inject('dbKind') === 'pglite';
// Each command opens and migrates its database, as an operator's does: on PGlite some seconds each time.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The command runs on a database of its own, as an operator's would: PGlite in a data directory ./data of a
 * temporary folder (the command creates and migrates it), or a copy of the migrated template on PostgreSQL.
 */
let root: string;
let env: NodeJS.ProcessEnv;
let open: () => Promise<DatabaseHandle>;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bouwwerk-company-'));
  if (onPglite) {
    env = { DATA_DIR: 'data' };
    open = () => createPgliteDatabase({ dataDir: path.join(root, 'data') });
  } else {
    const copy = await copyPostgresTemplate();
    dropPostgres = copy.drop;
    env = { DATABASE_URL: copy.url };
    open = async () => createPostgresDatabase(copy.url, DEFAULT_DATABASE_POOL_SIZE);
  }
  // Creates (PGlite) and migrates the database once for the file.
  expect((await run('list')).stdout).toContain('No companies yet.');
  await withDatabase(({ db }) => installWriteCounter(db));
});
afterAll(async () => {
  await dropPostgres?.();
  rmSync(root, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCompanyCommand(argv, {
    env,
    cwd: root,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** The key a create command printed: the one line that is nothing but a key. */
const printedKey = (stdout: string) => {
  const keys = stdout.match(/^ {2}(bwk_live_[A-Za-z0-9_-]{43})$/gm) ?? [];
  expect(keys).toHaveLength(1);
  return keys[0]!.trim();
};

/** The database, for a look or for the app, while no command runs (on PGlite, one process at a time). */
async function withDatabase<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function withApp<T>(fn: (app: App, database: DatabaseHandle) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      return await fn(app, database);
    } finally {
      await app.close();
    }
  });
}

const companyOfKey = (app: App, key: string) =>
  app.inject({ method: 'GET', url: '/integration/v1/company', headers: { authorization: `Bearer ${key}` } });

/** The one link a command printed. */
const printedLink = (stdout: string) => {
  const links = stdout.match(/^ {2}(https?:\/\/\S+\/kantoor\/uitnodiging\/[A-Za-z0-9_-]{43})$/gm) ?? [];
  expect(links).toHaveLength(1);
  return links[0]!.trim();
};

describe('npm run company -- office-user invite', () => {
  it("create --email prints the first beheerder's link; invite makes more, and for a known address a new password", async () => {
    const created = await run(
      'create',
      '--code',
      'OFFICE',
      '--name',
      'Office B.V.',
      '--email',
      'Petra@Office.example',
      '--url',
      'https://bouwwerk.example/',
    );
    expect(created.code, created.stderr).toBe(0);
    const first = printedLink(created.stdout);
    expect(first).toMatch(/^https:\/\/bouwwerk\.example\/kantoor\/uitnodiging\//);
    expect(created.stdout).toContain('petra@office.example (OFFICE) to the office console as beheerder');

    const invited = await run(
      'office-user',
      'invite',
      '--code',
      'office',
      '--email',
      'piet@office.example',
      '--role',
      'planner',
      '--name',
      'Piet',
    );
    expect(invited.code, invited.stderr).toBe(0);
    const second = printedLink(invited.stdout);
    expect(second).toMatch(/^http:\/\/localhost:\d+\/kantoor\/uitnodiging\//);

    await withApp(async (app) => {
      const accept = (link: string, password: string) =>
        app.inject({
          method: 'POST',
          url: `/office/v1/invitations/${link.split('/').at(-1)}/accept`,
          headers: { origin: 'http://localhost:80' },
          payload: { password },
        });
      expect((await accept(first, 'eerste-beheerder-wachtwoord')).json().user).toMatchObject({
        email: 'petra@office.example',
        role: 'beheerder',
      });
      expect((await accept(second, 'planner-wachtwoord-1')).json().user).toMatchObject({
        name: 'Piet',
        role: 'planner',
      });
    });

    const again = await run(
      'office-user',
      'invite',
      '--code',
      'OFFICE',
      '--email',
      'piet@office.example',
      '--role',
      'beheerder',
    );
    expect(again.stdout).toContain('to a new password');
    await withApp(async (app) => {
      const link = printedLink(again.stdout);
      const preview = await app.inject({ method: 'GET', url: `/office/v1/invitations/${link.split('/').at(-1)}` });
      // A password link keeps the user's own role: the command makes no one beheerder behind the console's back.
      expect(preview.json()).toMatchObject({ purpose: 'password', role: 'planner' });
    });

    const unknown = await run('office-user', 'invite', '--code', 'NOPE', '--email', 'a@b.nl', '--role', 'planner');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No company has the code 'NOPE'");
  });
});

describe('npm run company -- create', () => {
  it('creates the company with a working week and prints, once, a key that opens the integration API', async () => {
    const { code, stdout, stderr } = await run('create', '--code', 'ACME', '--name', ' Acme Installatie ');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Created company ACME: Acme Installatie.');
    expect(stdout).toContain('It is shown only now');
    const key = printedKey(stdout);

    await withApp(async (app, { db }) => {
      const response = await companyOfKey(app, key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 'ACME', name: 'Acme Installatie' });
      const hours = await db
        .selectFrom('company_working_hours as h')
        .innerJoin('companies as c', 'c.id', 'h.company_id')
        .select(['h.weekday', 'h.hours'])
        .where('c.code', '=', 'ACME')
        .orderBy('h.weekday')
        .execute();
      expect(hours.map((h) => Number(h.hours))).toEqual([8, 8, 8, 8, 8, 0, 0]);
      // Only the hash and the prefix are kept.
      const stored = await db.selectFrom('integration_keys').select(['prefix', 'key_hash']).execute();
      expect(stored.map((k) => k.prefix)).toContain(key.slice(0, 17));
      expect(JSON.stringify(stored)).not.toContain(key.slice(17));
    });
  });

  it('refuses a code that exists in any case, and writes nothing', async () => {
    const before = await withDatabase(({ db }) => writes(db));
    const { code, stdout, stderr } = await run('create', '--code', 'acme', '--name', 'Another Acme');
    expect(code).toBe(1);
    expect(stderr).toBe(
      "A company with the code 'ACME' already exists (company codes are compared without regard to case); nothing was written.\n",
    );
    expect(stdout).not.toContain('bwk_live_');
    expect(await withDatabase(({ db }) => writes(db))).toBe(before);
  });

  it('writes the company and its key in one transaction: a failing key leaves no company behind', async () => {
    await withDatabase(async ({ db }) => {
      await sql`CREATE FUNCTION test_refuse_key() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no keys today'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER test_refuse_key BEFORE INSERT ON integration_keys FOR EACH ROW EXECUTE FUNCTION test_refuse_key()`.execute(
        db,
      );
    });
    let left: unknown[];
    try {
      const { code, stderr } = await run('create', '--code', 'HALF', '--name', 'Half B.V.');
      expect(code).toBe(1);
      expect(stderr).toContain('no keys today');
    } finally {
      left = await withDatabase(async ({ db }) => {
        await sql`DROP TRIGGER test_refuse_key ON integration_keys`.execute(db);
        await sql`DROP FUNCTION test_refuse_key()`.execute(db);
        return db.selectFrom('companies').select('code').where('code', '=', 'HALF').execute();
      });
    }
    expect(left).toEqual([]);
  });
});

/** Rows written in the application's tables since the write counter was installed (beforeAll). */
async function writes(db: DatabaseHandle['db']): Promise<number> {
  return Number((await sql<{ n: string }>`SELECT n FROM test_row_changes`.execute(db)).rows[0]!.n);
}

describe('npm run company -- key …', () => {
  it('creates, lists and revokes keys; a revoked key is refused, the others keep working', async () => {
    const first = printedKey((await run('create', '--code', 'KEYS', '--name', 'Keys B.V.')).stdout);
    const made = await run('key', 'create', '--code', 'keys', '--name', 'office');
    expect(made.code).toBe(0);
    const second = printedKey(made.stdout);
    expect(made.stdout).toContain('It is shown only now');

    const time = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d`;
    const listed = await run('key', 'list', '--code', 'KEYS');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n').slice(1);
    expect(lines).toEqual([
      expect.stringMatching(/^PREFIX +NAME +CREATED +LAST USED +REVOKED$/),
      expect.stringMatching(new RegExp(`^${first.slice(0, 17)} +- +${time} +- +-$`)),
      expect.stringMatching(new RegExp(`^${second.slice(0, 17)} +office +${time} +- +-$`)),
    ]);
    expect(listed.stdout).not.toContain(first.slice(17));
    expect(listed.stdout).not.toContain(second.slice(17));

    const revoked = await run('key', 'revoke', '--code', 'KEYS', '--prefix', second.slice(0, 17));
    expect(revoked).toMatchObject({ code: 0, stderr: '' });
    expect(revoked.stdout).toContain(`Revoked the key ${second.slice(0, 17)} of KEYS`);
    await withApp(async (app) => {
      expect((await companyOfKey(app, second)).statusCode).toBe(401);
      expect((await companyOfKey(app, first)).statusCode).toBe(200);
    });
    // The first key now shows when it was used; the second when it was revoked.
    expect((await run('key', 'list', '--code', 'KEYS')).stdout.trim().split('\n').slice(2)).toEqual([
      expect.stringMatching(new RegExp(`^${first.slice(0, 17)} +- +${time} +${time} +-$`)),
      expect.stringMatching(new RegExp(`^${second.slice(0, 17)} +office +${time} +- +${time}$`)),
    ]);
    expect((await run('key', 'revoke', '--code', 'KEYS', '--prefix', second.slice(0, 17))).stdout).toContain(
      'was already revoked',
    );
  });

  it("says so for an unknown company or prefix, and never touches another company's key", async () => {
    expect(await run('key', 'list', '--code', 'NOBODY')).toMatchObject({
      code: 1,
      stderr: "No company has the code 'NOBODY'. 'npm run company -- list' shows them.\n",
    });
    // A prefix of KEYS's active key, revoked in the name of ACME: refused (the list below still counts it).
    const [, keysPrefix] = /^(bwk_live_\S+) +- /m.exec((await run('key', 'list', '--code', 'KEYS')).stdout) ?? [];
    const wrongCompany = await run('key', 'revoke', '--code', 'ACME', '--prefix', keysPrefix!);
    expect(wrongCompany.code).toBe(1);
    expect(wrongCompany.stderr).toContain(`ACME has no key with the prefix '${keysPrefix}'`);
  });
});

describe('npm run company -- list', () => {
  it('shows each company with its employees and active keys', async () => {
    await withDatabase(async ({ db }) => {
      const company = await db
        .selectFrom('companies')
        .select('id')
        .where('code', '=', 'ACME')
        .executeTakeFirstOrThrow();
      await createEmployee(db, { companyId: company.id, username: 'jan' });
      await createEmployee(db, { companyId: company.id, username: 'piet' });
    });
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n').slice(1);
    expect(rows[0]).toMatch(/^CODE +NAME +EMPLOYEES +ACTIVE KEYS$/);
    expect(rows).toContainEqual(expect.stringMatching(/^ACME +Acme Installatie +2 +1$/));
    expect(rows).toContainEqual(expect.stringMatching(/^KEYS +Keys B\.V\. +0 +1$/)); // one revoked, one left
  });
});

describe('npm run company -- with wrong arguments', () => {
  it.each([
    [[], 'Missing command.'],
    [['remove'], "Unknown command 'remove'."],
    [['key'], "Unknown command 'key'."],
    [['key', 'rotate', '--code', 'ACME'], "Unknown command 'key rotate'."],
    [['list', '--verbose'], 'list: unknown option --verbose.'],
    [['list', 'extra'], "list: unexpected argument 'extra'."],
    [['create', '--name', 'Acme'], 'create: --code <code> is required.'],
    [['create', '--code', 'NEW'], 'create: --name <name> is required.'],
    [['create', '--code', 'NEW', '--name', '   '], 'create: --name is required.'],
    [['create', '--code', 'A B', '--name', 'Acme'], 'create: --code may hold only letters, digits, - and _'],
    [['create', '--code', 'X'.repeat(65), '--name', 'Acme'], 'create: --code must be at most 64 characters.'],
    [['create', '--code', '--name', 'Acme'], 'create: --code needs a value.'],
    [['create', '--code', 'NEW', '--name'], 'create: --name needs a value.'],
    [['key', 'revoke', '--code', 'ACME'], 'key revoke: --prefix <prefix> is required.'],
    [['create', '--code', 'NEW', '--name', 'New', '--email', 'nobody'], 'create: --email must be an e-mail address.'],
    [
      ['office-user', 'invite', '--code', 'ACME', '--email', 'a@b.nl'],
      'office-user invite: --role <beheerder|planner|administratie> is required.',
    ],
    [
      ['office-user', 'invite', '--code', 'ACME', '--email', 'a@b.nl', '--role', 'baas'],
      'office-user invite: --role must be beheerder, planner or administratie.',
    ],
    [
      ['office-user', 'invite', '--code', 'ACME', '--email', 'a@b.nl', '--role', 'planner', '--url', 'ftp://x'],
      'office-user invite: --url must be an http(s) address.',
    ],
  ])('%j: exit 2 with the usage, and no database opened', async (argv, message) => {
    const saved = env;
    env = { DATA_DIR: 'elsewhere' };
    try {
      const { code, stdout, stderr } = await run(...argv);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(message);
      expect(stderr).toContain('Usage: npm run company -- <command> [options]');
      expect(existsSync(path.join(root, 'elsewhere'))).toBe(false);
    } finally {
      env = saved;
    }
  });

  it('--help prints the usage, exit 0', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['key', 'create', '--help']]) {
      const { code, stdout } = await run(...argv);
      expect(code).toBe(0);
      expect(stdout).toContain('key revoke --code <code> --prefix <prefix>');
    }
  });
});

describe.skipIf(!onPglite)('npm run company -- on a data directory the server holds', () => {
  it('says who holds it and what to do, exits 1, and writes nothing', async () => {
    const before = await withDatabase(({ db }) => writes(db));
    const server = acquireDataDirLock(path.join(root, 'data'), 'server', root);
    try {
      const { code, stdout, stderr } = await run('create', '--code', 'LOCKED', '--name', 'Locked B.V.');
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(
        `The data directory .${path.sep}data is in use by the Bouwwerk server (pid ${process.pid}, started `,
      );
      expect(stderr).toContain(
        'Stop the server, run the command, and start it again — or use DATABASE_URL with PostgreSQL, where both can run at once.',
      );
    } finally {
      server.release();
    }
    expect(await withDatabase(({ db }) => writes(db))).toBe(before);
  });
});

describe.skipIf(onPglite)('npm run company -- on PostgreSQL', () => {
  it('takes no data-directory lock: it runs beside a server whatever DATA_DIR holds', async () => {
    const server = acquireDataDirLock(path.join(root, 'data'), 'server', root);
    try {
      const { code } = await run('list');
      expect(code).toBe(0);
    } finally {
      server.release();
    }
  });
});

// The script wiring, as an operator types it: root package.json -> workspace script -> tsx -> the command.
describe('npm run company, in a process of its own', () => {
  it('creates a company and prints its key; a usage error exits 2', () => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...(onPglite ? { DATA_DIR: path.join(root, 'data') } : env) };
    if (onPglite) delete childEnv.DATABASE_URL;
    const npm = (...args: string[]) =>
      spawnSync('npm', ['run', '--silent', 'company', '--', ...args], {
        cwd: REPO_ROOT,
        env: childEnv,
        encoding: 'utf8',
        timeout: 60_000,
      });

    const created = npm('create', '--code', 'CHILD', '--name', 'Child B.V.');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created company CHILD: Child B.V.');
    printedKey(created.stdout);

    const wrong = npm('create', '--code', 'CHILD2');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('create: --name <name> is required.');
  }, 120_000);
});
