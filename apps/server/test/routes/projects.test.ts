import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ProjectListItemSchema,
  type Part,
  type ProjectGroup,
  type ProjectItem,
  type ProjectListItem,
  type Relation,
  type Work,
} from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyId, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'kees', 'anna']);
const { tokens } = ctx;
const refs = {
  demo: 0,
  school: 0,
  schoolDay: '',
  done: 0,
  relation: 0,
  contact: 0,
  group: 0,
  acmeRelation: 0,
  workWithParts: 0,
};
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  const acme = await companyId(db(), 'acme');
  const planned = await db()
    .selectFrom('planning as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select(['p.project_id', 'p.start_date'])
    .where('e.username', '=', 'jan')
    .where('p.company_id', '=', refs.demo)
    .where('p.project_id', 'is not', null)
    .orderBy('p.start_date')
    .executeTakeFirstOrThrow();
  refs.school = planned.project_id!;
  refs.schoolDay = planned.start_date;
  refs.done = (
    await db()
      .selectFrom('projects')
      .select('id')
      .where('company_id', '=', refs.demo)
      .where('is_done', '=', true)
      .executeTakeFirstOrThrow()
  ).id;
  const contact = await db()
    .selectFrom('contact_persons')
    .select(['id', 'relation_id'])
    .where('company_id', '=', refs.demo)
    .executeTakeFirstOrThrow();
  refs.contact = contact.id;
  refs.relation = contact.relation_id;
  refs.group = (
    await db()
      .selectFrom('project_groups')
      .select('id')
      .where('company_id', '=', refs.demo)
      .where('company_name', '=', 'Utiliteit')
      .executeTakeFirstOrThrow()
  ).id;
  refs.acmeRelation = (
    await db().selectFrom('relations').select('id').where('company_id', '=', acme).executeTakeFirstOrThrow()
  ).id;
  refs.workWithParts = (
    await db().selectFrom('budgets').select('work_id').where('company_id', '=', refs.demo).executeTakeFirstOrThrow()
  ).work_id;
});

const get = (url: string, token = tokens.jan) => ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
const post = (url: string, payload: object, token = tokens.jan) =>
  ctx.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });

describe('GET /v1/projecten', () => {
  it('lists the company’s projects with address, client and description', async () => {
    const list = (await get('/v1/projecten')).json() as ProjectListItem[];
    const count = await db()
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', refs.demo)
      .executeTakeFirstOrThrow();
    expect(list).toHaveLength(Number(count.n));
    expect(list.find((p) => p.id === refs.school)).toMatchObject({
      adres: expect.any(String),
      opdrachgever: expect.any(String),
      description: expect.any(String),
    });
    // anna sees acme's own projects, all of them and only them: an empty list would hide nothing.
    const acme = (await get('/v1/projecten', tokens.anna)).json() as ProjectListItem[];
    const acmeIds = await db()
      .selectFrom('projects')
      .select('id')
      .where('company_id', '=', await companyId(db(), 'acme'))
      .execute();
    expect(acmeIds.length).toBeGreaterThan(0);
    expect(acme.map((p) => p.id).sort()).toEqual(acmeIds.map((p) => p.id).sort());
    expect(acme.some((p) => p.id === refs.school)).toBe(false);
  });
});

describe('GET /v1/projecten as built once per version', () => {
  const inEncoding = (encoding: string, token = tokens.jan) =>
    ctx.app.inject({
      method: 'GET',
      url: '/v1/projecten',
      headers: { ...apiHeaders(token), 'accept-encoding': encoding },
    });

  it('sends the same list in brotli, gzip and plain JSON, each valid for the schema', async () => {
    const plain = await inEncoding('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = ProjectListItemSchema.array().parse(plain.json());
    expect(list.length).toBeGreaterThan(0);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await inEncoding(`${encoding}, identity;q=0.5`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(list);
    }
  });

  it('a colleague gets the same list, another company its own', async () => {
    const jan = (await inEncoding('gzip')).rawPayload;
    expect((await inEncoding('gzip', tokens.kees)).rawPayload.equals(jan)).toBe(true);
    const acme = JSON.parse(
      gunzipSync((await inEncoding('gzip', tokens.anna)).rawPayload).toString(),
    ) as ProjectListItem[];
    expect(acme.some((p) => p.id === refs.school)).toBe(false);
  });

  it('a changed project is in the next list at once', async () => {
    const before = (await get('/v1/projecten')).json() as ProjectListItem[];
    await db()
      .updateTable('projects')
      .set({ description: 'Renovatie school, fase 2' })
      .where('id', '=', refs.school)
      .execute();
    const after = (await get('/v1/projecten')).json() as ProjectListItem[];
    expect(before.find((p) => p.id === refs.school)?.description).not.toBe('Renovatie school, fase 2');
    expect(after.find((p) => p.id === refs.school)?.description).toBe('Renovatie school, fase 2');
  });
});

describe('GET /v1/project/{id}/planning/{date} and its employees', () => {
  it('returns the project of that day with jan’s planning and his colleagues', async () => {
    const item = (await get(`/v1/project/${refs.school}/planning/${refs.schoolDay}`)).json() as ProjectItem;
    expect(item).toMatchObject({ type: 'project', id: refs.school, expected: true });
    expect(item.colleagues.length).toBeGreaterThan(0);
    const people = (
      await get(`/v1/resoureplanning/${refs.schoolDay}/project/${refs.school}/employees`)
    ).json() as Array<{ id: number }>;
    expect(people.length).toBe(item.employees.length);
  });

  it('answers 404 for another company and 400 for a bad date', async () => {
    expect((await get(`/v1/project/${refs.school}/planning/${refs.schoolDay}`, tokens.anna)).statusCode).toBe(404);
    expect(
      (await get(`/v1/resoureplanning/${refs.schoolDay}/project/${refs.school}/employees`, tokens.anna)).statusCode,
    ).toBe(404);
    expect((await get(`/v1/project/${refs.school}/planning/2026-02-31`)).statusCode).toBe(400);
  });
});

describe('GET onderdelen of projects and works', () => {
  it('lists works with what they contain, and the parts of a work', async () => {
    const works = (await get(`/v1/projecten/${refs.school}/onderdelen`)).json() as Work[];
    expect(works.length).toBeGreaterThan(0);
    expect(works.some((w) => w.soortId === 1)).toBe(true);
    const parts = (await get(`/v1/werken/${refs.workWithParts}/onderdelen`)).json() as Part[];
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part.stelpostId).toBe(part.soort === 1 ? part.id : 0);
  });

  it('answers 404 for another company’s project or work', async () => {
    expect((await get(`/v1/projecten/${refs.school}/onderdelen`, tokens.anna)).statusCode).toBe(404);
    expect((await get(`/v1/werken/${refs.workWithParts}/onderdelen`, tokens.anna)).statusCode).toBe(404);
  });
});

describe('GET /v1/relaties and /v1/projectgroepen', () => {
  it('hide empty company names and sort by name', async () => {
    const relations = (await get('/v1/relaties')).json() as Relation[];
    expect(relations.length).toBeGreaterThan(0);
    expect(relations.every((r) => r.companyName.trim() !== '')).toBe(true);
    const names = relations.map((r) => r.companyName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(relations.find((r) => r.id === refs.relation)!.contactPersons.map((c) => c.id)).toContain(refs.contact);
    const groups = (await get('/v1/projectgroepen')).json() as ProjectGroup[];
    expect(groups.map((g) => g.companyName)).toEqual(['Utiliteit', 'Woningbouw']);
  });
});

describe('POST /v1/projecten/{id}/regiewerk', () => {
  const payload = (overrides: object = {}) => ({
    omschrijving: 'Extra wandcontactdozen',
    created: '2026-03-11',
    soortId: 1,
    statusId: 0,
    projectId: refs.school,
    ...overrides,
  });

  it('creates a regie work (soort 1, status 0) on the project', async () => {
    const response = await post(`/v1/projecten/${refs.school}/regiewerk`, payload());
    expect(response.statusCode).toBe(201);
    const work = await db()
      .selectFrom('works')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(work).toMatchObject({
      project_id: refs.school,
      soort_id: 1,
      status_id: 0,
      omschrijving: 'Extra wandcontactdozen',
      created: '2026-03-11',
    });
  });

  it('refuses without the rights (403), on a done project (409), for another company (404), and bad input (400)', async () => {
    expect((await post(`/v1/projecten/${refs.school}/regiewerk`, payload(), tokens.kees)).statusCode).toBe(403);
    expect((await post(`/v1/projecten/${refs.done}/regiewerk`, payload({ projectId: refs.done }))).statusCode).toBe(
      409,
    );
    const acme = await ctx.app.inject({
      method: 'POST',
      url: `/v1/projecten/${refs.school}/regiewerk`,
      headers: apiHeaders(tokens.anna),
      payload: payload(),
    });
    expect(acme.statusCode).toBe(404);
    expect((await post(`/v1/projecten/${refs.school}/regiewerk`, payload({ omschrijving: '' }))).statusCode).toBe(400);
    expect((await post(`/v1/projecten/${refs.school}/regiewerk`, payload({ soortId: 0 }))).statusCode).toBe(400);
    expect((await post(`/v1/projecten/${refs.school}/regiewerk`, payload({ projectId: refs.done }))).statusCode).toBe(
      400,
    );
  });
});

describe('POST /v1/project', () => {
  const payload = (overrides: object = {}) => ({
    code: 'P26-900',
    customer: 'demo',
    relationId: refs.relation,
    description: 'Nieuwe aanbouw',
    companyId: 0,
    address: 'Dorpsstraat 1',
    postalcode: '1234 AB',
    city: 'Utrecht',
    newRelationCreated: false,
    projectYear: 2026,
    status: 1,
    afronden: 0,
    ...overrides,
  });

  it('creates the project in the signed-in company with status 1, afronden 0 and the project year', async () => {
    const response = await post('/v1/project', payload({ projectGroupId: refs.group, contactPersonId: refs.contact }));
    expect(response.statusCode).toBe(201);
    const project = await db()
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(project).toMatchObject({
      company_id: refs.demo,
      status: 1,
      afronden: 0,
      project_year: 2026,
      relation_id: refs.relation,
      project_group_id: refs.group,
      description: 'Nieuwe aanbouw',
    });
  });

  it.each([
    ['a customer that is not the signed-in organisation', { customer: 'acme' }, 400],
    ['status other than 1', { status: 0 }, 400],
    ['afronden other than 0', { afronden: 1 }, 400],
    ['an empty description', { description: '' }, 400],
    ['another company’s relation', {}, 404],
  ])('refuses %s', async (name, overrides, status) => {
    const body = name.startsWith('another') ? payload({ relationId: refs.acmeRelation }) : payload(overrides);
    expect((await post('/v1/project', body)).statusCode).toBe(status);
  });

  it('refuses an employee without project administration (403)', async () => {
    expect((await post('/v1/project', payload(), tokens.kees)).statusCode).toBe(403);
  });
});
