import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushWorker } from '../../src/web-push/push-worker';
import { queueHoursReminders } from '../../src/web-push/push-store';
import { LocalPushReceiver } from '../helpers/push-receiver';
import { signedInUser } from '../helpers/office';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

// Reminders to book (migration 023): at the company's time on a workday, an employee short of booked hours gets
// one Web Push "Nog 3:30 uur te boeken voor vandaag", only where his phone allows it; the office sees who.

const ctx = useTestApp();
const db = () => ctx.database.db;
const receiver = new LocalPushReceiver();

/** Wednesday 14 October 2026 in Amsterdam (summer time): before and after the company's 16:30. */
const BEFORE = new Date('2026-10-14T16:29:00+02:00');
const AFTER = new Date('2026-10-14T16:31:00+02:00');
const SATURDAY = new Date('2026-10-17T16:31:00+02:00');
const WEDNESDAY = '2026-10-14';

const people = { jan: 0, piet: 0, kees: 0, els: 0 };
let companyId = 0;
let trainingId = 0;
let office: Awaited<ReturnType<typeof signedInUser>>['office'];

const worker = () =>
  new PushWorker({ db: db(), policy: 'loopback', trustedCa: receiver.cert, settleMs: 0, timeoutMs: 5_000 });

async function book(employeeId: number, hours: number) {
  await db()
    .insertInto('hour_registrations')
    .values({
      company_id: companyId,
      employee_id: employeeId,
      date: WEDNESDAY,
      hours,
      indirect_work_type_id: trainingId,
    })
    .execute();
}

beforeAll(async () => {
  await receiver.start();
  const company = await createCompany(db(), { code: 'remind' });
  companyId = company.id;
  trainingId = (
    await db()
      .insertInto('indirect_work_types')
      .values({ company_id: companyId, omschrijving: 'Opleiding' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db()
    .insertInto('company_working_hours')
    .values([8, 8, 8, 8, 7.5, 0, 0].map((hours, i) => ({ company_id: companyId, weekday: i + 1, hours })))
    .execute();
  for (const name of ['jan', 'piet', 'kees', 'els'] as const) {
    people[name] = (await createEmployee(db(), { companyId, username: name, registratie_rechten: 1 })).id;
    // Els allows no notices: she has no subscription.
    if (name === 'els') continue;
    const token = await signIn(ctx.app, 'remind', name);
    const subscribed = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/push/subscription',
      headers: apiHeaders(token),
      payload: receiver.phone(`/phone/${name}`),
    });
    expect(subscribed.statusCode).toBe(204);
  }
  // Kees works Wednesdays 4 hours only.
  await db()
    .insertInto('employee_working_hours')
    .values({
      company_id: companyId,
      employee_id: people.kees,
      monday: 8,
      tuesday: 8,
      wednesday: 4,
      thursday: 8,
      friday: 0,
      saturday: 0,
      sunday: 0,
    })
    .execute();
  office = (await signedInUser(ctx.app, db(), { id: companyId, code: 'remind' }, { role: 'beheerder' })).office;
});

afterAll(() => receiver.stop());

describe('the reminder to book hours', () => {
  it('goes out once, at the chosen time, to each employee short of hours whose phone allows it', async () => {
    // None before the company chose a time.
    expect(await queueHoursReminders(db(), AFTER)).toBe(0);
    const company = (await office.get('/office/v1/company')).json();
    const saved = await office.put('/office/v1/company', {
      name: company.name,
      validateRegistrationsFirst: company.validateRegistrationsFirst,
      hoursReminderAt: '16:30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hoursReminderAt: '16:30' });
    const refused = await office.put('/office/v1/company', {
      name: company.name,
      validateRegistrationsFirst: company.validateRegistrationsFirst,
      hoursReminderAt: '4 uur',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('hoursReminderAt');

    await book(people.jan, 4.5);
    await book(people.piet, 8);
    await book(people.kees, 4);
    expect(await queueHoursReminders(db(), BEFORE)).toBe(0);
    expect(await queueHoursReminders(db(), SATURDAY)).toBe(0);
    // Jan only: Piet booked his 8 hours, Kees his own 4, Els allows no notices.
    expect(await queueHoursReminders(db(), AFTER)).toBe(1);
    expect(await queueHoursReminders(db(), AFTER)).toBe(0);
    expect(await worker().tick()).toBe(1);
    expect(receiver.received.map((message) => [message.path, JSON.parse(message.text)])).toEqual([
      [
        '/phone/jan',
        {
          title: 'Nog 3:30 uur te boeken voor vandaag',
          body: 'Boek je uren van woensdag 14 oktober 2026.',
          url: '/weekly/overview/10-14-2026',
          tag: `hours-${WEDNESDAY}`,
        },
      ],
    ]);

    // The office sees who was reminded in the week.
    const weeks = (await office.get('/office/v1/weeks?from=2026-10-12&weeks=1')).json();
    const reminded = Object.fromEntries(
      weeks.employees.map((employee: { id: number; weeks: Array<{ remindedDays: string[] }> }) => [
        employee.id,
        employee.weeks[0]!.remindedDays,
      ]),
    );
    expect(reminded).toEqual({ [people.jan]: [WEDNESDAY], [people.piet]: [], [people.kees]: [], [people.els]: [] });
  });
});
