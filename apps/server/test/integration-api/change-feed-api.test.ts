import { ChangeFeedPageSchema, type RegistrationChange } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, INITIAL_CURSOR } from '../../src/integration/feed-cursor';
import { isoInstant } from '../../src/integration/registrations/exported-registration';
import { useTestApp } from '../helpers/test-app';
import { feedSettled, keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

const ctx = useTestApp();
const db = () => ctx.database.db;
let acme: OfficeCompany;
let other: OfficeCompany;

beforeAll(async () => {
  acme = await officeCompany(ctx.app, db(), 'ACME');
  other = await officeCompany(ctx.app, db(), 'OTHER');
});

interface Page {
  changes: RegistrationChange[];
  next: string;
}

async function feed(key: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return ctx.app.inject({
    method: 'GET',
    url: `/integration/v1/registrations/changes?${search}`,
    headers: keyHeaders(key),
  });
}

async function page(key: string, query: Record<string, string | number> = {}): Promise<Page> {
  await feedSettled(db());
  const response = await feed(key, query);
  expect(response.statusCode, response.body).toBe(200);
  // The route sends its answer as built (no zod encode), so every answer is held to the schema here.
  const body = response.json() as Page;
  expect(ChangeFeedPageSchema.parse(body)).toEqual(body);
  return body;
}

/** Every change after `after`, page by page, and the cursor after the last. */
async function drain(key: string, after?: string, limit = 2) {
  const changes: RegistrationChange[] = [];
  let cursor = after;
  for (;;) {
    const next = await page(key, { ...(cursor ? { after: cursor } : {}), limit });
    changes.push(...next.changes);
    if (next.changes.length === 0) return { changes, next: next.next };
    cursor = next.next;
  }
}

describe('the registration change feed', () => {
  let cursor: string;

  it('starts at the beginning, pages with next, and keeps next on an empty page', async () => {
    const empty = await page(acme.key);
    expect(empty).toEqual({ changes: [], next: INITIAL_CURSOR });

    const hours = await acme.hours({ remark: 'Kabels getrokken' });
    const material = await acme.material({ quantity: -2.5 });
    const onOrder = await acme.hours({ onOrder: true, hours: 1.25 });

    const first = await page(acme.key, { limit: 2 });
    expect(first.changes.map((c) => c.registrationId)).toEqual([hours, material]);
    const second = await page(acme.key, { after: first.next, limit: 2 });
    expect(second.changes.map((c) => c.registrationId)).toEqual([onOrder]);
    const third = await page(acme.key, { after: second.next, limit: 2 });
    expect(third).toEqual({ changes: [], next: second.next });
    cursor = second.next;

    expect(first.changes[0]).toEqual({
      changeId: expect.any(Number),
      kind: 'hours',
      registrationId: hours,
      op: 'upsert',
      action: 'created',
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      registration: {
        employee: { id: acme.employee, externalId: 'E-ACME', name: 'Jan Jansen' },
        date: '2026-03-10',
        project: { id: acme.project, externalId: 'P-ACME', code: 'ACME-P1', name: 'Nieuwbouw school' },
        work: { id: acme.work, externalId: null, name: 'Elektra' },
        part: { id: acme.part, externalId: 'B-ACME', code: '01', name: 'Leidingwerk' },
        workOrder: null,
        indirectType: null,
        hourType: { id: acme.hourType, externalId: 'U-ACME', name: 'Normaal' },
        otherCostType: null,
        material: null,
        quantity: 2.5,
        unit: 'uur',
        description: '',
        remark: 'Kabels getrokken',
        validated: false,
        invoiceLineId: null,
        blocked: false,
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: expect.stringMatching(/Z$/),
      },
    });
    expect(first.changes[1]!.registration).toMatchObject({
      workOrder: { id: acme.order, externalId: 'W-ACME', number: 'WB-ACME' },
      project: null,
      quantity: -2.5,
      unit: 'stuks',
      description: 'Lasdop',
    });
    expect(first.changes[1]!.kind).toBe('material');
  });

  it('reports updates with the row as written, and deletes with op delete', async () => {
    const id = await acme.hours();
    await db()
      .updateTable('hour_registrations')
      .set({ hours: 4, validated: 1, verkoopfactuurregel_id: 77 })
      .where('id', '=', id)
      .execute();
    await db().updateTable('hour_registrations').set({ hours: 4 }).where('id', '=', id).execute(); // changes nothing, logs nothing
    await db().deleteFrom('hour_registrations').where('id', '=', id).execute();

    const { changes, next } = await drain(acme.key, cursor);
    expect(changes.map((c) => [c.registrationId, c.op, c.action])).toEqual([
      [id, 'upsert', 'created'],
      [id, 'upsert', 'updated'],
      [id, 'delete', 'deleted'],
    ]);
    expect(changes[1]!.registration).toMatchObject({ quantity: 4, validated: true, invoiceLineId: 77 });
    expect(changes[2]!.registration).toBeNull();
    // Per registration the change ids increase in the order the changes happened.
    expect(changes.map((c) => c.changeId)).toEqual([...changes.map((c) => c.changeId)].sort((a, b) => a - b));
    cursor = next;
  });

  it('shows a company its own changes only', async () => {
    const mine = await other.hours();
    const { changes } = await drain(other.key, undefined, 100);
    expect(changes.map((c) => c.registrationId)).toEqual([mine]);
    expect(changes[0]!.registration?.employee?.externalId).toBe('E-OTHER');
    expect((await drain(acme.key, cursor)).changes).toEqual([]);
  });

  it('refuses a bad cursor or limit with a 400 that names the parameter', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: Buffer.from('1.2.3').toString('base64url') }, 'after'],
      [{ after: Buffer.from('-1.2').toString('base64url') }, 'after'],
      [{ after: Buffer.from('99999999999999999999.1').toString('base64url') }, 'after'],
      [{ after: `${cursor}=` }, 'after'],
      [{ after: 'a'.repeat(300) }, 'after'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 5001 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ since: 'yesterday' }, 'since'],
    ];
    for (const [query, field] of cases) {
      const response = await feed(acme.key, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toContain(field);
    }
    expect((await feed(acme.key, { limit: 5000 })).statusCode).toBe(200);
  });

  it('answers 401 without a valid key', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/integration/v1/registrations/changes' })).statusCode).toBe(
      401,
    );
    expect((await feed(`${acme.key}x`)).statusCode).toBe(401);
  });
});

describe("the feed's own formats", () => {
  it('writes instants in UTC with milliseconds, whatever offset PostgreSQL wrote them with', () => {
    expect(isoInstant('2026-03-10T09:15:00.123456+00:00')).toBe('2026-03-10T09:15:00.123Z');
    expect(isoInstant('2026-03-10T09:15:00+00:00')).toBe('2026-03-10T09:15:00.000Z');
    expect(isoInstant('2026-03-10T09:15:00.5+00:00')).toBe('2026-03-10T09:15:00.500Z');
    expect(isoInstant('2026-03-10T10:15:00.123456+01:00')).toBe('2026-03-10T09:15:00.123Z');
    expect(isoInstant('2026-07-01T01:00:00+02:00')).toBe('2026-06-30T23:00:00.000Z');
  });

  it('takes back only the cursors it makes', () => {
    const cursor = encodeCursor({ tx: '18446744073709551615', seq: '9223372036854775807' });
    expect(decodeCursor(cursor)).toEqual({ tx: '18446744073709551615', seq: '9223372036854775807' });
    expect(decodeCursor(encodeCursor({ tx: '18446744073709551616', seq: '1' }))).toBeNull();
    expect(decodeCursor(encodeCursor({ tx: '01', seq: '1' }))).toBeNull();
    expect(decodeCursor(INITIAL_CURSOR)).toEqual({ tx: '0', seq: '0' });
  });
});
