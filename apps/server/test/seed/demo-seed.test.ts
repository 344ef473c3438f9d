import { inflateSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { browserPasswordDigest, verifyPasswordDigest } from '../../src/lib/passwords';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData, type SeedSummary } from '../../src/seed/demo-seed';
import { employeeId } from '../helpers/demo-refs';
import { createTestDatabase } from '../helpers/test-database';

// Wednesday 11 March 2026 in Amsterdam. The expected dates are written out, not computed with the seed's
// own calendar code, so a mistake there shows up here.
const TODAY = new Date('2026-03-11T10:00:00Z');
const TODAY_ISO = '2026-03-11';
const MONDAY = '2026-03-09';
const FRIDAY = '2026-03-13';
const TWO_WEEKS_BEFORE_MONDAY = '2026-02-23';

const UNITS = ['stuks', 'm1', 'm2', 'm3', 'doos', 'bbag', 'kg', 'liter', 'km'];

type Seeded = Extract<SeedSummary, { seeded: true }>;

function seeded(summary: SeedSummary): Seeded {
  if (!summary.seeded) throw new Error(`seed skipped: ${summary.reason}`);
  return summary;
}

/** ISO weekday of a 'yyyy-MM-dd' date: 1 Monday ... 7 Sunday. */
function weekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let handle: DatabaseHandle;
let db: Kysely<Database>;
let emptyBefore: boolean;
let summary: Seeded;
let demoId: number;
let acmeId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  emptyBefore = await isDatabaseEmpty(db);
  summary = seeded(await seedDemoData(db, { today: TODAY }));
  demoId = summary.companyIds.demo;
  acmeId = summary.companyIds.acme;
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData: writing', () => {
  it('fills an empty database and reports what it wrote', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(summary.today).toBe(TODAY_ISO);
    // Written out: an empty summary would pass the loop below, and the determinism test's snapshot of its tables.
    expect(Object.keys(summary.counts).sort()).toEqual([
      'budgets',
      'companies',
      'company_working_hours',
      'contact_persons',
      'employees',
      'hour_registrations',
      'hour_types',
      'indirect_work_types',
      'material_registrations',
      'materials',
      'other_cost_types',
      'planning',
      'planning_item_works',
      'planning_items',
      'project_groups',
      'projects',
      'relations',
      'work_order_info',
      'work_orders',
      'works',
    ]);
    for (const [table, n] of Object.entries(summary.counts)) {
      expect(await count(db, table as keyof Database), table).toBe(n);
      expect(n, table).toBeGreaterThan(0);
    }
  });

  it('writes nothing into a database that already holds data', async () => {
    const before = await count(db, 'hour_registrations');
    const again = await seedDemoData(db, { today: TODAY });
    expect(again.seeded).toBe(false);
    expect(await count(db, 'companies')).toBe(2);
    expect(await count(db, 'hour_registrations')).toBe(before);
  });
});

describe('seedDemoData: companies and employees', () => {
  it('creates the companies demo and acme with a real 240x80 PNG logo', async () => {
    const companies = await db.selectFrom('companies').selectAll().orderBy('id').execute();
    expect(companies.map((c) => [c.id, c.code])).toEqual([
      [demoId, 'demo'],
      [acmeId, 'acme'],
    ]);
    expect(companies[0]?.name).toBe('Van der Berg Bouw & Installatie B.V.');
    expect(companies[1]?.name).toBe('Acme Installatietechniek B.V.');
    for (const company of companies) {
      expect(company.logo_ext).toBe('png');
      expect(company.logo_mime).toBe('image/png');
      const png = Buffer.from(company.logo ?? new Uint8Array());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('ascii', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 80]);
      // The image data inflates to one filter byte plus 240 RGB pixels per row.
      const idatLength = png.readUInt32BE(33);
      expect(png.toString('ascii', 37, 41)).toBe('IDAT');
      expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((240 * 3 + 1) * 80);
    }
  });

  it('sets the demo working hours per weekday', async () => {
    const rows = await db
      .selectFrom('company_working_hours')
      .select(['weekday', 'hours'])
      .where('company_id', '=', demoId)
      .orderBy('weekday')
      .execute();
    expect(rows.map((r) => r.hours)).toEqual([8, 8, 8, 8, 7.5, 0, 0]);
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(
      await db.selectFrom('company_working_hours').where('company_id', '=', acmeId).selectAll().execute(),
    ).toHaveLength(7);
  });

  it('gives jan, kees, els and anna the rights the demo is about', async () => {
    const rights = await db
      .selectFrom('employees')
      .select([
        'company_id',
        'username',
        'registratie_rechten',
        'project_administratie_ingeschakeld',
        'regiewerk_aanmaken_ingeschakeld',
        'boeken_overige_projectkosten',
        'aanmaken_regiewerk',
        'validate_registrations_enabled',
        'active',
      ])
      .where('username', 'in', ['jan', 'kees', 'els', 'anna'])
      .orderBy('username')
      .execute();
    const all = {
      registratie_rechten: 1,
      project_administratie_ingeschakeld: true,
      regiewerk_aanmaken_ingeschakeld: true,
      boeken_overige_projectkosten: 1,
      aanmaken_regiewerk: 1,
      active: true,
    };
    expect(rights).toEqual([
      { company_id: acmeId, username: 'anna', ...all, validate_registrations_enabled: false },
      { company_id: demoId, username: 'els', ...all, validate_registrations_enabled: true },
      { company_id: demoId, username: 'jan', ...all, validate_registrations_enabled: false },
      {
        company_id: demoId,
        username: 'kees',
        registratie_rechten: 0,
        project_administratie_ingeschakeld: false,
        regiewerk_aanmaken_ingeschakeld: false,
        boeken_overige_projectkosten: 0,
        aanmaken_regiewerk: 0,
        validate_registrations_enabled: false,
        active: true,
      },
    ]);
  });

  it('adds colleagues with Dutch names and phone numbers, usernames in lower case', async () => {
    const employees = await db.selectFrom('employees').selectAll().where('company_id', '=', demoId).execute();
    const colleagues = employees.filter((e) => !['jan', 'kees', 'els'].includes(e.username) && e.active);
    expect(colleagues.length).toBeGreaterThanOrEqual(3);
    expect(colleagues.length).toBeLessThanOrEqual(5);
    for (const e of employees) {
      expect(e.username).toBe(e.username.toLowerCase());
      expect(e.first_name).not.toBe('');
      expect(e.last_name).not.toBe('');
      expect(e.telephone).toMatch(/^0\d{2}-\d{7}$/);
    }
    // All but one have a mobile number; the one without shows the telephone fallback.
    expect(employees.filter((e) => /^06-\d{8}$/.test(e.mobile)).length).toBe(employees.length - 1);
  });

  it('stores passwords that verify with the digest the browser sends for welkom123', async () => {
    const employees = await db.selectFrom('employees').select(['username', 'password_hash', 'password_salt']).execute();
    expect(employees.length).toBeGreaterThanOrEqual(8);
    const digest = browserPasswordDigest('welkom123');
    for (const e of employees) {
      expect(await verifyPasswordDigest(digest, { hash: e.password_hash, salt: e.password_salt }), e.username).toBe(
        true,
      );
    }
    const [first] = employees;
    if (!first) throw new Error('no employees');
    expect(
      await verifyPasswordDigest(browserPasswordDigest('welkom124'), {
        hash: first.password_hash,
        salt: first.password_salt,
      }),
    ).toBe(false);
    // Salts are per employee.
    expect(new Set(employees.map((e) => Buffer.from(e.password_salt).toString('hex'))).size).toBe(employees.length);
  });

  it('lists demo sign-ins that exist as active employees of their company', async () => {
    expect(DEMO_LOGINS.map((l) => `${l.companyCode}/${l.username}`)).toEqual([
      'demo/jan',
      'demo/els',
      'demo/kees',
      'acme/anna',
    ]);
    for (const login of DEMO_LOGINS) {
      const row = await db
        .selectFrom('employees')
        .innerJoin('companies', 'companies.id', 'employees.company_id')
        .select(['employees.active', 'employees.password_hash', 'employees.password_salt'])
        .where('companies.code', '=', login.companyCode)
        .where('employees.username', '=', login.username)
        .executeTakeFirstOrThrow();
      expect(row.active).toBe(true);
      expect(
        await verifyPasswordDigest(browserPasswordDigest(login.password), {
          hash: row.password_hash,
          salt: row.password_salt,
        }),
      ).toBe(true);
    }
  });
});

describe('seedDemoData: company isolation', () => {
  // Every reference from a child row to a parent row; both must carry the same company.
  const REFERENCES: [child: string, column: string, parent: string][] = [
    ['contact_persons', 'relation_id', 'relations'],
    ['projects', 'relation_id', 'relations'],
    ['projects', 'contact_person_id', 'contact_persons'],
    ['projects', 'project_group_id', 'project_groups'],
    ['works', 'project_id', 'projects'],
    ['works', 'created_by', 'employees'],
    ['budgets', 'work_id', 'works'],
    ['work_orders', 'project_id', 'projects'],
    ['work_orders', 'relation_id', 'relations'],
    ['work_order_info', 'work_order_id', 'work_orders'],
    ['planning', 'employee_id', 'employees'],
    ['planning', 'project_id', 'projects'],
    ['planning', 'work_order_id', 'work_orders'],
    ['planning', 'indirect_work_type_id', 'indirect_work_types'],
    ['planning_items', 'project_id', 'projects'],
    ['planning_item_works', 'planning_item_id', 'planning_items'],
    ['planning_item_works', 'relation_id', 'relations'],
    ['hour_registrations', 'employee_id', 'employees'],
    ['hour_registrations', 'project_id', 'projects'],
    ['hour_registrations', 'work_id', 'works'],
    ['hour_registrations', 'budget_id', 'budgets'],
    ['hour_registrations', 'work_order_id', 'work_orders'],
    ['hour_registrations', 'indirect_work_type_id', 'indirect_work_types'],
    ['hour_registrations', 'hour_type_id', 'hour_types'],
    ['hour_registrations', 'other_cost_type_id', 'other_cost_types'],
    ['material_registrations', 'employee_id', 'employees'],
    ['material_registrations', 'project_id', 'projects'],
    ['material_registrations', 'work_id', 'works'],
    ['material_registrations', 'budget_id', 'budgets'],
    ['material_registrations', 'work_order_id', 'work_orders'],
    ['material_registrations', 'material_id', 'materials'],
  ];

  it.each(REFERENCES)('%s.%s points into the same company in %s', async (child, column, parent) => {
    const { rows } = await sql<{ total: number; foreign: number }>`
      select count(*)::int as total, count(*) filter (where p.company_id <> c.company_id)::int as foreign
      from ${sql.table(child)} c join ${sql.table(parent)} p on p.id = ${sql.ref(`c.${column}`)}
    `.execute(db);
    // Some rows must use the reference, or the check proves nothing.
    expect(rows[0]?.total).toBeGreaterThan(0);
    expect(rows[0]?.foreign).toBe(0);
  });

  it('picks a project contact person from the project relation', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from projects p join contact_persons cp on cp.id = p.contact_person_id
      where cp.relation_id <> p.relation_id
    `.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('books every registration on a work of its project and a budget of its work', async () => {
    for (const table of ['hour_registrations', 'material_registrations']) {
      const { rows } = await sql<{ total: number; wrong: number; loose: number }>`
        select count(*)::int as total,
          count(*) filter (where w.project_id <> r.project_id or (b.id is not null and b.work_id <> r.work_id))::int as wrong,
          count(*) filter (where r.work_id is null)::int as loose
        from ${sql.table(table)} r left join works w on w.id = r.work_id left join budgets b on b.id = r.budget_id
        where r.project_id is not null
      `.execute(db);
      expect(rows[0]?.total, table).toBeGreaterThan(0);
      expect(rows[0]?.wrong, table).toBe(0);
      expect(rows[0]?.loose, table).toBe(0);
    }
  });

  it('gives acme its own small data set', async () => {
    const n = async (table: 'relations' | 'projects' | 'work_orders' | 'materials' | 'hour_types' | 'planning') =>
      (await db.selectFrom(table).select('id').where('company_id', '=', acmeId).execute()).length;
    expect(await n('relations')).toBeGreaterThanOrEqual(2);
    expect(await n('projects')).toBe(2);
    expect(await n('work_orders')).toBe(2);
    expect(await n('hour_types')).toBeGreaterThanOrEqual(1);
    expect(await n('materials')).toBeGreaterThanOrEqual(15);
    expect(await n('materials')).toBeLessThanOrEqual(30);
    const anna = await employeeId(db, acmeId, 'anna');
    const annaPlanning = await db.selectFrom('planning').selectAll().where('employee_id', '=', anna).execute();
    expect(annaPlanning.length).toBeGreaterThan(0);
    for (const p of annaPlanning) {
      expect(p.start_date >= MONDAY && p.end_date <= FRIDAY).toBe(true);
    }
    // No demo name shows up in acme's lists.
    const names = await db.selectFrom('relations').select('company_name').where('company_id', '=', acmeId).execute();
    const demoNames = await db
      .selectFrom('relations')
      .select('company_name')
      .where('company_id', '=', demoId)
      .execute();
    const overlap = names.filter((a) => demoNames.some((d) => d.company_name === a.company_name));
    expect(overlap).toEqual([]);
  });
});

describe('seedDemoData: relations, projects and work orders', () => {
  it('has relations with addresses and contact persons, and one without a company name', async () => {
    const relations = await db.selectFrom('relations').selectAll().where('company_id', '=', demoId).execute();
    const unnamed = relations.filter((r) => r.company_name === '');
    expect(unnamed).toHaveLength(1);
    const named = relations.filter((r) => r.company_name !== '');
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const r of named) {
      expect(r.contact_zip_code).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(r.contact_address).not.toBe('');
      expect(r.contact_city).not.toBe('');
      const contacts = await db.selectFrom('contact_persons').select('name').where('relation_id', '=', r.id).execute();
      expect(contacts.length, r.company_name).toBeGreaterThan(0);
    }
  });

  it('has the project groups Utiliteit and Woningbouw and one without a name', async () => {
    const groups = await db
      .selectFrom('project_groups')
      .select('company_name')
      .where('company_id', '=', demoId)
      .execute();
    expect(groups.map((g) => g.company_name).sort()).toEqual(['', 'Utiliteit', 'Woningbouw']);
  });

  it('has projects for every lock and routing case', async () => {
    const projects = await db.selectFrom('projects').selectAll().where('company_id', '=', demoId).execute();
    expect(projects.length).toBeGreaterThanOrEqual(6);
    for (const p of projects) {
      expect(p.code).toMatch(/^P\d{2}-\d{3}$/);
      expect(p.description).not.toBe('');
      expect(p.address).not.toBe('');
      expect(p.postalcode).toMatch(/^\d{4} [A-Z]{2}$/);
    }
    expect(projects.filter((p) => p.is_oud)).toHaveLength(1);
    expect(projects.filter((p) => p.is_done)).toHaveLength(1);
    expect(projects.filter((p) => !p.has_active_administration)).toHaveLength(1);

    const works = await db.selectFrom('works').selectAll().where('company_id', '=', demoId).execute();
    const budgets = await db.selectFrom('budgets').selectAll().where('company_id', '=', demoId).execute();
    expect(new Set(works.map((w) => w.soort_id))).toEqual(new Set([0, 1]));
    expect(new Set(budgets.map((b) => b.soort))).toEqual(new Set([0, 1, 2]));
    // A regie work is booked without a part.
    for (const w of works.filter((x) => x.soort_id === 1)) {
      expect(budgets.filter((b) => b.work_id === w.id)).toEqual([]);
    }
    const singlePart = projects.filter((p) => {
      const own = works.filter((w) => w.project_id === p.id);
      const [only] = own;
      return own.length === 1 && only !== undefined && budgets.filter((b) => b.work_id === only.id).length === 1;
    });
    expect(singlePart).toHaveLength(1);
    // Locked parts exist: invoiced, done, blocked and inactive.
    expect(budgets.some((b) => b.factuur_id !== null)).toBe(true);
    expect(budgets.some((b) => b.is_done)).toBe(true);
    expect(budgets.some((b) => b.geblokkeerd)).toBe(true);
    expect(budgets.some((b) => !b.active)).toBe(true);
  });

  it('has work orders in progress, finished, invoiced and done, with extra information', async () => {
    const orders = await db.selectFrom('work_orders').selectAll().where('company_id', '=', demoId).execute();
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(new Set(orders.map((o) => o.order_status))).toEqual(new Set([2, 3, 4]));
    expect(orders.filter((o) => o.factuur_id !== null)).toHaveLength(1);
    expect(orders.filter((o) => o.is_done)).toHaveLength(1);
    for (const o of orders) {
      expect(o.nummer).toMatch(/^WB\d{2}-\d{4}$/);
      for (const field of [
        'street',
        'postal',
        'city',
        'telephone',
        'description',
        'order_description',
        'customer',
      ] as const) {
        expect(o[field], `${o.nummer}.${field}`).not.toBe('');
      }
    }
    expect(orders.some((o) => o.external_reference !== '' && o.external_order !== '')).toBe(true);

    const info = await db
      .selectFrom('work_order_info')
      .select(['label', 'value'])
      .where('company_id', '=', demoId)
      .execute();
    expect(info.map((i) => i.label)).toEqual(expect.arrayContaining(['Sleutel bij buren', 'Toegangscode']));
    expect(info.every((i) => i.value !== '')).toBe(true);
  });

  it('puts predefined material on an order: type 1, no employee', async () => {
    const predefined = await db
      .selectFrom('material_registrations')
      .selectAll()
      .where('company_id', '=', demoId)
      .where('is_predefined', '=', true)
      .execute();
    expect(predefined.length).toBeGreaterThanOrEqual(2);
    for (const m of predefined) {
      expect(m.type).toBe(1);
      expect(m.employee_id).toBeNull();
      expect(m.work_order_id).not.toBeNull();
      expect(m.project_id).toBeNull();
    }
  });

  it('has the hour types, indirect work types and other cost types', async () => {
    const list = async (table: 'hour_types' | 'indirect_work_types' | 'other_cost_types') =>
      (
        await db
          .selectFrom(table)
          .select('omschrijving')
          .where('company_id', '=', demoId)
          .where('active', '=', true)
          .orderBy('sort_order')
          .execute()
      ).map((r) => r.omschrijving);
    const hourTypes = await list('hour_types');
    expect(hourTypes[0]).toBe('Normaal');
    // The default a new hours form starts on, also were another type to sort first.
    expect(
      await db
        .selectFrom('hour_types')
        .select('omschrijving')
        .where('company_id', '=', demoId)
        .where('is_default', '=', true)
        .execute(),
    ).toEqual([{ omschrijving: 'Normaal' }]);
    expect(hourTypes).toEqual(expect.arrayContaining(['Normaal', 'Overwerk 125%', 'Reisuren', 'Werkvoorbereiding']));
    expect(await list('indirect_work_types')).toEqual(
      expect.arrayContaining(['Verlof', 'Ziekte', 'Dokter/tandarts', 'Feestdag', 'Opleiding', 'Kort verzuim']),
    );
    expect(await list('other_cost_types')).toEqual(
      expect.arrayContaining(['Parkeerkosten', 'Containerhuur', 'Stortkosten', 'Kilometervergoeding']),
    );
  });
});

describe('seedDemoData: material catalogue', () => {
  it('has at least 300 demo lines in parent groups and groups, with the app units only', async () => {
    const lines = await db.selectFrom('materials').selectAll().where('company_id', '=', demoId).execute();
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const parents = new Map<string, Set<string>>();
    for (const line of lines) {
      expect(UNITS).toContain(line.unit);
      expect(line.parent_group_code).toMatch(/^\d{2}$/);
      expect(line.group_code.startsWith(line.parent_group_code)).toBe(true);
      expect(line.parent_group_description).not.toBe('');
      expect(line.group_description).not.toBe('');
      expect(line.description).not.toBe('');
      const groups = parents.get(line.parent_group_code) ?? new Set<string>();
      groups.add(line.group_code);
      parents.set(line.parent_group_code, groups);
    }
    expect(parents.size).toBeGreaterThanOrEqual(5);
    for (const [code, groups] of parents) expect(groups.size, code).toBeGreaterThanOrEqual(2);
    expect(new Set(lines.map((l) => l.description)).size).toBe(lines.length);
    expect([...new Set(lines.map((l) => l.parent_group_description))]).toEqual(
      expect.arrayContaining(['Bevestigingsmaterialen', 'Elektra', 'Sanitair']),
    );
  });
});

describe('seedDemoData: planning of the current week', () => {
  it('plans every item between Monday and Friday of the week of today', async () => {
    const planning = await db.selectFrom('planning').selectAll().execute();
    expect(planning.length).toBeGreaterThan(0);
    for (const p of planning) {
      expect(p.start_date >= MONDAY, `${p.id} starts ${p.start_date}`).toBe(true);
      expect(p.end_date <= FRIDAY, `${p.id} ends ${p.end_date}`).toBe(true);
      expect(p.end_date >= p.start_date).toBe(true);
      expect(p.arrival).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(p.duration).toBeGreaterThan(0);
    }
    const items = await db.selectFrom('planning_items').select('date').execute();
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.date >= MONDAY && i.date <= FRIDAY).toBe(true);
  });

  it("leaves one of jan's planned indirect items without hours, also once the week is past", async () => {
    // Seeded on the Sunday after the week: everything planned that jan books is booked by then.
    const sunday = await createTestDatabase();
    try {
      await seedDemoData(sunday.db, { today: new Date('2026-03-15T10:00:00Z') });
      const demo = (
        await sunday.db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
      ).id;
      const jan = await employeeId(sunday.db, demo, 'jan');
      const planned = await sunday.db
        .selectFrom('planning as p')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('hour_registrations as r')
                .select('r.id')
                .whereRef('r.employee_id', '=', 'p.employee_id')
                .whereRef('r.date', '=', 'p.start_date')
                .whereRef('r.indirect_work_type_id', '=', 'p.indirect_work_type_id'),
            )
            .as('booked'),
        )
        .where('p.employee_id', '=', jan)
        .where('p.indirect_work_type_id', 'is not', null)
        .execute();
      const unbooked = planned.filter((p) => !p.booked);
      expect(planned.length).toBeGreaterThanOrEqual(2);
      expect(unbooked).toHaveLength(1);
    } finally {
      await sunday.close();
    }
  });

  it('plans jan on projects, work orders and indirect work, with colleagues beside him', async () => {
    const jan = await employeeId(db, demoId, 'jan');
    const planning = await db.selectFrom('planning').selectAll().where('company_id', '=', demoId).execute();
    const own = planning.filter((p) => p.employee_id === jan);
    expect(own.some((p) => p.project_id !== null)).toBe(true);
    expect(own.some((p) => p.work_order_id !== null)).toBe(true);
    expect(own.some((p) => p.indirect_work_type_id !== null)).toBe(true);
    expect(own.some((p) => p.project_id !== null && p.end_date > p.start_date)).toBe(true);
    expect(own.filter((p) => p.arrival === '07:30').length).toBeGreaterThan(0);
    // Planned every weekday.
    for (const day of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']) {
      expect(
        own.some((p) => p.start_date <= day && p.end_date >= day),
        day,
      ).toBe(true);
    }

    const overlaps = (a: (typeof planning)[number], b: (typeof planning)[number]) =>
      a.start_date <= b.end_date && b.start_date <= a.end_date;
    const withColleague = (p: (typeof planning)[number]) =>
      planning.some(
        (o) =>
          o.employee_id !== jan &&
          overlaps(o, p) &&
          ((p.project_id !== null && o.project_id === p.project_id) ||
            (p.work_order_id !== null && o.work_order_id === p.work_order_id)),
      );
    for (const p of own.filter((x) => x.project_id !== null))
      expect(withColleague(p), `project planning ${p.id}`).toBe(true);
    expect(own.filter((x) => x.work_order_id !== null && withColleague(x)).length).toBeGreaterThanOrEqual(2);
  });

  it('plans els and kees too', async () => {
    for (const username of ['els', 'kees']) {
      const id = await employeeId(db, demoId, username);
      const rows = await db.selectFrom('planning').select('id').where('employee_id', '=', id).execute();
      expect(rows.length, username).toBeGreaterThan(0);
    }
  });

  it('names subcontractors with a phone number on project days', async () => {
    const works = await db
      .selectFrom('planning_item_works')
      .innerJoin('relations', 'relations.id', 'planning_item_works.relation_id')
      .select(['relations.company_name', 'relations.telephone', 'planning_item_works.description'])
      .where('planning_item_works.company_id', '=', demoId)
      .execute();
    expect(works.length).toBeGreaterThanOrEqual(3);
    for (const w of works) {
      expect(w.company_name).not.toBe('');
      expect(w.telephone).not.toBe('');
      expect(w.description).not.toBe('');
    }
  });
});

describe('seedDemoData: registrations', () => {
  it('dates registrations on weekdays of the two weeks before today, never today or later', async () => {
    const hours = await db.selectFrom('hour_registrations').select(['date', 'hours']).execute();
    const materials = await db
      .selectFrom('material_registrations')
      .select(['date', 'quantity', 'unit'])
      .where('is_predefined', '=', false)
      .execute();
    expect(hours.length).toBeGreaterThan(30);
    expect(materials.length).toBeGreaterThan(10);
    for (const r of [...hours, ...materials]) {
      expect(r.date >= TWO_WEEKS_BEFORE_MONDAY && r.date < TODAY_ISO, r.date).toBe(true);
      expect(weekday(r.date), r.date).toBeLessThanOrEqual(5);
    }
    for (const h of hours) expect(h.hours > 0 && h.hours <= 24).toBe(true);
    for (const m of materials) {
      expect(m.quantity).not.toBe(0);
      expect(UNITS).toContain(m.unit);
    }
    // This week's days before today hold registrations as well.
    expect(hours.some((h) => h.date >= MONDAY)).toBe(true);
  });

  it('covers every kind and state of registration for jan', async () => {
    const jan = await employeeId(db, demoId, 'jan');
    const hours = await db
      .selectFrom('hour_registrations as r')
      .leftJoin('works as w', 'w.id', 'r.work_id')
      .leftJoin('budgets as b', 'b.id', 'r.budget_id')
      .select([
        'r.project_id',
        'r.work_id',
        'r.budget_id',
        'r.work_order_id',
        'r.indirect_work_type_id',
        'r.hour_type_id',
        'r.other_cost_type_id',
        'r.omschrijving',
        'r.verkoopfactuurregel_id',
        'r.validated',
        'r.geblokkeerd',
        'w.soort_id',
        'b.soort',
      ])
      .where('r.employee_id', '=', jan)
      .execute();
    // Project hours on a work and a budget with an hour type.
    expect(hours.some((h) => h.project_id && h.work_id && h.budget_id && h.hour_type_id && h.soort === 0)).toBe(true);
    // Regie: a cost-plus work without a budget.
    expect(hours.some((h) => h.soort_id === 1 && h.budget_id === null && h.hour_type_id !== null)).toBe(true);
    // OP: an other-cost type on an OP budget, with a description.
    expect(hours.some((h) => h.other_cost_type_id !== null && h.soort === 2 && h.omschrijving !== '')).toBe(true);
    expect(hours.some((h) => h.work_order_id !== null && h.hour_type_id !== null)).toBe(true);
    expect(hours.some((h) => h.indirect_work_type_id !== null && h.project_id === null)).toBe(true);
    expect(hours.some((h) => h.verkoopfactuurregel_id !== 0)).toBe(true);
    expect(hours.some((h) => h.geblokkeerd)).toBe(true);
    expect(hours.some((h) => h.validated === 1)).toBe(true);
    expect(hours.some((h) => h.validated === 0)).toBe(true);

    const materials = await db
      .selectFrom('material_registrations')
      .selectAll()
      .where('employee_id', '=', jan)
      .execute();
    expect(materials.some((m) => m.project_id !== null && m.type === 0 && m.material_id !== null)).toBe(true);
    expect(materials.some((m) => m.work_order_id !== null && m.type === 1)).toBe(true);
    expect(materials.some((m) => m.verkoopfactuurregel_id !== 0)).toBe(true);
    expect(materials.some((m) => m.material_id === null)).toBe(true);
  });

  it('gives els validated and not yet validated registrations', async () => {
    const els = await employeeId(db, demoId, 'els');
    const hours = await db
      .selectFrom('hour_registrations')
      .select(['validated', 'indirect_work_type_id'])
      .where('employee_id', '=', els)
      .execute();
    expect(hours.some((h) => h.validated === 1)).toBe(true);
    expect(hours.some((h) => h.validated === 0)).toBe(true);
    expect(hours.some((h) => h.validated === 0 && h.indirect_work_type_id !== null)).toBe(true);
  });

  it('has jan register on a project and an order he is not planned on this week', async () => {
    const jan = await employeeId(db, demoId, 'jan');
    const planned = await db
      .selectFrom('planning')
      .select(['project_id', 'work_order_id'])
      .where('employee_id', '=', jan)
      .execute();
    const registered = await db
      .selectFrom('hour_registrations')
      .select(['project_id', 'work_order_id', 'date'])
      .where('employee_id', '=', jan)
      .where('date', '>=', MONDAY)
      .execute();
    const unexpected = registered.filter(
      (r) =>
        (r.project_id !== null && !planned.some((p) => p.project_id === r.project_id)) ||
        (r.work_order_id !== null && !planned.some((p) => p.work_order_id === r.work_order_id)),
    );
    expect(unexpected.some((r) => r.project_id !== null)).toBe(true);
    expect(unexpected.some((r) => r.work_order_id !== null)).toBe(true);
  });
});

describe('seedDemoData: determinism and the date of today', () => {
  let other: DatabaseHandle | undefined;
  afterAll(async () => {
    await other?.close();
  });

  /** Every seeded row of every table, without the columns that differ per run (timestamps, salts, hashes). */
  async function snapshot(target: Kysely<Database>) {
    const tables = Object.keys(summary.counts) as (keyof Database)[];
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      const rows = (
        await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2, 3`.execute(target)
      ).rows;
      result[table] = rows.map((row) => {
        const { created_at, updated_at, materials_modified_at, password_hash, password_salt, ...rest } = row;
        void [created_at, updated_at, materials_modified_at, password_hash, password_salt];
        return rest;
      });
    }
    return result;
  }

  it('writes the same data for the same today', async () => {
    other = await createTestDatabase();
    const second = seeded(await seedDemoData(other.db, { today: TODAY }));
    expect(second.counts).toEqual(summary.counts);
    expect(await snapshot(other.db)).toEqual(await snapshot(db));
  }, 60_000);

  it('takes today in Amsterdam: just after midnight on Monday is Monday, with nothing registered yet this week', async () => {
    const monday = await createTestDatabase();
    try {
      // 23:30 UTC on Sunday is 00:30 on Monday 9 March in Amsterdam.
      const result = seeded(await seedDemoData(monday.db, { today: new Date('2026-03-08T23:30:00Z') }));
      expect(result.today).toBe(MONDAY);
      const planning = await monday.db.selectFrom('planning').select(['start_date', 'end_date']).execute();
      expect(planning.length).toBeGreaterThan(0);
      for (const p of planning) expect(p.start_date >= MONDAY && p.end_date <= FRIDAY).toBe(true);
      const thisWeek = await monday.db
        .selectFrom('hour_registrations')
        .select('id')
        .where('date', '>=', MONDAY)
        .execute();
      expect(thisWeek).toEqual([]);
      const materials = await monday.db
        .selectFrom('material_registrations')
        .select('id')
        .where('date', '>=', MONDAY)
        .where('is_predefined', '=', false)
        .execute();
      expect(materials).toEqual([]);
      const pastHours = await monday.db.selectFrom('hour_registrations').select('date').execute();
      expect(pastHours.length).toBeGreaterThan(20);
      for (const h of pastHours) expect(h.date >= TWO_WEEKS_BEFORE_MONDAY).toBe(true);
    } finally {
      await monday.close();
    }
  }, 60_000);
});
