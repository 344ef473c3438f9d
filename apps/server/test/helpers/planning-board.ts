import type { OfficeRole } from '@bouwwerk/domain';
import type { Kysely } from 'kysely';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/types';
import { createEmployee } from './fixtures';
import { createOfficeUser, OfficeBrowser, signedInCompany } from './office';

/** Monday 9 March 2026: the board's first day in these tests (a fixed date, never today). */
export const MONDAY = '2026-03-09';
export const NEXT_MONDAY = '2026-03-16';

/** Mon-Thu 8, Fri 7.5, weekend 0: the company's working hours of the board tests. */
const COMPANY_HOURS = [8, 8, 8, 8, 7.5, 0, 0];

/**
 * A company with what a board plans: a planner signed in (Piet), employees (Jan; Kees, a part-timer of his own
 * hours; Oud, inactive), open and closed projects and work orders, and an indirect type (Verlof).
 */
export async function boardCompany(app: App, db: Kysely<Database>, code: string, role: OfficeRole = 'planner') {
  const { company, office } = await signedInCompany(app, db, code, { role, name: 'Piet' });
  const c = company.id;
  await db
    .insertInto('company_working_hours')
    .values(COMPANY_HOURS.map((hours, i) => ({ company_id: c, weekday: i + 1, hours })))
    .execute();
  const jan = await createEmployee(db, { companyId: c, username: 'jan', firstName: 'Jan', lastName: 'Jansen' });
  const kees = await createEmployee(db, { companyId: c, username: 'kees', firstName: 'Kees', lastName: 'de Vries' });
  await db
    .insertInto('employee_working_hours')
    .values({
      company_id: c,
      employee_id: kees.id,
      monday: 6,
      tuesday: 6,
      wednesday: 6,
      thursday: 6,
      friday: 0,
      saturday: 0,
      sunday: 0,
    })
    .execute();
  const oud = await createEmployee(db, {
    companyId: c,
    username: 'oud',
    firstName: 'Oud',
    lastName: 'Gediende',
    active: false,
  });
  const project = (values: {
    code: string;
    description: string;
    is_done?: boolean;
    has_active_administration?: boolean;
  }) =>
    db
      .insertInto('projects')
      .values({ company_id: c, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const order = (values: { nummer: string; description: string; order_status?: number; is_done?: boolean }) =>
    db
      .insertInto('work_orders')
      .values({ company_id: c, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const ids = {
    jan: jan.id,
    kees: kees.id,
    oud: oud.id,
    school: await project({ code: '2026-01', description: 'School' }),
    doneProject: await project({ code: '2025-09', description: 'Opgeleverd', is_done: true }),
    blockedProject: await project({ code: '2025-10', description: 'Geblokkeerd', has_active_administration: false }),
    order: await order({ nummer: 'WB-1', description: 'Lekkage' }),
    finishedOrder: await order({ nummer: 'WB-2', description: 'Klaar', order_status: 3 }),
    leave: await db
      .insertInto('indirect_work_types')
      .values({ company_id: c, omschrijving: 'Verlof' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),
  };
  return {
    company,
    office,
    ids,
    colleague: (name: string, role: OfficeRole = 'planner') => colleagueOf(app, db, company, name, role),
  };
}

/** Another office user of the company, signed in (Petra, the second planner). */
async function colleagueOf(
  app: App,
  db: Kysely<Database>,
  company: { id: number; code: string },
  name: string,
  role: OfficeRole,
) {
  const email = `${name.toLowerCase()}@${company.code.toLowerCase()}.example`;
  await createOfficeUser(db, { companyId: company.id, email, role, name });
  const browser = new OfficeBrowser(app);
  await browser.signIn(company.code, email);
  return browser;
}

/** A board line's body: Jan on the school, Tuesday and Wednesday, 8 hours. */
export const lineOf = (ids: { jan: number; school: number }, changes: Record<string, unknown> = {}) => ({
  employeeId: ids.jan,
  startDate: '2026-03-10',
  endDate: '2026-03-11',
  arrival: '07:30',
  durationHours: 8,
  projectId: ids.school,
  description: 'Lokalen slopen',
  remark: 'Sleutel bij de conciërge',
  ...changes,
});

/** The audit entries of the company's planning lines, oldest first. */
export const planningEntries = (db: Kysely<Database>, companyId: number) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'source', 'target_id', 'before', 'after'])
    .where('company_id', '=', companyId)
    .where('target_table', '=', 'planning')
    .orderBy('id')
    .execute();
