import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileNumberOf, hostileStringOf, pathsOf, setAt } from '../helpers/hostile-values';
import { useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * Generated hostile input on every import route, as the app's routes get it (test/security/hostile-input):
 * one field of a right record (or of a record in its lists) replaced by a wrong type, an edge number, a
 * control character, a long text, or an unknown key added. The server must never answer 5xx, must answer
 * `{ code, message }` whenever it refuses, and must then have written nothing. A fixed seed keeps a failure
 * reproducible.
 */

const ctx = useTestApp();
let rowChanges: () => Promise<number>;
let acme: ImportingCompany;

beforeAll(async () => {
  rowChanges = await installWriteCounter(ctx.database.db);
  acme = await importingCompany(ctx, 'HOSTILE');
  const setup: Array<[string, unknown[]]> = [
    ['employees', [{ externalId: 'E-1', firstName: 'Jan', username: 'jan' }]],
    ['relations', [{ externalId: 'R-1', companyName: 'Hamer', contactPersons: [{ externalId: 'C-1', name: 'Piet' }] }]],
    ['project-groups', [{ externalId: 'G-1', name: 'Bouw' }]],
    ['projects', [{ externalId: 'P-1', relationExternalId: 'R-1' }]],
    ['works', [{ externalId: 'W-1', projectExternalId: 'P-1' }]],
    ['indirect-types', [{ externalId: 'I-1', description: 'Verlof' }]],
    ['work-orders', [{ externalId: 'WO-1', number: 'WB-1' }]],
  ];
  for (const [collection, records] of setup) expect((await acme.put(collection, records)).statusCode).toBe(200);
});

/** A right record per collection: each generated change is then the only thing wrong. */
const RIGHT: Record<string, Record<string, unknown>> = {
  employees: {
    externalId: 'E-2',
    firstName: 'Piet',
    lastName: 'Bakker',
    username: 'piet',
    password: 'geheim',
    registrationRights: true,
  },
  relations: {
    externalId: 'R-2',
    companyName: 'Bos',
    zipCode: '3511 AB',
    contactPersons: [{ externalId: 'C-2', name: 'Kees' }],
  },
  'project-groups': { externalId: 'G-2', name: 'Weg' },
  projects: {
    externalId: 'P-2',
    code: '2026-2',
    relationExternalId: 'R-1',
    contactPersonExternalId: 'C-1',
    projectGroupExternalId: 'G-1',
    projectYear: 2026,
    costPlus: false,
    startDate: '2026-03-01',
    endDate: '2026-04-01',
  },
  works: { externalId: 'W-2', projectExternalId: 'P-1', description: 'Elektra', costPlus: true },
  parts: { externalId: 'B-2', workExternalId: 'W-1', code: '01', kind: 'stelpost', invoiceId: 3 },
  'hour-types': { externalId: 'U-2', description: 'Normaal', sortOrder: 1 },
  'indirect-types': { externalId: 'I-2', description: 'Opleiding', active: true },
  'other-cost-types': { externalId: 'O-2', description: 'Parkeren' },
  'work-orders': {
    externalId: 'WO-2',
    number: 'WB-2',
    status: 2,
    projectExternalId: 'P-1',
    address: { name: 'Jansen', street: 'Kerkstraat 1', postalCode: '3511', city: 'Utrecht', telephone: '06' },
    info: [{ label: 'Sleutel', value: 'Buren' }],
    startDate: '2026-03-09',
  },
  planning: {
    externalId: 'L-2',
    employeeExternalId: 'E-1',
    projectExternalId: 'P-1',
    startDate: '2026-03-09',
    endDate: '2026-03-10',
    arrival: '07:30',
    durationHours: 8,
    works: [{ description: 'Steiger', relationExternalId: 'R-1' }],
  },
  'working-hours': { weekday: 3, hours: 7.5 },
  materials: {
    externalId: 'M-2',
    parentGroupCode: '10',
    groupCode: '10.1',
    description: 'Kabel',
    unit: 'm1',
    quantity: 2.5,
  },
};

const hostileNumber = hostileNumberOf([
  2_147_483_648,
  -2_147_483_649,
  0,
  -1,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  24.00001,
  99_999_999.99995,
  0.1 + 0.2,
]);
const hostileString = hostileStringOf([
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '2026-02-30',
  '9999-12-31',
  '24:00',
  "'; DROP TABLE projects; --",
  'x'.repeat(10_000),
]);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, true, false, [], {}, [[[]]], { externalId: 'X' }, [{}]),
  fc.array(hostileString, { maxLength: 3 }),
);

function changed(
  record: Record<string, unknown>,
  change: { pick: number; value: unknown; newKey: string | null },
): unknown {
  const copy = structuredClone(record);
  if (change.newKey !== null) return { ...copy, [change.newKey]: change.value };
  const paths = pathsOf(copy);
  setAt(copy, paths[change.pick % paths.length]!, change.value);
  return copy;
}

const change = fc.record({
  pick: fc.nat(),
  value: hostileValue,
  newKey: fc.option(fc.constantFrom('bogus', '__proto__', 'constructor', 'companyId', 'external_id', 'deleted'), {
    freq: 6,
  }),
});

describe.each(Object.keys(RIGHT))('PUT /integration/v1/%s with hostile records', (collection) => {
  it('never answers 5xx, refuses with { code, message } and writes nothing then', async () => {
    await fc.assert(
      fc.asyncProperty(change, fc.boolean(), async (c, removal) => {
        const record = changed(RIGHT[collection]!, c) as Record<string, unknown>;
        const before = await rowChanges();
        const response = await acme.put(collection, [removal ? { ...record, deleted: true } : record]);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode !== 200) {
          expect(Object.keys(response.json() as object)).toEqual(['code', 'message']);
          expect(await rowChanges()).toBe(before);
        }
      }),
      { numRuns: 30, seed: 25 },
    );
  });
});

/** A lone surrogate cannot be percent-encoded: sent as a broken escape instead. */
const inQuery = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ZZ';
  }
};

describe('GET /integration/v1/{collection} with hostile paging', () => {
  it('never answers 5xx', async () => {
    const query = fc.record({
      after: fc.option(
        fc.oneof(
          hostileString.map(inQuery),
          hostileString.map((s) => Buffer.from(`e${s}`).toString('base64url')),
        ),
        { nil: undefined },
      ),
      limit: fc.option(fc.oneof(hostileNumber.map(String), hostileString.map(inQuery)), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(RIGHT)), query, async (collection, q) => {
        const params = [
          q.after === undefined ? '' : `after=${q.after}`,
          q.limit === undefined ? '' : `limit=${q.limit}`,
        ]
          .filter(Boolean)
          .join('&');
        const response = await acme.get(collection, params ? `?${params}` : '');
        expect(response.statusCode, `${collection}?${params}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 100, seed: 25 },
    );
  });
});
