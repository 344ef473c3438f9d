import { describe, expect, it } from 'vitest';
import { accountKeys, type AccountKeys } from '../../src/api/keys';

const anna = { organisation: 'Bouw01', userID: 7 };
const piet = { organisation: 'Bouw01', userID: 8 };
const otherCompany = { organisation: 'Bouw02', userID: 7 };

const monday = new Date(2025, 4, 12);
const thursday = new Date(2025, 4, 15);

/** One key of every read the factory knows, for the account. */
function everyKey(keys: AccountKeys) {
  return [
    keys.rights(),
    keys.weekOverview(monday),
    keys.dayRegistrations({ source: 'project', id: 3, date: '2025-05-12' }),
    keys.projects(),
    keys.projectDay(3, monday),
    keys.works(3),
    keys.parts(4),
    keys.relations(),
    keys.projectGroups(),
    keys.workOrder(5, monday),
    keys.hourTypes(),
    keys.otherCostTypes(),
    keys.indirectWorkTypes(),
    keys.materials(),
  ];
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe('accountKeys', () => {
  it('gives the same read of the same account the same key', () => {
    expect(accountKeys(anna).hourTypes()).toEqual(accountKeys({ ...anna }).hourTypes());
    expect(accountKeys(anna).workOrder(5, monday)).toEqual(accountKeys(anna).workOrder(5, new Date(2025, 4, 12)));
  });

  it('names the company as the server compares it: case and surrounding spaces do not matter', () => {
    expect(accountKeys({ organisation: ' BOUW01 ', userID: 7 }).rights()).toEqual(accountKeys(anna).rights());
  });

  it('keys a week by its Monday, so every day of the week shares one entry', () => {
    expect(accountKeys(anna).weekOverview(thursday)).toEqual(accountKeys(anna).weekOverview(monday));
    expect(accountKeys(anna).weekOverview(new Date(2025, 4, 19))).not.toEqual(accountKeys(anna).weekOverview(monday));
  });

  it('never shares a key between two accounts, of the same company or not', () => {
    const keysOf = (account: typeof anna) => new Set(everyKey(accountKeys(account)).map((key) => JSON.stringify(key)));
    const annas = keysOf(anna);
    expect(annas.size).toBe(everyKey(accountKeys(anna)).length);
    for (const other of [piet, otherCompany]) {
      const overlap = [...keysOf(other)].filter((key) => annas.has(key));
      expect(overlap).toEqual([]);
    }
  });

  it('puts every read under the account prefix, so one account can be kept or cleared alone', () => {
    const keys = accountKeys(anna);
    for (const key of everyKey(keys)) expect(startsWith(key, keys.all), JSON.stringify(key)).toBe(true);
  });

  it('covers every day of an order and every day list with their prefixes', () => {
    const keys = accountKeys(anna);
    expect(startsWith(keys.workOrder(5, monday), keys.workOrder(5))).toBe(true);
    expect(startsWith(keys.workOrder(5, monday), keys.workOrder(6))).toBe(false);
    expect(
      startsWith(keys.dayRegistrations({ source: 'order', id: 5, date: '2025-05-12' }), keys.allDayRegistrations()),
    ).toBe(true);
    expect(startsWith(keys.projectDay(3, monday), keys.projectDays())).toBe(true);
    expect(startsWith(keys.weekOverview(monday), keys.weekOverviews())).toBe(true);
  });
});
