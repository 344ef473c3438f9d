import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

/**
 * Generated hostile input against the registration calls of the integration API (the app's hostile-input suite
 * signs in as an employee; these take a key): never a 5xx, always `{ code, message }`, and a refused call writes
 * nothing. A fixed seed keeps a failure reproducible.
 */

const ctx = useTestApp();
const db = () => ctx.database.db;
let acme: OfficeCompany;
let writes: () => Promise<number>;
let ids: { hours: number; material: number };

beforeAll(async () => {
  acme = await officeCompany(ctx.app, db(), 'ACME');
  ids = { hours: await acme.hours(), material: await acme.material() };
  writes = await installWriteCounter(db());
});

const SEED = 20261125;
const RUNS = 60;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [[[]]],
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    '1e309',
    '\u0000',
    'x'.repeat(5000),
    '__proto__',
  ),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, Number.MIN_VALUE, 1e308),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
);
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    '%FF',
    '-1',
    '0',
    '1e3',
    '2026-02-30',
    '9999-99-99',
    'x'.repeat(3000),
    '2026-01-01T00:00:00Z',
    'MC4w',
    'MC4w=',
    '!!',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);

async function holdsUp(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const before = await writes();
  const response = await ctx.app.inject({
    method,
    url,
    headers: { ...keyHeaders(acme.key), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const what = `${method} ${url.slice(0, 200)} ${payload === undefined ? '' : JSON.stringify(payload).slice(0, 300)}`;
  expect(response.statusCode, `${what}\n-> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(Object.keys(response.json()).sort(), what).toEqual(['code', 'message']);
    if (method === 'POST') expect(await writes(), what).toBe(before);
  }
}

describe('hostile input to the registration calls of the integration API', () => {
  it("the change feed's query", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('after', 'limit', 'other'), hostileText, async (name, value) => {
        await holdsUp('GET', `/integration/v1/registrations/changes?${name}=${value}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("the CSV export's query", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('from', 'to'), hostileText, async (name, value) => {
        const query = { from: '2026-03-01', to: '2026-03-31', [name]: value };
        await holdsUp('GET', `/integration/v1/registrations.csv?from=${query.from}&to=${query.to}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the bodies of validate and invoice', async () => {
    const field = fc.constantFrom('kind', 'registrationId', 'invoiceLineId', 'extra');
    await fc.assert(
      fc.asyncProperty(fc.boolean(), field, hostileValue, fc.boolean(), async (invoice, name, value, whole) => {
        const item: Record<string, unknown> = invoice
          ? { kind: 'hours', registrationId: ids.hours, invoiceLineId: 7 }
          : { kind: 'material', registrationId: ids.material };
        item[name] = value;
        const body = whole ? value : invoice ? { lines: [item] } : { registrations: [item] };
        await holdsUp('POST', `/integration/v1/registrations/${invoice ? 'invoice' : 'validate'}`, body);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
