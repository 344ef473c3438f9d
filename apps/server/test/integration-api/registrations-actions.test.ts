import type { RegistrationChange } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readChangeFeed } from '../../src/integration/registrations/change-feed';
import { useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { feedSettled, keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

const ctx = useTestApp();
const db = () => ctx.database.db;
let acme: OfficeCompany;
let other: OfficeCompany;
let writes: () => Promise<number>;

beforeAll(async () => {
  acme = await officeCompany(ctx.app, db(), 'ACME');
  other = await officeCompany(ctx.app, db(), 'OTHER');
  writes = await installWriteCounter(db());
});

const post = (url: string, payload: unknown, key = acme.key) =>
  ctx.app.inject({
    method: 'POST',
    url: `/integration/v1/registrations/${url}`,
    headers: keyHeaders(key),
    payload: payload as object,
  });

const hourState = (id: number) =>
  db()
    .selectFrom('hour_registrations')
    .select(['validated', 'verkoopfactuurregel_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const materialState = (id: number) =>
  db()
    .selectFrom('material_registrations')
    .select(['validated', 'verkoopfactuurregel_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The company's changes from the current end of its feed on, after `act`. */
async function changesOf(company: OfficeCompany, act: () => Promise<unknown>): Promise<RegistrationChange[]> {
  await feedSettled(db());
  const { next } = await readChangeFeed(db(), company.companyId, null, 5000);
  await act();
  await feedSettled(db());
  return (await readChangeFeed(db(), company.companyId, next, 5000)).changes;
}

describe('validating registrations', () => {
  it('validates and unvalidates hours and material, counting what changed, in the feed as updates', async () => {
    const [hours, material, already] = [await acme.hours(), await acme.material(), await acme.hours()];
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('id', '=', already).execute();
    const body = {
      registrations: [
        { kind: 'hours', registrationId: hours },
        { kind: 'material', registrationId: material },
        { kind: 'hours', registrationId: already },
      ],
    };

    let response;
    const changes = await changesOf(acme, async () => {
      response = await post('validate', body);
    });
    expect(response!.statusCode, response!.body).toBe(200);
    expect(response!.json()).toEqual({ changed: 2, unchanged: 1 });
    expect(await hourState(hours)).toMatchObject({ validated: 1 });
    expect(await materialState(material)).toMatchObject({ validated: 1 });
    expect(changes.map((c) => [c.kind, c.registrationId, c.action, c.registration?.validated])).toEqual([
      ['hours', hours, 'updated', true],
      ['material', material, 'updated', true],
    ]);

    const before = await writes();
    expect((await post('validate', body)).json()).toEqual({ changed: 0, unchanged: 3 });
    expect(await writes()).toBe(before);

    expect((await post('unvalidate', body)).json()).toEqual({ changed: 3, unchanged: 0 });
    expect(await hourState(already)).toMatchObject({ validated: 0 });
  });
});

describe('invoicing registrations', () => {
  it('puts registrations on invoice lines and releases them', async () => {
    const [hours, material] = [await acme.hours(), await acme.material()];
    const lines = [
      { kind: 'hours', registrationId: hours, invoiceLineId: 2026001 },
      { kind: 'material', registrationId: material, invoiceLineId: 2026002 },
    ];
    const changes = await changesOf(acme, async () =>
      expect((await post('invoice', { lines })).json()).toEqual({ changed: 2, unchanged: 0 }),
    );
    expect(changes.map((c) => c.registration?.invoiceLineId)).toEqual([2026001, 2026002]);
    expect(await hourState(hours)).toMatchObject({ verkoopfactuurregel_id: 2026001 });

    expect((await post('invoice', { lines })).json()).toEqual({ changed: 0, unchanged: 2 });
    expect((await post('invoice', { lines: [{ ...lines[0], invoiceLineId: 2026003 }] })).json()).toEqual({
      changed: 1,
      unchanged: 0,
    });

    const release = {
      registrations: [
        { kind: 'hours', registrationId: hours },
        { kind: 'material', registrationId: material },
      ],
    };
    expect((await post('release', release)).json()).toEqual({ changed: 2, unchanged: 0 });
    expect(await hourState(hours)).toMatchObject({ verkoopfactuurregel_id: 0 });
    expect(await materialState(material)).toMatchObject({ verkoopfactuurregel_id: 0 });
    expect((await post('release', release)).json()).toEqual({ changed: 0, unchanged: 2 });
  });
});

describe('refused calls change nothing', () => {
  it("refuses an unknown registration, another company's, or one named twice, naming the index", async () => {
    const mine = await acme.hours();
    const theirs = await other.hours();
    const theirMaterial = await other.material();
    const before = await writes();
    const cases: Array<[string, unknown, string]> = [
      [
        'validate',
        {
          registrations: [
            { kind: 'hours', registrationId: mine },
            { kind: 'hours', registrationId: theirs },
          ],
        },
        `registrations[1].registrationId: no hours registration ${theirs}`,
      ],
      [
        'validate',
        { registrations: [{ kind: 'material', registrationId: mine + 100000 }] },
        `registrations[0].registrationId: no material registration ${mine + 100000}`,
      ],
      [
        'unvalidate',
        {
          registrations: [
            { kind: 'material', registrationId: theirMaterial },
            { kind: 'hours', registrationId: mine },
          ],
        },
        'registrations[0].registrationId',
      ],
      [
        'release',
        {
          registrations: [
            { kind: 'hours', registrationId: mine },
            { kind: 'hours', registrationId: mine },
          ],
        },
        'registrations[1].registrationId: names the same registration as registrations[0]',
      ],
      [
        'invoice',
        {
          lines: [
            { kind: 'hours', registrationId: mine, invoiceLineId: 1 },
            { kind: 'hours', registrationId: theirs, invoiceLineId: 1 },
          ],
        },
        `lines[1].registrationId: no hours registration ${theirs}`,
      ],
      ['invoice', { lines: [{ kind: 'hours', registrationId: mine, invoiceLineId: 0 }] }, 'lines[0].invoiceLineId'],
      ['invoice', { lines: [{ kind: 'hours', registrationId: mine }] }, 'lines[0].invoiceLineId'],
      ['validate', { registrations: [{ kind: 'hour', registrationId: mine }] }, 'registrations[0].kind'],
      ['validate', { registrations: [{ kind: 'hours', registrationId: '12' }] }, 'registrations[0].registrationId'],
      ['validate', { registrations: [{ kind: 'hours', registrationId: 2 ** 31 }] }, 'registrations[0].registrationId'],
      ['validate', { registrations: [{ kind: 'hours', registrationId: mine, extra: 1 }] }, 'registrations[0].extra'],
      ['validate', { registrations: [] }, 'registrations'],
      ['validate', { lines: [] }, 'registrations'],
      ['validate', [], 'request'],
    ];
    for (const [url, body, message] of cases) {
      const response = await post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await writes()).toBe(before);
    expect(await hourState(theirs)).toEqual({ validated: 0, verkoopfactuurregel_id: 0 });
  });

  it('refuses more than 10,000 registrations with a 413, and takes 10,000', async () => {
    const id = await acme.hours();
    const before = await writes();
    const many = (n: number) => ({
      registrations: Array.from({ length: n }, (_, i) => ({ kind: 'hours', registrationId: id + i })),
    });
    const tooMany = await post('validate', many(10_001));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toContain('registrations: at most 10000');
    // 10,000 is allowed in size; these name registrations that do not exist, so the call is refused by content.
    const full = await post('validate', many(10_000));
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toMatch(/^registrations\[1\]\.registrationId: no hours registration/);
    expect(await writes()).toBe(before);
  });

  it('answers 401 without a valid key', async () => {
    for (const url of ['validate', 'unvalidate', 'invoice', 'release']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/integration/v1/registrations/${url}`,
        payload: { registrations: [] },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
