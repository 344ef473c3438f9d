import { formatDate, shiftDays, weekStart } from '@bouwwerk/domain';
import { sql, type Kysely } from '../apps/server/src/db/kysely';
import type { Database } from '../apps/server/src/db/types';
import { browserPasswordDigest, hashPasswordDigest } from '../apps/server/src/lib/passwords';
import { hashOfficePassword } from '../apps/server/src/office/passwords';

export interface BenchCompanySize {
  employees: number;
  projects: number;
  workOrders: number;
  materials: number;
  registrations: number;
  /** How far back registrations go. */
  years: number;
}

export const FULL_SIZE: BenchCompanySize = {
  employees: 500,
  projects: 2000,
  workOrders: 20000,
  materials: 10000,
  registrations: 1_000_000,
  years: 3,
};

/**
 * A company with fewer registrations is a younger one: the same people booking at the same pace for a shorter
 * time (10,000 registrations are 11 days, 1,000,000 are three years). So a week the bench reads holds as many
 * registrations at every size, and what grows from size to size is only the history the indexes must pass by.
 */
export function benchCompanySize(registrations: number): BenchCompanySize {
  return { ...FULL_SIZE, registrations, years: (FULL_SIZE.years * registrations) / FULL_SIZE.registrations };
}

export const BENCH_COMPANY_CODE = 'bench';
export const BENCH_PASSWORD = 'welkom123';
/** The office console's user of the bench company, a planner, whose lists the bench reads. */
export const BENCH_OFFICE_USER = { email: 'planning@bench.example', password: 'bench-kantoor-2026' };
export const benchUsername = (n: number) => `medewerker${String(n).padStart(4, '0')}`;

/** Registrations are written in slices, so progress can be shown and no statement holds millions of rows at once. */
const SLICE = 100_000;

/**
 * A company at scale, written with set-based SQL (generate_series) so a million registrations take minutes:
 * employees (all with the bench password), projects with three works each (two with a budget, a stelpost and
 * other costs; one cost-plus), work orders, weekly planning over the company's history, a catalogue, and registrations spread over
 * the weekdays of the last years. Deterministic for a given size and today.
 */
export async function generateBenchCompany(
  db: Kysely<Database>,
  size: BenchCompanySize,
  options: { today: Date; progress?: (message: string) => void },
): Promise<{ companyId: number }> {
  const log = options.progress ?? (() => {});
  const stored = await hashPasswordDigest(browserPasswordDigest(BENCH_PASSWORD));
  const officePassword = await hashOfficePassword(BENCH_OFFICE_USER.password);
  const monday = weekStart(options.today);
  const thisWeek = { from: formatDate(monday, 'api'), to: formatDate(shiftDays(monday, 6), 'api') };
  const firstDay = formatDate(shiftDays(monday, -Math.round(size.years * 365)), 'api');
  const lastDay = formatDate(shiftDays(options.today, -1), 'api');

  const companyId = await db.transaction().execute(async (trx) => {
    const run = (query: ReturnType<typeof sql>) => query.execute(trx);
    const company = await trx
      .insertInto('companies')
      .values({ code: BENCH_COMPANY_CODE, name: 'Benchmark Bouw B.V.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const c = company.id;

    await run(sql`INSERT INTO company_working_hours (company_id, weekday, hours)
      SELECT ${c}, d, CASE WHEN d <= 4 THEN 8 WHEN d = 5 THEN 7.5 ELSE 0 END FROM generate_series(1, 7) d`);
    await run(sql`INSERT INTO employees (company_id, username, password_hash, password_salt, first_name, last_name, mobile,
        registratie_rechten, project_administratie_ingeschakeld, regiewerk_aanmaken_ingeschakeld, boeken_overige_projectkosten, aanmaken_regiewerk)
      SELECT ${c}, 'medewerker' || lpad(n::text, 4, '0'), ${stored.hash}, ${stored.salt}, 'Medewerker', n::text, '06-' || lpad(n::text, 8, '0'), 1, true, true, 1, 1
      FROM generate_series(1, ${size.employees}) n`);
    log(`employees: ${size.employees}`);
    await trx
      .insertInto('office_users')
      .values({
        company_id: c,
        email: BENCH_OFFICE_USER.email,
        name: 'Planning',
        role: 'planner',
        password_hash: officePassword,
      })
      .execute();

    await run(sql`INSERT INTO hour_types (company_id, omschrijving, sort_order)
      SELECT ${c}, t, o FROM unnest(ARRAY['Normaal', 'Overwerk 125%', 'Reisuren', 'Werkvoorbereiding']) WITH ORDINALITY AS x(t, o)`);
    await run(sql`INSERT INTO indirect_work_types (company_id, omschrijving, sort_order)
      SELECT ${c}, t, o FROM unnest(ARRAY['Verlof', 'Ziekte', 'Opleiding', 'Kort verzuim']) WITH ORDINALITY AS x(t, o)`);
    await run(sql`INSERT INTO other_cost_types (company_id, omschrijving, sort_order)
      SELECT ${c}, t, o FROM unnest(ARRAY['Parkeerkosten', 'Containerhuur', 'Stortkosten']) WITH ORDINALITY AS x(t, o)`);
    await run(sql`INSERT INTO relations (company_id, company_name, contact_address, contact_zip_code, contact_city, telephone)
      SELECT ${c}, 'Opdrachtgever ' || n, 'Straat ' || n, lpad((1000 + n % 8999)::text, 4, '0') || ' AB', 'Plaats ' || (n % 50), '030-' || lpad(n::text, 7, '0')
      FROM generate_series(1, 200) n`);
    await run(
      sql`INSERT INTO project_groups (company_id, company_name) VALUES (${c}, 'Utiliteit'), (${c}, 'Woningbouw')`,
    );

    await run(sql`INSERT INTO projects (company_id, code, relation_id, customer, description, address, postalcode, city, project_year, status, start_date, end_date)
      SELECT ${c}, 'B' || lpad(n::text, 5, '0'), r.id, r.company_name, 'Project ' || n, 'Werkadres ' || n, r.contact_zip_code, r.contact_city,
        2026, 1, ${firstDay}::date, ${thisWeek.to}::date + 365
      FROM generate_series(1, ${size.projects}) n
      JOIN LATERAL (SELECT id, company_name, contact_zip_code, contact_city FROM relations WHERE company_id = ${c} ORDER BY id OFFSET (n % 200) LIMIT 1) r ON true`);
    await run(sql`INSERT INTO works (company_id, project_id, omschrijving, soort_id, created)
      SELECT ${c}, p.id, CASE k WHEN 3 THEN 'Regie' ELSE 'Werk ' || k END, CASE k WHEN 3 THEN 1 ELSE 0 END, ${firstDay}::date
      FROM projects p CROSS JOIN generate_series(1, 3) k WHERE p.company_id = ${c} ORDER BY p.id, k`);
    await run(sql`INSERT INTO budgets (company_id, work_id, code, omschrijving, soort)
      SELECT ${c}, w.id, lpad(k::text, 2, '0'), CASE k WHEN 1 THEN 'Budget' WHEN 2 THEN 'Stelpost' ELSE 'Overige kosten' END, k - 1
      FROM works w CROSS JOIN generate_series(1, 3) k WHERE w.company_id = ${c} AND w.soort_id = 0 ORDER BY w.id, k`);
    log(`projects: ${size.projects} with 3 works each`);

    await run(sql`INSERT INTO work_orders (company_id, project_id, nummer, order_status, customer, address_name, street, postal, city, telephone, description, start_date, end_date)
      SELECT ${c}, p.id, 'WB' || lpad(n::text, 6, '0'), 2, p.customer, p.customer, 'Orderstraat ' || n, p.postalcode, p.city, '06-12345678', 'Werkbon ' || n,
        ${firstDay}::date, ${thisWeek.to}::date + 365
      FROM generate_series(1, ${size.workOrders}) n
      JOIN projects p ON p.company_id = ${c} AND p.code = 'B' || lpad((1 + n % ${size.projects})::text, 5, '0')`);
    log(`work orders: ${size.workOrders}`);

    await run(sql`INSERT INTO materials (company_id, parent_group_code, parent_group_description, group_code, group_description, code, description, unit, quantity)
      SELECT ${c}, lpad((1 + n % 10)::text, 2, '0'), 'Hoofdgroep ' || (1 + n % 10), lpad((1 + n % 200)::text, 3, '0'), 'Groep ' || (1 + n % 200),
        'M' || lpad(n::text, 6, '0'), 'Materiaal ' || n || ' ' || (ARRAY['schroef', 'plaat', 'buis', 'kabel', 'profiel'])[1 + n % 5],
        (ARRAY['stuks', 'm1', 'm2', 'kg', 'doos'])[1 + n % 5], 1
      FROM generate_series(1, ${size.materials}) n`);
    log(`catalogue: ${size.materials} lines`);

    // Every week of the company's history, this one included: every employee on a project Monday to Wednesday
    // and on a work order Thursday and Friday, another one each week. Years of past planning are what the
    // planning's indexes must see past (migration 002).
    const weeks = Math.floor(size.years * 52);
    await run(sql`INSERT INTO planning (company_id, employee_id, start_date, end_date, arrival, duration, project_id, description)
      SELECT ${c}, e.id, ${thisWeek.from}::date - 7 * w, ${thisWeek.from}::date - 7 * w + 2, '07:30', 8, p.id, 'Bouwen'
      FROM employees e CROSS JOIN generate_series(0, ${weeks}) w
      JOIN projects p ON p.company_id = ${c} AND p.code = 'B' || lpad((1 + (e.id + 7 * w) % ${size.projects})::text, 5, '0')
      WHERE e.company_id = ${c}`);
    await run(sql`INSERT INTO planning (company_id, employee_id, start_date, end_date, arrival, duration, work_order_id, description)
      SELECT ${c}, e.id, ${thisWeek.from}::date - 7 * w + 3, ${thisWeek.from}::date - 7 * w + 4, '08:00', 8, o.id, 'Service'
      FROM employees e CROSS JOIN generate_series(0, ${weeks}) w
      JOIN work_orders o ON o.company_id = ${c} AND o.nummer = 'WB' || lpad((1 + (e.id + 7 * w) % ${size.workOrders})::text, 6, '0')
      WHERE e.company_id = ${c}`);
    log(`planning: ${weeks + 1} weeks`);
    return c;
  });

  await writeRegistrations(db, companyId, size, { firstDay, lastDay }, log);
  return { companyId };
}

/** Every project has two works with a budget and a stelpost each (and other costs, which are not drawn here). */
const BUDGETS_PER_PROJECT = 4;

/**
 * The project an employee (e) works on in the week of a day (d): one per employee and week, as on a real site,
 * not a new one for every booking. Weeks are counted from a Monday.
 */
const weeklyProject = sql`1 + ((e.n * 31 + (d.day - DATE '2000-01-03') / 7) * 7919) % (SELECT max(project_n) FROM bench_budgets)`;

/**
 * Registrations in slices: 70% hours and 30% materials, on a weekday, each on a budget of the project the
 * employee works on that week.
 */
async function writeRegistrations(
  db: Kysely<Database>,
  c: number,
  size: BenchCompanySize,
  range: { firstDay: string; lastDay: string },
  log: (message: string) => void,
) {
  for (let from = 1; from <= size.registrations; from += SLICE) {
    const to = Math.min(size.registrations, from + SLICE - 1);
    await db.transaction().execute(async (trx) => {
      // Budgets and weekdays are numbered once per slice so each generated row picks one by arithmetic.
      await sql`CREATE TEMP TABLE IF NOT EXISTS bench_budgets AS
        SELECT dense_rank() OVER (ORDER BY w.project_id) AS project_n, row_number() OVER (PARTITION BY w.project_id ORDER BY b.id) AS k,
          b.id AS budget_id, w.id AS work_id, w.project_id
        FROM budgets b JOIN works w ON w.id = b.work_id WHERE b.company_id = ${c} AND b.soort IN (0, 1)`.execute(trx);
      await sql`CREATE TEMP TABLE IF NOT EXISTS bench_days AS
        SELECT row_number() OVER (ORDER BY d) AS n, d::date AS day
        FROM generate_series(${range.firstDay}::date, ${range.lastDay}::date, interval '1 day') d WHERE extract(isodow FROM d) <= 5`.execute(
        trx,
      );
      await sql`CREATE TEMP TABLE IF NOT EXISTS bench_people AS
        SELECT row_number() OVER (ORDER BY id) AS n, id FROM employees WHERE company_id = ${c}`.execute(trx);
      await sql`INSERT INTO hour_registrations (company_id, employee_id, date, project_id, work_id, budget_id, hour_type_id, hours, validated, verkoopfactuurregel_id)
        SELECT ${c}, e.id, d.day, b.project_id, b.work_id, b.budget_id, ht.id, 1 + (g % 8), (g % 2), CASE WHEN d.day < ${range.lastDay}::date - 90 THEN g ELSE 0 END
        FROM generate_series(${from}::bigint, ${to}::bigint) g
        JOIN bench_people e ON e.n = 1 + (g % (SELECT count(*) FROM bench_people))
        JOIN bench_days d ON d.n = 1 + ((g * 7919) % (SELECT count(*) FROM bench_days))
        JOIN bench_budgets b ON b.project_n = ${weeklyProject} AND b.k = 1 + (g / 10) % ${BUDGETS_PER_PROJECT}
        JOIN LATERAL (SELECT id FROM hour_types WHERE company_id = ${c} ORDER BY id LIMIT 1) ht ON true
        WHERE g % 10 < 7`.execute(trx);
      await sql`INSERT INTO material_registrations (company_id, employee_id, date, project_id, work_id, budget_id, quantity, unit, description)
        SELECT ${c}, e.id, d.day, b.project_id, b.work_id, b.budget_id, 1 + (g % 20), 'stuks', 'Materiaal ' || (g % 10000)
        FROM generate_series(${from}::bigint, ${to}::bigint) g
        JOIN bench_people e ON e.n = 1 + (g % (SELECT count(*) FROM bench_people))
        JOIN bench_days d ON d.n = 1 + ((g * 7919) % (SELECT count(*) FROM bench_days))
        JOIN bench_budgets b ON b.project_n = ${weeklyProject} AND b.k = 1 + (g / 10) % ${BUDGETS_PER_PROJECT}
        WHERE g % 10 >= 7`.execute(trx);
      await sql`DROP TABLE bench_budgets, bench_days, bench_people`.execute(trx);
    });
    log(`registrations: ${to.toLocaleString('en')} of ${size.registrations.toLocaleString('en')}`);
  }
  // As a database in use looks: hint bits and the visibility map set (a table just written has neither, and its
  // first readers would write every page again), and statistics for the planner.
  await sql`VACUUM (ANALYZE)`.execute(db);
}
