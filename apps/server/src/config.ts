import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDate } from '@bouwwerk/domain';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function rootPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Without APP_VERSION: the package version and a short hash of the web app's index.html, which names every
 * built script and style by its content hash. A new build then changes X-App-Version by itself, and the
 * installed apps take the new shell (decision 004), even when nobody raised a version number.
 */
export function defaultAppVersion(webDist: string): string {
  try {
    const index = readFileSync(path.join(webDist, 'index.html'));
    return `${rootPackageVersion()}+${createHash('sha256').update(index).digest('hex').slice(0, 8)}`;
  } catch {
    return rootPackageVersion();
  }
}

/**
 * Webhook receivers the server may send to besides public addresses: none; loopback (127.0.0.0/8, ::1: a
 * receiver on this machine, as in the walk-through); all (also private, link-local, ... ranges: a closed network).
 */
export const WEBHOOK_ADDRESS_POLICIES = ['none', 'loopback', 'all'] as const;
export type WebhookAddressPolicy = (typeof WEBHOOK_ADDRESS_POLICIES)[number];

/** JSON lines for machines (the default off a terminal); one readable line per request for people (lib/server-logger.ts). */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Connections per server process to PostgreSQL, unless DATABASE_POOL_SIZE says otherwise (why 1: EnvSchema). */
export const DEFAULT_DATABASE_POOL_SIZE = 1;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the server reads, in one place. docs/operations.md#configuration lists the same. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Per server process, and there is one per core. One: the database's backends share the cores with the server
  // processes, and a process keeps one statement running while its event loop serves the rest. With 4 the
  // bench's week overview at 50 clients (2 cores, PostgreSQL on them) made 935-1,042/s with p99 132-159 ms;
  // with 1, in the same runs, 1,318-1,567/s with p99 75-88 ms, and the writes were quicker too.
  // More only pays for a database on machines of its own, to overlap the network's round trips.
  DATABASE_POOL_SIZE: positiveInt(DEFAULT_DATABASE_POOL_SIZE),
  SERVER_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().positive()], {
      error: "must be 'auto' or a whole number above 0",
    })
    .default('auto'),
  APP_KEYS: z
    .string()
    .default('bouwwerk-web')
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, { error: 'must name at least one key' })),
  APP_VERSION: z.string().min(1).optional(),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  // Sign-in limits (decision 008). A device that signed in before (device token) meets only the last two.
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(100),
  LOGIN_ACCOUNT_FAILURES_BEFORE_DELAY: positiveInt(20),
  LOGIN_ACCOUNT_FIRST_DELAY_SECONDS: positiveInt(1),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: positiveInt(300),
  LOGIN_MAX_FAILURES_PER_DEVICE: positiveInt(10),
  LOGIN_DEVICE_TOKEN_DAYS: positiveInt(365),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().min(1).optional(),
  OFFICE_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: pretty on a terminal, JSON lines anywhere else (a container, CI, a file, a log collector).
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}` }).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Strict-Transport-Security on answers to HTTPS requests (behind a proxy: with TRUST_PROXY); 0 sends none.
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(31_536_000),
  // Which webhook receivers outside the public internet are allowed (SSRF guard); default: see loadConfig.
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
    .enum(WEBHOOK_ADDRESS_POLICIES, { error: `must be one of ${WEBHOOK_ADDRESS_POLICIES.join(', ')}` })
    .optional(),
  // After SIGTERM or SIGINT: how long requests in flight may take before the process closes what is left.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3600).default(10),
  // Unset: no /metrics. Set: Prometheus scrapes /metrics with `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // Set: the office's invitation and password links are also e-mailed through this server. Unset: only shown.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  SMTP_FROM: z.string().min(3).default('Bouwwerk <noreply@localhost>'),
  // A demonstration or a browser test that must look the same on any day: the server's "today" is this date.
  FIXED_TODAY: z
    .string()
    .refine((v) => parseDate(v, 'api') !== null, { error: 'must be a date as YYYY-MM-DD' })
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How many processes serve HTTP: one on PGlite (embedded in its process), one per core on PostgreSQL. */
  serverProcesses: number;
  appKeys: string[];
  appVersion: string;
  tokenTtlMs: number;
  loginRateLimit: LoginRateLimit;
  seedDemoData: boolean;
  webDist: string;
  /** The office console's build, served under /kantoor/ (plugins/office-app.ts). */
  officeDist: string;
  logLevel: string;
  logFormat: LogFormat;
  trustProxy: boolean;
  /** max-age of Strict-Transport-Security, sent on HTTPS answers only; 0: never sent. */
  hstsMaxAgeSeconds: number;
  /** Which non-public addresses webhooks may be sent to (WEBHOOK_ADDRESS_POLICIES). */
  webhookAllowPrivateAddresses: WebhookAddressPolicy;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownGraceMs: number;
  /** The bearer token /metrics asks for; undefined: /metrics does not exist. */
  metricsToken: string | undefined;
  /** Where the office's links are e-mailed from; undefined: they are only shown to whoever made them. */
  smtp: { url: string; from: string } | undefined;
  /** YYYY-MM-DD taken as today by the demo seed and the app's rules; undefined: today in Amsterdam (lib/today.ts). */
  fixedToday?: string;
}

/** Sign-in limits (decision 008); every count starts again after a window without a counted attempt. */
export interface LoginRateLimit {
  windowMs: number;
  /** Failed sign-ins per company code + username + address, without a device token of the account. */
  maxPerAccountAndAddress: number;
  /** Failed sign-ins per address over all accounts, without a device token of the account. */
  maxPerAddress: number;
  /** Failed sign-ins per account from anywhere, without a device token, before each next one must wait. */
  accountFailuresBeforeDelay: number;
  /** The first of those waits; each next one doubles it, up to accountMaxDelayMs. */
  accountFirstDelayMs: number;
  /** Below the window, so that a steady attack never waits long enough to start the count afresh. */
  accountMaxDelayMs: number;
  /** Failed sign-ins in a row with one device token before the token stops counting as a known device. */
  maxPerDevice: number;
  /** A device token not used for this long is no longer known. */
  deviceTokenTtlMs: number;
}

export class ConfigError extends Error {}

/**
 * Parses the environment; fails with one readable line per wrong variable. stdoutIsTerminal picks the log
 * format when LOG_FORMAT is unset.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SERVER_PROCESSES !== 'auto' && e.SERVER_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid environment:\n  SERVER_PROCESSES: ${e.SERVER_PROCESSES} processes need a PostgreSQL server (DATABASE_URL); the embedded PGlite lives in one process`,
    );
  }
  if (e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS >= e.LOGIN_FAILURE_WINDOW_MINUTES * 60) {
    throw new ConfigError(
      'Invalid environment:\n  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: must be shorter than LOGIN_FAILURE_WINDOW_MINUTES, or a steady attack would start each window afresh',
    );
  }
  const webDist = e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    serverProcesses:
      e.SERVER_PROCESSES === 'auto' ? (e.DATABASE_URL ? os.availableParallelism() : 1) : e.SERVER_PROCESSES,
    appKeys: e.APP_KEYS,
    appVersion: e.APP_VERSION ?? defaultAppVersion(webDist),
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    loginRateLimit: {
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000,
      maxPerAccountAndAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      accountFailuresBeforeDelay: e.LOGIN_ACCOUNT_FAILURES_BEFORE_DELAY,
      accountFirstDelayMs: e.LOGIN_ACCOUNT_FIRST_DELAY_SECONDS * 1000,
      accountMaxDelayMs: e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS * 1000,
      maxPerDevice: e.LOGIN_MAX_FAILURES_PER_DEVICE,
      deviceTokenTtlMs: e.LOGIN_DEVICE_TOKEN_DAYS * 24 * 60 * 60 * 1000,
    },
    seedDemoData: e.SEED_DEMO_DATA,
    webDist,
    officeDist: e.OFFICE_DIST ? path.resolve(cwd, e.OFFICE_DIST) : path.join(repoRoot, 'apps/office/dist'),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    // A server that seeds the demo data (published passwords and key) is a trial on someone's own machine,
    // where the walk-through's receiver listens on localhost; any other server reaches the internet only.
    webhookAllowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? (e.SEED_DEMO_DATA ? 'loopback' : 'none'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    fixedToday: e.FIXED_TODAY,
  };
}
