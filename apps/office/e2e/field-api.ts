import { createHash } from 'node:crypto';
import type { OfficeEmployeeCreated, OfficeSession, WeekSubmission } from '@bouwwerk/domain';
import type { Browser, Page } from '@playwright/test';
import { createEmployee, E2E_NOW, E2E_TODAY, expect, unique } from './fixtures';

/**
 * An employee of the test's own and his phone's API, for the tests of what the office does with the weeks the
 * field submits: he books indirect hours (no planning, so only the hours can differ) and submits a week.
 */

const APP_KEY = 'bouwwerk-web';

/** The headers of the field app's calls as a demo employee who signed in with his password. */
export async function fieldHeaders(page: Page, employee: { username: string; password: string }) {
  const signedIn = await page.request.post('/v1/sessions', {
    headers: { 'X-Application-Key': APP_KEY },
    data: {
      RelatieId: 'demo',
      Gebruikersnaam: employee.username,
      Wachtwoord: createHash('sha256').update(employee.password).digest('hex'),
    },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return {
    'X-Application-Key': APP_KEY,
    Authorization: `Bearer ${((await signedIn.json()) as { authToken: string }).authToken}`,
  };
}

export interface FieldEmployee {
  id: number;
  name: string;
  lastName: string;
  username: string;
  password: string;
  /** Books `hours` of the company's first indirect work type on each date. */
  book: (hours: Record<string, number>) => Promise<void>;
  /** Books hours of the company's first hour type on a work order he is planned on. */
  bookOnOrder: (orderId: number, date: string, hours: number) => Promise<void>;
  submit: (monday: string) => Promise<WeekSubmission>;
  week: (monday: string) => Promise<WeekSubmission>;
}

export async function fieldEmployee(page: Page, session: OfficeSession, firstName = 'Week'): Promise<FieldEmployee> {
  const lastName = unique('Staat');
  const employee = (await createEmployee(page, session, {
    firstName,
    lastName,
    username: unique('week'),
    registrationRights: true,
  })) as OfficeEmployeeCreated;
  const headers = await fieldHeaders(page, employee);
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const [indirect] = await call<Array<{ id: number }>>('GET', '/v1/indirectewerken');
  const [hourType] = await call<Array<{ id: number }>>('GET', '/v1/uursoorten');
  return {
    id: employee.id,
    name: `${firstName} ${lastName}`,
    lastName,
    username: employee.username,
    password: employee.password,
    book: async (hours) => {
      for (const [datum, aantal] of Object.entries(hours))
        await call('POST', '/v1/invoer', {
          datum,
          medewerkerId: employee.id,
          indirectId: indirect!.id,
          aantal,
          opmerking: '',
        });
    },
    bookOnOrder: async (orderId, datum, aantal) => {
      await call('POST', '/v1/invoer', {
        datum,
        medewerkerId: employee.id,
        projectId: 0,
        werkbonId: orderId,
        werkId: 0,
        budgetId: 0,
        stelpostId: 0,
        uursoortId: hourType!.id,
        aantal,
        opmerking: '',
      });
    },
    submit: (monday) => call<WeekSubmission>('POST', `/v1/weekindiening/${monday}`),
    week: (monday) => call<WeekSubmission>('GET', `/v1/weekindiening/${monday}`),
  };
}

/** A whole week of the demo company's working hours (8 a day, 7.5 on Friday) from its Monday. */
export const fullWeek = (monday: string): Record<string, number> => {
  const day = (offset: number) =>
    new Date(Date.parse(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return { [day(0)]: 8, [day(1)]: 8, [day(2)]: 8, [day(3)]: 8, [day(4)]: 7.5 };
};

/** The field app's route date (MM-dd-yyyy) of an API date. */
export const routeDate = (api: string) => `${api.slice(5, 7)}-${api.slice(8, 10)}-${api.slice(0, 4)}`;

/**
 * The employee's phone: the field app (390x844) signed in through its login screen, on the e2e day, where it
 * opens the week overview of today.
 */
export async function phoneOf(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // The 'what's new' carousel was closed on this device before, so it covers nothing.
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(baseURL).origin, localStorage: [{ name: 'whatsNewClosedAt', value: E2E_NOW.toISOString() }] },
      ],
    },
  });
  await context.clock.install({ time: E2E_NOW });
  const phone = await context.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Bedrijfscode').fill('demo');
  await phone.getByLabel('Gebruikersnaam').fill(username);
  await phone.getByLabel('Wachtwoord').fill(password);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone).toHaveURL(new RegExp(`/weekly/overview/${routeDate(E2E_TODAY)}$`));
  return phone;
}
