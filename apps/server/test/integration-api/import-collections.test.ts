import { pageOf } from '@bouwwerk/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLLECTIONS } from '../../src/integration/import/collections';
import { useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * Every collection through its whole life: created, sent again unchanged (nothing written), changed, removed,
 * removed again (unchanged), restored. GET answers what was sent, in the PUT's own fields, and each answer
 * holds to the collection's item schema (the route writes it as built).
 */

const ctx = useTestApp();
let rowChanges: () => Promise<number>;
let companies = 0;

beforeAll(async () => {
  rowChanges = await installWriteCounter(ctx.database.db);
});

type Json = Record<string, unknown>;

interface Scenario {
  /** Records of other collections this one names, imported first. */
  setup?: Array<[collection: string, records: Json[]]>;
  record: Json;
  changed: Json;
  /** Removed for good (planning, catalogue) rather than kept, hidden, with deleted_at. */
  deletedForGood?: boolean;
  /** The table and what a removal sets there besides deleted_at. */
  table: string;
  hidden?: Json;
}

const employee = { externalId: 'E-1', firstName: 'Jan', username: 'jan' };
const relation = {
  externalId: 'R-1',
  companyName: 'Hamer B.V.',
  contactPersons: [{ externalId: 'C-1', name: 'Piet' }],
};
const project = { externalId: 'P-1', code: '2026-001', relationExternalId: 'R-1' };
const work = { externalId: 'W-1', projectExternalId: 'P-1', description: 'Elektra' };

const SCENARIOS: Record<string, Scenario> = {
  employees: {
    table: 'employees',
    record: {
      ...employee,
      lastName: 'de Vries',
      password: 'welkom123',
      mobile: '06-1',
      registrationRights: true,
      createSurplusWork: true,
    },
    changed: {
      ...employee,
      lastName: 'Jansen',
      telephone: '030-1',
      registrationRights: true,
      bookOtherProjectCosts: true,
      validateRegistrations: true,
    },
    hidden: { active: false },
  },
  relations: {
    table: 'relations',
    record: { ...relation, address: 'Dorpsstraat 1', zipCode: '3511 AB', city: 'Utrecht', telephone: '030-2' },
    changed: {
      ...relation,
      companyName: 'Hamer en Zn.',
      contactPersons: [
        { externalId: 'C-1', name: 'Piet Bakker' },
        { externalId: 'C-2', name: 'Kees' },
      ],
    },
  },
  'project-groups': {
    table: 'project_groups',
    record: { externalId: 'G-1', name: 'Woningbouw' },
    changed: { externalId: 'G-1', name: 'Utiliteit' },
  },
  projects: {
    table: 'projects',
    setup: [
      ['relations', [relation]],
      ['project-groups', [{ externalId: 'G-1', name: 'Woningbouw' }]],
    ],
    record: {
      ...project,
      contactPersonExternalId: 'C-1',
      projectGroupExternalId: 'G-1',
      customer: 'Gemeente',
      description: 'School',
      address: 'Lindelaan 4',
      postalCode: '3533 AA',
      city: 'Utrecht',
      phone: '030-3',
      projectYear: 2026,
      costPlus: true,
      startDate: '2026-03-01',
      endDate: '2026-06-30',
    },
    changed: {
      ...project,
      done: true,
      old: true,
      remarkResourcePlanning: 'Sleutel bij de buren\nBel vooraf',
      projectGroupExternalId: null,
    },
    hidden: { is_oud: true, has_active_administration: false },
  },
  works: {
    table: 'works',
    setup: [
      ['relations', [relation]],
      ['projects', [project]],
    ],
    record: work,
    changed: { ...work, description: 'Elektra en data', costPlus: true, old: true },
    hidden: { active: false },
  },
  parts: {
    table: 'budgets',
    setup: [
      ['relations', [relation]],
      ['projects', [project]],
      ['works', [work]],
    ],
    record: { externalId: 'B-1', workExternalId: 'W-1', code: '01', description: 'Groepenkast', kind: 'stelpost' },
    changed: {
      externalId: 'B-1',
      workExternalId: 'W-1',
      code: '01',
      description: 'Groepenkast',
      kind: 'otherProjectCost',
      done: true,
      blocked: true,
      invoiceId: 77,
    },
    hidden: { active: false },
  },
  'hour-types': {
    table: 'hour_types',
    record: { externalId: 'U-1', description: 'Normaal', sortOrder: 1 },
    changed: { externalId: 'U-1', description: 'Overwerk', sortOrder: 2 },
    hidden: { active: false },
  },
  'indirect-types': {
    table: 'indirect_work_types',
    record: { externalId: 'I-1', description: 'Verlof' },
    changed: { externalId: 'I-1', description: 'Verlof', active: false },
    hidden: { active: false },
  },
  'other-cost-types': {
    table: 'other_cost_types',
    record: { externalId: 'O-1', description: 'Parkeren' },
    changed: { externalId: 'O-1', description: 'Kilometers', sortOrder: -3 },
    hidden: { active: false },
  },
  'work-orders': {
    table: 'work_orders',
    setup: [
      ['relations', [relation]],
      ['projects', [project]],
    ],
    record: {
      externalId: 'WO-1',
      number: 'WB-42',
      projectExternalId: 'P-1',
      relationExternalId: 'R-1',
      customer: 'Fam. Jansen',
      address: {
        name: 'Fam. Jansen',
        street: 'Kerkstraat 1',
        postalCode: '3511 AB',
        city: 'Utrecht',
        telephone: '06-2',
      },
      description: 'Storing cv-ketel',
      orderDescription: 'Ketel nakijken\nFilter vervangen',
      externalReference: 'P-EXT',
      externalOrder: 'WB-EXT',
      startDate: '2026-03-10',
      info: [
        { label: 'Sleutel', value: 'Bij de buren' },
        { label: 'Hond', value: 'Ja' },
      ],
    },
    changed: {
      externalId: 'WO-1',
      number: 'WB-42',
      status: 3,
      invoiceId: 12,
      info: [
        { label: 'Hond', value: 'Ja' },
        { label: 'Sleutel', value: 'Onder de mat' },
      ],
    },
    hidden: { is_done: true },
  },
  planning: {
    table: 'planning',
    setup: [
      ['relations', [relation]],
      ['projects', [project]],
      ['employees', [employee]],
    ],
    record: {
      externalId: 'PL-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: '2026-03-09',
      endDate: '2026-03-10',
      arrival: '07:30',
      durationHours: 8,
      description: 'Sloopwerk',
      remark: 'Melden bij de conciërge',
      works: [
        { description: 'Steiger plaatsen', relationExternalId: 'R-1' },
        { description: 'Afval afvoeren', relationExternalId: null },
      ],
    },
    changed: {
      externalId: 'PL-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: '2026-03-09',
      endDate: '2026-03-11',
      durationHours: 7.5,
      works: [{ description: 'Steiger plaatsen', relationExternalId: 'R-1' }],
    },
    deletedForGood: true,
  },
  materials: {
    table: 'materials',
    record: {
      externalId: 'M-1',
      parentGroupCode: '10',
      parentGroupDescription: 'Elektra',
      groupCode: '10.2',
      description: 'Kabel 3x2,5',
      unit: 'm1',
      quantity: 1.5,
    },
    changed: {
      externalId: 'M-1',
      parentGroupCode: '10',
      groupCode: '10.3',
      description: 'Kabel 3x2,5',
      unit: 'stuks',
      code: 'K1',
    },
    deletedForGood: true,
  },
};

/** What GET lists for a record: the record as sent, without what is never returned. */
function shown(record: Json): Json {
  const { password: _password, ...rest } = record;
  return rest;
}

async function listed(company: ImportingCompany, collection: string) {
  const response = await company.get(collection, '?limit=1000');
  expect(response.statusCode).toBe(200);
  const page = response.json() as { items: Json[]; next: string | null };
  // The route writes its answer as built: it must hold to the documented schema, nothing stripped or changed.
  expect(pageOf(IMPORT_COLLECTIONS[collection as keyof typeof IMPORT_COLLECTIONS].schemas.item).parse(page)).toEqual(
    page,
  );
  return page.items;
}

async function stored(table: string, companyId: number, externalId: string) {
  const { rows } =
    await sql<Json>`SELECT * FROM ${sql.table(table)} WHERE company_id = ${companyId} AND external_id = ${externalId}`.execute(
      ctx.database.db,
    );
  return rows[0];
}

async function expectNothingWritten(put: () => Promise<{ statusCode: number; body: string }>, counts: Json) {
  const before = await rowChanges();
  const response = await put();
  expect(response.statusCode, response.body).toBe(200);
  expect(JSON.parse(response.body)).toEqual(counts);
  expect(await rowChanges()).toBe(before);
}

const result = (counts: Partial<Record<'created' | 'updated' | 'unchanged' | 'deleted', number>>) => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  ...counts,
});

describe.each(Object.entries(SCENARIOS))('PUT and GET /integration/v1/%s', (collection, scenario) => {
  it('creates, keeps, updates, removes and restores a record; an unchanged one writes nothing', async () => {
    const company = await importingCompany(ctx, `COL${++companies}`);
    for (const [other, records] of scenario.setup ?? [])
      expect((await company.put(other, records)).statusCode).toBe(200);
    const key = scenario.record.externalId as string;
    const itemOf = async () => (await listed(company, collection)).find((item) => item.externalId === key);

    const created = await company.put(collection, [scenario.record]);
    expect(created.json(), created.body).toEqual(result({ created: 1 }));
    expect(await itemOf()).toMatchObject({ ...shown(scenario.record), id: expect.any(Number) });
    expect(await itemOf()).not.toHaveProperty('deleted');
    await expectNothingWritten(() => company.put(collection, [scenario.record]), result({ unchanged: 1 }));

    expect((await company.put(collection, [scenario.changed])).json()).toEqual(result({ updated: 1 }));
    const updated = await itemOf();
    expect(updated).toMatchObject(shown(scenario.changed));
    await expectNothingWritten(() => company.put(collection, [scenario.changed]), result({ unchanged: 1 }));

    expect((await company.put(collection, [{ externalId: key, deleted: true }])).json()).toEqual(
      result({ deleted: 1 }),
    );
    const row = await stored(scenario.table, company.companyId, key);
    if (scenario.deletedForGood) {
      expect(row).toBeUndefined();
      expect(await itemOf()).toBeUndefined();
    } else {
      expect(row).toMatchObject({ ...scenario.hidden, deleted_at: expect.any(Date) });
      expect(await itemOf()).toMatchObject({ deleted: true });
    }
    await expectNothingWritten(
      () => company.put(collection, [{ ...scenario.changed, deleted: true }]),
      result({ unchanged: 1 }),
    );

    const restored = await company.put(collection, [scenario.changed]);
    expect(restored.json()).toEqual(result(scenario.deletedForGood ? { created: 1 } : { updated: 1 }));
    expect(await itemOf()).toEqual({ ...updated, id: scenario.deletedForGood ? expect.any(Number) : updated!.id });
    expect(await stored(scenario.table, company.companyId, key)).toMatchObject({ deleted_at: null });
  });
});

describe('nested lists', () => {
  it("a relation's contact persons are replaced as a whole: one left out is hidden, still there for projects", async () => {
    const company = await importingCompany(ctx, 'NEST1');
    await company.put('relations', [
      {
        externalId: 'R-1',
        companyName: 'A',
        contactPersons: [
          { externalId: 'C-1', name: 'Piet' },
          { externalId: 'C-2', name: 'Kees' },
        ],
      },
    ]);
    await company.put('projects', [{ externalId: 'P-1', relationExternalId: 'R-1', contactPersonExternalId: 'C-1' }]);
    expect(
      (
        await company.put('relations', [
          { externalId: 'R-1', companyName: 'A', contactPersons: [{ externalId: 'C-2', name: 'Kees' }] },
        ])
      ).json(),
    ).toEqual(result({ updated: 1 }));
    expect((await company.list('relations'))[0]!.contactPersons).toEqual([{ externalId: 'C-2', name: 'Kees' }]);
    // The project still names its contact person, and can be sent again with it.
    expect((await company.list('projects'))[0]).toMatchObject({ contactPersonExternalId: 'C-1' });
    expect(
      (
        await company.put('projects', [
          { externalId: 'P-1', relationExternalId: 'R-1', contactPersonExternalId: 'C-1' },
        ])
      ).json(),
    ).toEqual(result({ unchanged: 1 }));

    // A contact person moves to another relation with its id; the same list in another order is unchanged.
    await company.put('relations', [
      {
        externalId: 'R-2',
        companyName: 'B',
        contactPersons: [
          { externalId: 'C-2', name: 'Kees' },
          { externalId: 'C-3', name: 'Els' },
        ],
      },
    ]);
    const relations = await company.list('relations');
    expect(relations.map((r) => [r.externalId, r.contactPersons])).toEqual([
      ['R-1', []],
      [
        'R-2',
        [
          { externalId: 'C-2', name: 'Kees' },
          { externalId: 'C-3', name: 'Els' },
        ],
      ],
    ]);
    await expectNothingWritten(
      () =>
        company.put('relations', [
          {
            externalId: 'R-2',
            companyName: 'B',
            contactPersons: [
              { externalId: 'C-3', name: 'Els' },
              { externalId: 'C-2', name: 'Kees' },
            ],
          },
        ]),
      result({ unchanged: 1 }),
    );
  });

  it('a planning line with works has a planned item per day on its project, each with the works', async () => {
    const company = await importingCompany(ctx, 'NEST2');
    await company.put('relations', [{ externalId: 'R-1', companyName: 'Steigerbouw' }]);
    await company.put('projects', [{ externalId: 'P-1' }, { externalId: 'P-2' }]);
    await company.put('employees', [{ externalId: 'E-1', firstName: 'Jan', username: 'jan' }]);
    const line = {
      externalId: 'PL-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: '2026-03-09',
      endDate: '2026-03-11',
      description: 'Sloop',
    };
    await company.put('planning', [
      { ...line, works: [{ description: 'Steiger', relationExternalId: 'R-1' }, { description: 'Afval' }] },
    ]);
    const items = () =>
      sql<{ date: string; project_id: number; description: string; works: number }>`
        SELECT i.date, i.project_id, i.description, (SELECT count(*)::int FROM planning_item_works w WHERE w.planning_item_id = i.id) AS works
        FROM planning_items i JOIN planning p ON p.id = i.planning_id WHERE p.company_id = ${company.companyId} ORDER BY i.date`
        .execute(ctx.database.db)
        .then((r) => r.rows);
    const [p1, p2] = await company.list('projects');
    expect(await items()).toEqual(
      ['2026-03-09', '2026-03-10', '2026-03-11'].map((date) => ({
        date,
        project_id: p1!.id,
        description: 'Sloop',
        works: 2,
      })),
    );
    // Another project: the items follow the line; without works there are none.
    await company.put('planning', [
      { ...line, projectExternalId: 'P-2', works: [{ description: 'Steiger', relationExternalId: 'R-1' }] },
    ]);
    expect((await items()).map((i) => [i.project_id, i.works])).toEqual(Array(3).fill([p2!.id, 1]));
    await company.put('planning', [line]);
    expect(await items()).toEqual([]);
  });
});

describe('PUT /integration/v1/working-hours', () => {
  it("keys the company's working hours by weekday: created, unchanged, changed, removed", async () => {
    const company = await importingCompany(ctx, 'HOURS');
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, hours: 8 }));
    expect((await company.put('working-hours', week)).json()).toEqual(result({ created: 5 }));
    await expectNothingWritten(() => company.put('working-hours', week), result({ unchanged: 5 }));
    const changed = await company.put('working-hours', [
      { weekday: 5, hours: 4.5 },
      { weekday: 1, deleted: true },
      { weekday: 7, deleted: true },
    ]);
    expect(changed.json()).toEqual(result({ updated: 1, deleted: 1, unchanged: 1 }));
    expect(await listed(company, 'working-hours')).toEqual(
      [2, 3, 4, 5].map((weekday) => ({ weekday, hours: weekday === 5 ? 4.5 : 8 })),
    );
    const page = await company.get('working-hours', '?limit=2');
    expect(page.json()).toMatchObject({ items: [{ weekday: 2 }, { weekday: 3 }], next: expect.any(String) });
    const rest = await company.get('working-hours', `?limit=2&after=${(page.json() as { next: string }).next}`);
    expect(rest.json()).toEqual({
      items: [
        { weekday: 4, hours: 8 },
        { weekday: 5, hours: 4.5 },
      ],
      next: null,
    });
  });
});

describe('hours of the integration', () => {
  it('refuse what rounds to 0 at four decimals, as the app does; 0 itself is none', async () => {
    const company = await importingCompany(ctx, 'TINYHOURS');
    for (const [collection, records] of [
      ['relations', [relation]],
      ['projects', [project]],
      ['employees', [employee]],
    ] as const)
      expect((await company.put(collection, records)).statusCode).toBe(200);
    const line = (durationHours: number) => ({
      externalId: 'PL-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: '2026-03-09',
      endDate: '2026-03-09',
      durationHours,
    });
    const cases: Array<[string, (hours: number) => unknown, string]> = [
      ['planning', line, 'records[0].durationHours'],
      ['working-hours', (hours) => ({ weekday: 1, hours }), 'records[0].hours'],
    ];
    for (const [collection, record, field] of cases) {
      for (const hours of [1e-7, 0.00004, -0.00001, 24.00005, 25]) {
        const response = await company.put(collection, [record(hours)]);
        expect(response.statusCode, `${collection} ${hours}`).toBe(400);
        expect((response.json() as { message: string }).message).toContain(`${field}: must be 0, or more than 0`);
      }
      for (const hours of [0, 0.00005, 8]) {
        expect((await company.put(collection, [record(hours)])).statusCode, `${collection} ${hours}`).toBe(200);
      }
    }
  });
});
