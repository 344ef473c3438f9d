import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * The company's default hour type, marked by the import's `default`: a new hours form starts on it, as
 * GET /v1/uursoorten lists it first. Without one the first by sortOrder is the default, as before. An office
 * whose 'Aanneming' sorts before 'Normaal' is the case that made the first of the list the wrong default.
 */

const ctx = useTestApp();
let rowChanges: () => Promise<number>;

beforeAll(async () => {
  rowChanges = await installWriteCounter(ctx.database.db);
});

const AANNEMING = { externalId: 'U-AANN', description: 'Aanneming', sortOrder: 1 };
const NORMAAL = { externalId: 'U-NORM', description: 'Normaal', sortOrder: 2 };
const OVERWERK = { externalId: 'U-OVER', description: 'Overwerk 125%', sortOrder: 3 };

/** A company of its own with an employee who signs in to the app, and its hour types as the app lists them. */
async function company(code: string) {
  const office = await importingCompany(ctx, code);
  const employee = { externalId: 'E-1', firstName: 'Jan', username: 'jan', password: 'welkom123' };
  expect((await office.put('employees', [{ ...employee, registrationRights: true }])).statusCode).toBe(200);
  const token = await signIn(ctx.app, code, 'jan', 'welkom123');
  const uursoorten = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/uursoorten', headers: apiHeaders(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<{ id: number; omschrijving: string }>;
  };
  return { office, uursoorten, names: async () => (await uursoorten()).map((t) => t.omschrijving) };
}

async function put(office: ImportingCompany, records: unknown[]) {
  const response = await office.put('hour-types', records);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, number>;
}

const defaults = async (office: ImportingCompany) =>
  (await office.list('hour-types')).filter((t) => t.default === true).map((t) => t.externalId);

describe('the default hour type', () => {
  it("is the one the office marks, listed first though 'Aanneming' sorts before it", async () => {
    const { office, uursoorten, names } = await company('DEF1');
    await put(office, [AANNEMING, { ...NORMAAL, default: true }, OVERWERK]);

    expect(await names()).toEqual(['Normaal', 'Aanneming', 'Overwerk 125%']);
    // The app's contract: id and omschrijving only, as the specification has them.
    expect(Object.keys((await uursoorten())[0]!).sort()).toEqual(['id', 'omschrijving']);
    expect(await defaults(office)).toEqual(['U-NORM']);
    expect((await office.list('hour-types')).find((t) => t.externalId === 'U-AANN')).toMatchObject({ default: false });

    // Sent again: nothing changes, nothing is written.
    const before = await rowChanges();
    expect(await put(office, [AANNEMING, { ...NORMAAL, default: true }, OVERWERK])).toMatchObject({ unchanged: 3 });
    expect(await rowChanges()).toBe(before);
  });

  it('is the first by sortOrder when none is marked', async () => {
    const { office, names } = await company('DEF2');
    await put(office, [OVERWERK, NORMAAL, AANNEMING]);
    expect(await names()).toEqual(['Aanneming', 'Normaal', 'Overwerk 125%']);
    expect(await defaults(office)).toEqual([]);
  });

  it('moves to the hour type that claims it, the old one cleared in the same call', async () => {
    const { office, names } = await company('DEF3');
    await put(office, [AANNEMING, { ...NORMAAL, default: true }, OVERWERK]);

    // Only the new default is sent: the one stored before gives it up.
    expect(await put(office, [{ ...OVERWERK, default: true }])).toMatchObject({ updated: 1 });
    expect(await defaults(office)).toEqual(['U-OVER']);
    expect(await names()).toEqual(['Overwerk 125%', 'Aanneming', 'Normaal']);

    // A new hour type may claim it too.
    await put(office, [{ externalId: 'U-REIS', description: 'Reisuren', sortOrder: 9, default: true }]);
    expect(await defaults(office)).toEqual(['U-REIS']);
    expect((await names())[0]).toBe('Reisuren');

    // The record sent without it is no longer the default: a record is its whole state.
    await put(office, [{ externalId: 'U-REIS', description: 'Reisuren', sortOrder: 9 }]);
    expect(await defaults(office)).toEqual([]);
    expect((await names())[0]).toBe('Aanneming');
  });

  it('goes with a removed hour type, leaving the first by sortOrder', async () => {
    const { office, names } = await company('DEF4');
    await put(office, [AANNEMING, { ...NORMAAL, default: true }]);
    expect(await put(office, [{ externalId: 'U-NORM', deleted: true }])).toMatchObject({ deleted: 1 });
    expect(await names()).toEqual(['Aanneming']);
    expect(await defaults(office)).toEqual([]);
    // Restored, it is the default again only when it says so.
    await put(office, [{ ...NORMAAL, default: true }]);
    expect(await names()).toEqual(['Normaal', 'Aanneming']);
  });

  it('is refused when two records of a call claim it: 400 naming the field, nothing written', async () => {
    const { office, names } = await company('DEF5');
    await put(office, [AANNEMING, { ...NORMAAL, default: true }]);
    const before = await rowChanges();

    const response = await office.put('hour-types', [
      { ...AANNEMING, default: true },
      OVERWERK,
      { ...NORMAAL, default: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'records[2].default: only one hour type can be the default; records[0].default is too',
    });

    // The same in a call of several collections, named by the collection.
    const several = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/import',
      headers: { authorization: `Bearer ${office.key}` },
      payload: {
        'hour-types': [
          { ...AANNEMING, default: true },
          { ...NORMAAL, default: true },
        ],
      },
    });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toMatchObject({ message: expect.stringMatching(/^hour-types\[1\]\.default: /) });

    expect(await rowChanges()).toBe(before);
    expect(await defaults(office)).toEqual(['U-NORM']);
    expect(await names()).toEqual(['Normaal', 'Aanneming']);
  });

  it('is refused on an inactive hour type, and must be true or false', async () => {
    const { office } = await company('DEF6');
    const inactive = await office.put('hour-types', [{ ...NORMAAL, active: false, default: true }]);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'records[0].default: an inactive hour type (active: false) cannot be the default',
    });
    const notBoolean = await office.put('hour-types', [{ ...NORMAAL, default: 'ja' }]);
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({ message: 'records[0].default: must be true or false' });
    expect(await office.list('hour-types')).toEqual([]);
  });

  it("is one company's own: another company's default leaves it alone", async () => {
    const first = await company('DEF7');
    const second = await company('DEF8');
    await put(first.office, [AANNEMING, { ...NORMAAL, default: true }]);
    await put(second.office, [{ ...AANNEMING, default: true }, NORMAAL]);
    expect(await first.names()).toEqual(['Normaal', 'Aanneming']);
    expect(await second.names()).toEqual(['Aanneming', 'Normaal']);
    expect(await defaults(first.office)).toEqual(['U-NORM']);
  });
});
