import { HourTypeImport, INTEGRATION_LIMITS } from '@bouwwerk/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBodyLimit } from '../../src/integration/import/body-limit';
import { importCollection } from '../../src/integration/import/engine';
import { createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { importingCompany, type ImportingCompany } from './import-client';

/** What every import call shares: refusals that write nothing, their messages, limits, keys, isolation, paging. */

const ctx = useTestApp();
let rowChanges: () => Promise<number>;
let companies = 0;
const company = () => importingCompany(ctx, `BATCH${++companies}`);

beforeAll(async () => {
  rowChanges = await installWriteCounter(ctx.database.db);
});

const material = (externalId: string, extra: Record<string, unknown> = {}) => ({
  externalId,
  parentGroupCode: '10',
  groupCode: '10.1',
  description: `Materiaal ${externalId}`,
  unit: 'stuks',
  ...extra,
});

/** The refusal of a call: its status and `{ code, message }`, and that it wrote no row. */
async function refused(call: () => Promise<{ statusCode: number; json: () => unknown }>, status: number) {
  const before = await rowChanges();
  const response = await call();
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: string; message: string };
  expect(Object.keys(body)).toEqual(['code', 'message']);
  expect(await rowChanges()).toBe(before);
  return body;
}

describe('a refused batch writes nothing and says why', () => {
  it('a bad record: 400 naming records[i].field, the good ones before it not written either', async () => {
    const acme = await company();
    const batch = [
      material('M-1'),
      material('M-2'),
      material('M-3', { unit: 'liters', colour: 'red' }),
      material('M-4', { quantity: -1 }),
    ];
    const { code, message } = await refused(() => acme.put('materials', batch), 400);
    expect(code).toBe('BAD_REQUEST');
    expect(message).toContain('records[2].unit: must be one of stuks, m1');
    expect(message).toContain('records[2].colour: is not a field of this record');
    expect(message).toContain('records[3].quantity: must be a number from 0');
    expect(await acme.list('materials')).toEqual([]);
  });

  it('a body that is no list of records is a 400', async () => {
    const acme = await company();
    expect((await refused(() => acme.put('materials', { records: [] }), 400)).message).toBe(
      'records: must be an array of records',
    );
    expect((await refused(() => acme.put('materials', [null, 'x']), 400)).message).toMatch(
      /^records\[0\]: .*; records\[1\]: /,
    );
  });

  it('the same externalId twice: 400 naming both records', async () => {
    const acme = await company();
    const { code, message } = await refused(
      () => acme.put('materials', [material('A'), material('B'), material('C'), material('B')]),
      400,
    );
    expect(code).toBe('DUPLICATE_EXTERNAL_ID');
    expect(message).toBe("records[3].externalId: 'B' is also records[1].externalId");
  });

  it('an unknown reference: 400 naming the record, the field and the id, also inside a list', async () => {
    const acme = await company();
    await acme.put('employees', [{ externalId: 'E-1', firstName: 'Jan', username: 'jan' }]);
    await acme.put('projects', [{ externalId: 'P-1' }]);
    const { code, message } = await refused(
      () =>
        acme.put('planning', [
          {
            externalId: 'L-1',
            employeeExternalId: 'E-1',
            projectExternalId: 'P-1',
            startDate: '2026-03-09',
            endDate: '2026-03-09',
          },
          {
            externalId: 'L-2',
            employeeExternalId: 'E-1',
            projectExternalId: 'P-9',
            startDate: '2026-03-09',
            endDate: '2026-03-09',
          },
          {
            externalId: 'L-3',
            employeeExternalId: 'E-2',
            projectExternalId: 'P-1',
            startDate: '2026-03-09',
            endDate: '2026-03-09',
            works: [{ description: 'Steiger' }, { description: 'Dak', relationExternalId: 'R-7' }],
          },
        ]),
      400,
    );
    expect(code).toBe('UNKNOWN_REFERENCE');
    expect(message).toBe(
      "records[1].projectExternalId: no project with externalId 'P-9'; records[2].employeeExternalId: no employee with externalId 'E-2'; " +
        "records[2].works[1].relationExternalId: no relation with externalId 'R-7'",
    );
    expect(await acme.list('planning')).toEqual([]);
  });

  it("a reference to another company's record is as unknown as a missing one", async () => {
    const acme = await company();
    const other = await company();
    await other.put('relations', [{ externalId: 'R-OTHER', companyName: 'Elders' }]);
    const { message } = await refused(
      () => acme.put('projects', [{ externalId: 'P-1', relationExternalId: 'R-OTHER' }]),
      400,
    );
    expect(message).toBe("records[0].relationExternalId: no relation with externalId 'R-OTHER'");
  });

  it("a contact person must be of the project's relation", async () => {
    const acme = await company();
    await acme.put('relations', [
      { externalId: 'R-1', companyName: 'A', contactPersons: [{ externalId: 'C-1', name: 'Piet' }] },
      { externalId: 'R-2', companyName: 'B' },
    ]);
    const { message } = await refused(
      () => acme.put('projects', [{ externalId: 'P-1', relationExternalId: 'R-2', contactPersonExternalId: 'C-1' }]),
      400,
    );
    expect(message).toBe("records[0].contactPersonExternalId: contact person 'C-1' is not of relation 'R-2'");
    expect(
      (await refused(() => acme.put('projects', [{ externalId: 'P-1', contactPersonExternalId: 'C-1' }]), 400)).message,
    ).toBe('records[0].contactPersonExternalId: needs relationExternalId: a contact person belongs to a relation');
  });

  it('a planning line names exactly one of project, work order and indirect type', async () => {
    const acme = await company();
    const line = { externalId: 'L-1', employeeExternalId: 'E-1', startDate: '2026-03-10', endDate: '2026-03-09' };
    const { message } = await refused(
      () =>
        acme.put('planning', [
          line,
          { ...line, externalId: 'L-2', endDate: '2026-03-10', projectExternalId: 'P', workOrderExternalId: 'W' },
        ]),
      400,
    );
    expect(message).toBe(
      'records[0].endDate: must not be before startDate (2026-03-10); ' +
        'records[0].projectExternalId: give exactly one of projectExternalId, workOrderExternalId and indirectTypeExternalId; ' +
        'records[1].workOrderExternalId: give exactly one of projectExternalId, workOrderExternalId and indirectTypeExternalId',
    );
  });

  it('usernames: twice in a batch is a 400, one held by another employee a 409', async () => {
    const acme = await company();
    await createEmployee(ctx.database.db, { companyId: acme.companyId, username: 'piet' });
    const twice = await refused(
      () =>
        acme.put('employees', [
          { externalId: 'E-1', firstName: 'Jan', username: 'Jan' },
          { externalId: 'E-2', firstName: 'Jan', username: 'jan ' },
        ]),
      400,
    );
    expect(twice.message).toBe("records[1].username: username 'jan' is also records[0].username");
    const taken = await refused(
      () =>
        acme.put('employees', [
          { externalId: 'E-1', firstName: 'Jan', username: 'jan' },
          { externalId: 'E-2', firstName: 'P', username: 'PIET' },
        ]),
      409,
    );
    expect(taken).toEqual({
      code: 'USERNAME_TAKEN',
      message: "records[1].username: 'PIET' is the username of another employee",
    });

    // Two employees trading usernames pass the checks but not the unique index, row by row: a 409, not a 500.
    await acme.put('employees', [
      { externalId: 'E-1', firstName: 'Jan', username: 'jan' },
      { externalId: 'E-2', firstName: 'Kees', username: 'kees' },
    ]);
    const traded = await refused(
      () =>
        acme.put('employees', [
          { externalId: 'E-1', firstName: 'Jan', username: 'kees' },
          { externalId: 'E-2', firstName: 'Kees', username: 'jan' },
        ]),
      409,
    );
    expect(traded.code).toBe('UNIQUE_CONFLICT');
  });
});

describe('limits', () => {
  it('an empty list changes nothing: 200 with all counts 0, as the OpenAPI document says', async () => {
    const acme = await company();
    expect((await acme.put('projects', [{ externalId: 'P-1' }])).statusCode).toBe(200);
    const before = await rowChanges();
    const response = await acme.put('projects', []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 0, deleted: 0 });
    expect(await rowChanges()).toBe(before);
    expect(await acme.list('projects')).toMatchObject([{ externalId: 'P-1' }]);

    const document = (
      await ctx.app.inject({
        method: 'GET',
        url: '/integration/v1/openapi.json',
        headers: { authorization: `Bearer ${acme.key}` },
      })
    ).json() as {
      paths: Record<
        string,
        { put?: { requestBody: { content: Record<string, { schema: { description: string; minItems?: number } }> } } }
      >;
    };
    const body = document.paths['/integration/v1/projects']!.put!.requestBody.content['application/json']!.schema;
    expect(body.minItems ?? 0).toBe(0);
    expect(body.description).toMatch(/^0 to 10,000 records/);
  });

  it('more than 10,000 records is a 413, before any record is checked', async () => {
    const acme = await company();
    const body = await refused(
      () =>
        acme.put(
          'hour-types',
          Array.from({ length: INTEGRATION_LIMITS.batchMax + 1 }, () => ({})),
        ),
      413,
    );
    expect(body).toEqual({ code: 'TOO_MANY_RECORDS', message: 'records: 10001 records; at most 10000 per call' });
  });

  it("10,000 records past the app's 2 MB body limit are taken; a body past the route's own limit is a 413", async () => {
    const acme = await company();
    const long = 'x'.repeat(200);
    const batch = Array.from({ length: INTEGRATION_LIMITS.batchMax }, (_, i) => ({
      externalId: `U-${i}`.padEnd(100, '-'),
      description: long,
      sortOrder: -2_000_000_000,
    }));
    expect(JSON.stringify(batch).length).toBeGreaterThan(3 * 1024 * 1024);
    const taken = await acme.put('hour-types', batch);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ created: INTEGRATION_LIMITS.batchMax });

    const limit = importBodyLimit(HourTypeImport.record);
    const padded = JSON.stringify([{ externalId: 'U-1', description: 'Normaal' }]).padEnd(limit + 1, ' ');
    const tooLarge = await refused(
      () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/integration/v1/hour-types',
          headers: { authorization: `Bearer ${acme.key}`, 'content-type': 'application/json' },
          payload: padded,
        }),
      413,
    );
    expect(tooLarge.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('planned works that make too many rows are a 413', async () => {
    const acme = await company();
    const works = Array.from({ length: 20 }, (_, i) => ({ description: `Werk ${i}` }));
    const lines = Array.from({ length: 200 }, (_, i) => ({
      externalId: `L-${i}`,
      employeeExternalId: 'E',
      projectExternalId: 'P',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      works,
    }));
    expect((await refused(() => acme.put('planning', lines), 413)).message).toBe(
      'records: the planned works make 130200 rows (each day of a line, times its works); at most 100000 per call',
    );
  });
});

describe('keys and companies', () => {
  it('no key, a wrong key or an app token is a 401, for PUT and GET', async () => {
    const acme = await company();
    await createEmployee(ctx.database.db, { companyId: acme.companyId, username: 'jan' });
    const token = await signIn(ctx.app, acme.code, 'jan');
    for (const authorization of [undefined, `Bearer ${acme.key}x`, `Bearer ${token}`]) {
      const headers = {
        ...(authorization ? { authorization } : {}),
        ...(authorization?.endsWith(token) ? apiHeaders() : {}),
      };
      const put = await refused(
        () =>
          ctx.app.inject({ method: 'PUT', url: '/integration/v1/projects', headers, payload: [{ externalId: 'P-1' }] }),
        401,
      );
      expect(put.code).toMatch(/API_KEY/);
      expect((await ctx.app.inject({ method: 'GET', url: '/integration/v1/projects', headers })).statusCode).toBe(401);
    }
  });

  it("a company's key reaches its own records only; the same externalId in two companies is two records", async () => {
    const a = await company();
    const b = await company();
    await a.put('projects', [
      { externalId: 'P-1', description: 'Van A' },
      { externalId: 'P-2', description: 'Ook van A' },
    ]);
    expect((await b.put('projects', [{ externalId: 'P-1', description: 'Van B' }])).json()).toMatchObject({
      created: 1,
    });
    expect((await b.put('projects', [{ externalId: 'P-2', deleted: true }])).json()).toMatchObject({
      deleted: 0,
      unchanged: 1,
    });
    expect((await b.list('projects')).map((p) => [p.externalId, p.description])).toEqual([['P-1', 'Van B']]);
    expect((await a.list('projects')).map((p) => [p.externalId, p.description, p.deleted])).toEqual([
      ['P-1', 'Van A', undefined],
      ['P-2', 'Ook van A', undefined],
    ]);
    // Company A's app records cannot be taken over by B either.
    const [own] = await sql<{
      id: number;
    }>`INSERT INTO projects (company_id, code) VALUES (${a.companyId}, 'APP') RETURNING id`
      .execute(ctx.database.db)
      .then((r) => r.rows);
    expect((await refused(() => b.put('projects', [{ externalId: 'P-9', id: own!.id }]), 400)).message).toBe(
      `records[0].id: no record made in the app with id ${own!.id}`,
    );
  });
});

describe('records made in the app', () => {
  async function withAppProjects(acme: ImportingCompany) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO projects (company_id, code, description) VALUES (${acme.companyId}, 'APP-1', 'Op de telefoon'), (${acme.companyId}, 'APP-2', 'Ook')
      RETURNING id`.execute(ctx.database.db);
    return rows.map((r) => r.id);
  }

  it("are listed after the office's, with externalId null and their id, and taken over by a PUT with that id", async () => {
    const acme = await company();
    const [first, second] = await withAppProjects(acme);
    await acme.put('projects', [{ externalId: 'P-b' }, { externalId: 'P-a' }]);
    expect((await acme.list('projects')).map((p) => [p.externalId, p.code])).toEqual([
      ['P-a', ''],
      ['P-b', ''],
      [null, 'APP-1'],
      [null, 'APP-2'],
    ]);
    expect(
      (
        await acme.put('projects', [{ externalId: 'P-c', id: first, code: 'APP-1', description: 'Overgenomen' }])
      ).json(),
    ).toMatchObject({ updated: 1 });
    const projects = await acme.list('projects');
    expect(projects.find((p) => p.id === first)).toMatchObject({ externalId: 'P-c', description: 'Overgenomen' });
    // Once taken over it is found by externalId; naming it with another record's id is refused.
    expect(
      (await acme.put('projects', [{ externalId: 'P-c', code: 'APP-1', description: 'Overgenomen' }])).json(),
    ).toMatchObject({ unchanged: 1 });
    expect((await refused(() => acme.put('projects', [{ externalId: 'P-c', id: second }]), 400)).message).toBe(
      `records[0].id: externalId 'P-c' is already the record with id ${first}`,
    );
    expect(
      (
        await refused(
          () =>
            acme.put('projects', [
              { externalId: 'P-d', id: second },
              { externalId: 'P-e', id: second },
            ]),
          400,
        )
      ).message,
    ).toBe(`records[1].id: ${second} is also records[0].id`);
  });

  it("are paged after the office's: every record once, whatever the page size; a made-up cursor is a 400", async () => {
    const acme = await company();
    await withAppProjects(acme);
    await acme.put(
      'projects',
      Array.from({ length: 7 }, (_, i) => ({ externalId: `P-${i}` })),
    );
    const all = await acme.list('projects');
    expect(all).toHaveLength(9);
    for (const limit of [1, 2, 4, 9, 10]) expect(await acme.list('projects', limit)).toEqual(all);
    const made = (text: string) => Buffer.from(text).toString('base64url');
    for (const query of [
      '?after=not*a*cursor',
      `?after=${made('x')}`,
      `?after=${made('e\u0000')}`,
      `?after=${made('i0')}`,
      '?limit=0',
      '?limit=1001',
      '?offset=3',
    ]) {
      const response = await acme.get('projects', query);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the catalogue', () => {
  const modifiedAt = async (companyId: number) =>
    (
      await ctx.database.db
        .selectFrom('companies')
        .select('materials_modified_at')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).materials_modified_at.getTime();

  it("a change moves the catalogue's last-modified, so phones fetch it again; an unchanged batch does not", async () => {
    const acme = await company();
    const catalogue = [material('M-1'), material('M-2', { quantity: 2.5 })];
    let before = await modifiedAt(acme.companyId);
    await acme.put('materials', catalogue);
    expect(await modifiedAt(acme.companyId)).toBeGreaterThan(before);

    before = await modifiedAt(acme.companyId);
    const writes = await rowChanges();
    expect((await acme.put('materials', catalogue)).json()).toMatchObject({ unchanged: 2 });
    expect(await modifiedAt(acme.companyId)).toBe(before);
    expect(await rowChanges()).toBe(writes);

    await acme.put('materials', [{ externalId: 'M-2', deleted: true }]);
    expect(await modifiedAt(acme.companyId)).toBeGreaterThan(before);
  });
});

describe('POST /integration/v1/import: several collections in one call', () => {
  const post = (acme: ImportingCompany, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/import',
      headers: { authorization: `Bearer ${acme.key}` },
      payload: body as object,
    });
  // Listed in the body before what they name: each collection is stored before the ones that name it.
  const company = {
    planning: [
      {
        externalId: 'L-1',
        employeeExternalId: 'E-1',
        projectExternalId: 'P-1',
        startDate: '2026-03-09',
        endDate: '2026-03-09',
        works: [{ description: 'Steiger', relationExternalId: 'R-1' }],
      },
    ],
    parts: [{ externalId: 'B-1', workExternalId: 'W-1' }],
    works: [{ externalId: 'W-1', projectExternalId: 'P-1' }],
    projects: [{ externalId: 'P-1', relationExternalId: 'R-1', contactPersonExternalId: 'C-1' }],
    relations: [{ externalId: 'R-1', companyName: 'Hamer', contactPersons: [{ externalId: 'C-1', name: 'Piet' }] }],
    employees: [{ externalId: 'E-1', firstName: 'Jan', username: 'jan', password: 'welkom123' }],
  };

  it('names records anywhere in the call, and the same call again writes nothing', async () => {
    const acme = await importingCompany(ctx, `ALL${++companies}`);
    const first = await post(acme, company);
    expect(first.statusCode, first.body).toBe(200);
    const created = { created: 1, updated: 0, unchanged: 0, deleted: 0 };
    expect(first.json()).toEqual({
      planning: created,
      parts: created,
      works: created,
      projects: created,
      relations: created,
      employees: created,
    });
    expect((await acme.list('planning'))[0]).toMatchObject({
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      works: [{ relationExternalId: 'R-1' }],
    });

    const before = await rowChanges();
    const again = await post(acme, company);
    expect(Object.values(again.json() as object)).toEqual(
      Array(6).fill({ created: 0, updated: 0, unchanged: 1, deleted: 0 }),
    );
    expect(await rowChanges()).toBe(before);
  });

  it('one bad record anywhere refuses the whole call, named by its collection', async () => {
    const acme = await importingCompany(ctx, `ALL${++companies}`);
    const bad = { ...company, projects: [...company.projects, { externalId: 'P-2', relationExternalId: 'R-9' }] };
    expect(await refused(() => post(acme, bad), 400)).toEqual({
      code: 'UNKNOWN_REFERENCE',
      message: "projects[1].relationExternalId: no relation with externalId 'R-9'",
    });
    expect(await acme.list('employees')).toEqual([]);
    expect((await refused(() => post(acme, { ...company, employees: [{ externalId: 'E-1' }] }), 400)).message).toMatch(
      /^employees\[0\]\.firstName: /,
    );
    expect((await refused(() => post(acme, { projects: [], timesheets: [] }), 400)).message).toMatch(
      /^body\.timesheets: is not a collection/,
    );
    expect((await refused(() => post(acme, [company]), 400)).message).toMatch(/^body: must be an object/);
    const many = { 'hour-types': Array(6000).fill({}), 'indirect-types': Array(4001).fill({}) };
    expect(await refused(() => post(acme, many), 413)).toEqual({
      code: 'TOO_MANY_RECORDS',
      message: '10001 records in one call; at most 10000',
    });
  });
});

describe('importCollection', () => {
  it('imports the same as the route, for callers without HTTP (the bench); imports of a company run one at a time', async () => {
    const acme = await company();
    const batch = Array.from({ length: 50 }, (_, i) => material(`M-${i}`));
    const [one, two] = await Promise.all([
      importCollection(ctx.database.db, acme.companyId, 'materials', batch),
      importCollection(ctx.database.db, acme.companyId, 'materials', batch),
    ]);
    expect([one, two].map((r) => r.created).sort()).toEqual([0, 50]);
    expect([one, two].map((r) => r.unchanged).sort()).toEqual([0, 50]);
    await expect(
      importCollection(ctx.database.db, acme.companyId, 'materials', [material('X', { unit: '?' })]),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('records[0].unit'),
    });
  });
});
