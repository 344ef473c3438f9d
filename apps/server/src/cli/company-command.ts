import { parseArgs } from 'node:util';
import {
  CompanyCodeSchema,
  EmailSchema,
  lineText,
  OFFICE_ROLES,
  OfficeRoleSchema,
  type OfficeRole,
} from '@bouwwerk/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ConfigError, loadConfig, type Config } from '../config';
import { createMailer } from '../lib/mailer';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Database } from '../db/types';
import {
  createCompanyWithKey,
  createKey,
  inviteOfficeUser,
  DEFAULT_WORKING_HOURS,
  listCompanies,
  listKeys,
  OperatorError,
  revokeKey,
} from './companies';
import { parseArgsMessage, type CommandIo } from './command-io';
import { openOperatorDatabase } from './operator-database';
import { formatTable, formatTime } from './table';

const COMPANY_NAME_MAX = 200;
const KEY_NAME_MAX = 100;

/**
 * The company code as the sign-in page takes it (trimmed, at most LIMITS.companyCodeMax), and only of the
 * characters the logo's address /company-assets/{code}.{ext} accepts, so a company can always show its logo.
 */
const CodeSchema = CompanyCodeSchema.pipe(
  z.string().regex(/^[A-Za-z0-9_-]+$/, {
    error: "may hold only letters, digits, - and _ (it is typed at sign-in and is part of the logo's address)",
  }),
);
const requiredLine = (max: number) =>
  lineText(max)
    .transform((text) => text.trim())
    .refine((text) => text !== '', { error: 'is required' });

interface Option {
  value: string;
  description: string;
  schema: z.ZodType<string, string>;
  required?: boolean;
}

interface Command {
  summary: string;
  options: Record<string, Option>;
  run: (
    db: Kysely<Database>,
    flags: Record<string, string>,
    out: (line?: string) => void,
    config: Config,
  ) => Promise<void>;
}

const code: Option = {
  value: '<code>',
  description: 'the company code employees type at sign-in',
  schema: CodeSchema,
  required: true,
};

const email: Option = {
  value: '<address>',
  description: "the office user's e-mail address, with which he signs in",
  schema: EmailSchema,
};
const url: Option = {
  value: '<address>',
  description: 'where the office console is reached, for the link (default http://localhost:<PORT>)',
  schema: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .transform((text) => text.replace(/\/+$/, '')),
};

/** The console's origin the operator gave, or the local server's. */
const consoleOrigin = (flags: Record<string, string>, config: Config) => flags.url ?? `http://localhost:${config.port}`;

const COMMANDS: Record<string, Command> = {
  create: {
    summary: 'Create a company and print its first integration API key',
    options: {
      code,
      name: {
        value: '<name>',
        description: 'the company name',
        schema: requiredLine(COMPANY_NAME_MAX),
        required: true,
      },
      email: { ...email, description: "the first beheerder's e-mail address: prints his invitation link" },
      url,
    },
    async run(db, flags, out, config) {
      const { company, key } = await createCompanyWithKey(db, { code: flags.code!, name: flags.name! });
      out(`Created company ${company.code}: ${company.name}.`);
      out(
        `Working hours Monday to Sunday: ${DEFAULT_WORKING_HOURS.join(', ')} (the office sets its own with PUT /integration/v1/working-hours).`,
      );
      printNewKey(out, company.code, key);
      out();
      if (flags.email === undefined) {
        out('Invite its first beheerder to the office console with');
        out(`'npm run company -- office-user invite --code ${company.code} --email <address> --role beheerder'.`);
        return;
      }
      await printInvitation(
        db,
        { code: company.code, email: flags.email, role: 'beheerder', origin: consoleOrigin(flags, config) },
        out,
        config,
      );
    },
  },
  'office-user invite': {
    summary:
      'Print a one-time link (72 hours) that lets someone into the office console; for an existing user, a new password',
    options: {
      code,
      email: { ...email, required: true },
      role: {
        value: `<${OFFICE_ROLES.join('|')}>`,
        description: 'what he may do in the console',
        schema: OfficeRoleSchema,
        required: true,
      },
      name: {
        value: '<name>',
        description: 'his name as the console shows it (default: the address)',
        schema: requiredLine(200),
      },
      url,
    },
    async run(db, flags, out, config) {
      await printInvitation(
        db,
        {
          code: flags.code!,
          email: flags.email!,
          role: flags.role as OfficeRole,
          name: flags.name,
          origin: consoleOrigin(flags, config),
        },
        out,
        config,
      );
    },
  },
  list: {
    summary: 'List the companies, with their employees and active keys',
    options: {},
    async run(db, _flags, out) {
      const companies = await listCompanies(db);
      if (companies.length === 0) return out('No companies yet.');
      out(
        formatTable(
          ['CODE', 'NAME', 'EMPLOYEES', 'ACTIVE KEYS'],
          companies.map((c) => [c.code, c.name, String(c.employees), String(c.activeKeys)]),
        ),
      );
    },
  },
  'key create': {
    summary: 'Create another integration API key for a company',
    options: {
      code,
      name: {
        value: '<name>',
        description: 'what the key is for, shown in key list (e.g. office)',
        schema: lineText(KEY_NAME_MAX).transform((t) => t.trim()),
      },
    },
    async run(db, flags, out) {
      const { key, companyCode } = await createKey(db, flags.code!, flags.name ?? '');
      printNewKey(out, companyCode, key);
    },
  },
  'key list': {
    summary: "List a company's keys: prefix, name, created, last used, revoked (never the keys themselves)",
    options: { code },
    async run(db, flags, out) {
      const { companyCode, keys } = await listKeys(db, flags.code!);
      if (keys.length === 0) return out(`${companyCode} has no keys.`);
      const rows = keys.map((k) => [
        k.prefix,
        k.name || '-',
        formatTime(k.createdAt),
        formatTime(k.lastUsedAt),
        formatTime(k.revokedAt),
      ]);
      out(formatTable(['PREFIX', 'NAME', 'CREATED', 'LAST USED', 'REVOKED'], rows));
    },
  },
  'key revoke': {
    summary: 'Revoke a key, named by its prefix as key list shows it; it stops working at once',
    options: {
      code,
      prefix: {
        value: '<prefix>',
        description: "the key's prefix, e.g. bwk_live_AbCd1234",
        schema: requiredLine(KEY_NAME_MAX),
        required: true,
      },
    },
    async run(db, flags, out) {
      const result = await revokeKey(db, flags.code!, flags.prefix!);
      out(
        result.revoked > 0
          ? `Revoked the key ${flags.prefix} of ${result.companyCode}: it no longer opens the integration API.`
          : `The key ${flags.prefix} of ${result.companyCode} was already revoked.`,
      );
    },
  },
};

async function printInvitation(
  db: Kysely<Database>,
  invitation: { code: string; email: string; role: OfficeRole; name?: string; origin: string },
  out: (line?: string) => void,
  config: Config,
) {
  const { companyCode, companyName, ...created } = await inviteOfficeUser(db, invitation.code, {
    ...invitation,
    name: invitation.name ?? invitation.email,
  });
  const made = created.invitation;
  const what = made.purpose === 'password' ? 'a new password' : `the office console as ${made.role}`;
  out(`Link for ${made.email} (${companyCode}) to ${what}, valid until ${formatTime(new Date(made.expiresAt))}:`);
  out();
  out(`  ${created.link}`);
  out();
  out('Hand it over yourself (only its hash is kept); it works once, and a newer link for the address replaces it.');
  const mailer = createMailer(config);
  if (mailer)
    out(
      (await mailer.sendLink({ ...created, companyName }))
        ? `It was also e-mailed to ${made.email}.`
        : `E-mailing it to ${made.email} failed (SMTP_URL); hand it over yourself.`,
    );
}

function printNewKey(out: (line?: string) => void, companyCode: string, key: string) {
  out(`New integration API key for ${companyCode}:`);
  out();
  out(`  ${key}`);
  out();
  out('It is shown only now: only its hash is kept. Store it in the office system, which sends it as');
  out(`"Authorization: Bearer <key>". A lost key cannot be shown again: make another with`);
  out(`'npm run company -- key create --code ${companyCode}' and revoke the lost one.`);
}

export function companyUsage(): string {
  const synopsis = (words: string, command: Command) =>
    [
      words,
      ...Object.entries(command.options).map(([flag, o]) =>
        o.required ? `--${flag} ${o.value}` : `[--${flag} ${o.value}]`,
      ),
    ].join(' ');
  const lines = Object.entries(COMMANDS).map(
    ([words, command]) => `  ${synopsis(words, command)}\n      ${command.summary}`,
  );
  return [
    'Usage: npm run company -- <command> [options]',
    '',
    'Sets up companies, their integration API keys and office users on the configured database: PostgreSQL when',
    'DATABASE_URL is set, else PGlite in DATA_DIR (default ./data), which must not be in use by the server.',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help  Show this help',
    '',
    'Company codes are compared without regard to case. Exit codes: 0 done, 1 failed (nothing written), 2 usage.',
    '',
  ].join('\n');
}

class UsageError extends Error {}

/** Which command, with its flags checked: a UsageError says what is wrong. Null: help was asked for. */
function parseCommandLine(argv: readonly string[]): { command: Command; flags: Record<string, string> } | null {
  if (argv.length === 0) throw new UsageError('Missing command.');
  if (argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) return null;
  const words = argv[0] === 'key' || argv[0] === 'office-user' ? argv.slice(0, 2).join(' ') : (argv[0] ?? '');
  const command = Object.hasOwn(COMMANDS, words) ? COMMANDS[words] : undefined;
  if (!command) throw new UsageError(`Unknown command '${words}'.`);

  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(Object.keys(command.options).map((flag) => [flag, { type: 'string' as const }]));
    values = parseArgs({
      args: argv.slice(words.split(' ').length),
      options,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${words}: ${parseArgsMessage(error)}`);
  }
  const flags: Record<string, string> = {};
  for (const [flag, option] of Object.entries(command.options)) {
    const raw = values[flag];
    if (raw === undefined) {
      if (option.required) throw new UsageError(`${words}: --${flag} ${option.value} is required.`);
      continue;
    }
    const parsed = option.schema.safeParse(raw);
    if (!parsed.success)
      throw new UsageError(`${words}: --${flag} ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
    flags[flag] = parsed.data;
  }
  return { command, flags };
}

/**
 * `npm run company -- <command>`: the operator's way to set up a company and its integration API keys.
 * Runs in-process (the tests call it as it is); the exit code is returned, not set.
 */
export async function runCompanyCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const out = (line = '') => void io.stdout.write(`${line}\n`);
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${companyUsage()}`);
    return 2;
  }
  if (!parsed) {
    io.stdout.write(companyUsage());
    return 0;
  }

  try {
    const config = loadConfig(io.env, io.cwd);
    const database = await openOperatorDatabase(config, 'company', io.cwd);
    try {
      if (database.note) io.stderr.write(`${database.note}\n`);
      out(
        `Database: ${database.location}${database.applied.length ? ` (migrations applied: ${database.applied.join(', ')})` : ''}`,
      );
      await parsed.command.run(database.db, parsed.flags, out, config);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    const known = error instanceof OperatorError || error instanceof DataDirInUseError || error instanceof ConfigError;
    io.stderr.write(
      `${known ? error.message : `The command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
    );
    return 1;
  }
}
