import { afterAll, beforeAll } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { PASSWORD } from './fixtures';
import { createTestDatabase } from './test-database';

export const APP_KEY = 'bouwwerk-web';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      APP_KEYS: `${APP_KEY},other-app`,
      APP_VERSION: '9.9.9-test',
      WEB_DIST: '/nonexistent',
      OFFICE_DIST: '/nonexistent',
    }),
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
}

/**
 * The real app on a fresh migrated database for one test file, closed after it (fastify/demo's build(t)).
 * Use the returned object's fields inside tests, not at collection time.
 */
export function useTestApp(overrides: Partial<Config> = {}, extraRoutes: FastifyPluginAsync[] = []): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildApp({ db: context.database.db, config: testConfig(overrides), extraRoutes });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export const apiHeaders = (token?: string): Record<string, string> => ({
  'x-application-key': APP_KEY,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export async function signIn(app: App, companyCode: string, username: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: apiHeaders(),
    payload: { RelatieId: companyCode, Gebruikersnaam: username, Wachtwoord: browserPasswordDigest(password) },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { authToken: string }).authToken;
}

/** Hours on a project's part, booked through the field app's POST /v1/invoer as an employee's phone does. */
export function bookProjectHours(
  app: App,
  token: string,
  booking: {
    employeeId: number;
    projectId: number;
    workId: number;
    partId: number;
    hourTypeId: number;
    date?: string;
    hours?: number;
    remark?: string;
  },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: { ...apiHeaders(token), ...headers },
    payload: {
      datum: booking.date ?? '2026-03-10',
      medewerkerId: booking.employeeId,
      projectId: booking.projectId,
      werkId: booking.workId,
      budgetId: booking.partId,
      uursoortId: booking.hourTypeId,
      aantal: booking.hours ?? 2,
      opmerking: booking.remark ?? '',
    },
  });
}
