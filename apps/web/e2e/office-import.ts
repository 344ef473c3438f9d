import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { planningForThisWeek } from '../../../docs/integration-examples/this-week.mjs';
import { expect, type DemoUser } from './fixtures';
import { integrationKeyFile, OFFICE_COMPANY } from './office-company.mjs';

/**
 * The office's side of the e2e tests: the company the operator command made before the server started
 * (start-server.mjs), its integration key, and the examples of docs/integration.md fed through the
 * integration API. Importing twice changes nothing (every record is upserted by its externalId), so each spec
 * that needs the company imports it itself.
 */

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/integration-examples');

/** The employee of the examples who signs in with a password. */
export const sanne: DemoUser = { company: OFFICE_COMPANY.code, username: 'sanne', password: 'Steiger-2026' };

/** The office company's integration key, as start-server.mjs left it for the specs. */
export const integrationKey = (baseURL: string | undefined) =>
  readFileSync(integrationKeyFile(new URL(baseURL!).port), 'utf8').trim();

/** The collections in the order import.sh sends them. */
function importOrder(): string[] {
  const script = readFileSync(path.join(examples, 'import.sh'), 'utf8');
  const order = /^for collection in ([a-z -]+); do$/m.exec(script)?.[1]?.split(' ');
  if (!order?.length) throw new Error('import.sh no longer lists its collections in one for loop');
  return order;
}

export async function importExamples(request: APIRequestContext, key: string) {
  for (const collection of importOrder()) {
    const records = JSON.parse(readFileSync(path.join(examples, `${collection}.json`), 'utf8')) as {
      startDate: string;
      endDate: string;
    }[];
    const body = collection === 'planning' ? planningForThisWeek(records) : records;
    const response = await request.put(`/integration/v1/${collection}`, {
      headers: { Authorization: `Bearer ${key}` },
      data: body,
    });
    expect(response.status(), `${collection}: ${await response.text()}`).toBe(200);
  }
}

/** POST to the integration API as the office; the call must succeed. */
export async function officePost(request: APIRequestContext, key: string, url: string, data: unknown) {
  const response = await request.post(`/integration/v1${url}`, { headers: { Authorization: `Bearer ${key}` }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
}
