import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { APP_KEY, expect, signIn, test, users } from './fixtures';
import { officeApi } from './office-api';
import {
  apiDate,
  bookOwnRows,
  ownDay,
  projectByCode,
  routeDate,
  rowsOfDay,
  sessionFor,
  type Session,
} from './registrations-api';
import { setTimePicker } from './time-picker';
import { mondayOf } from './week';

/*
 * Week approval (docs/decisions/021-week-approval.md) on the phone: the office sends a submitted week back with a
 * reason, which the week overview shows above the week until it is submitted again; once approved, the week says
 * who approved it and its rows are final ('Goedgekeurd'). The office decides through its own API, as the console
 * does. Each test has weeks of its own, far back (ownDay), since an approved week refuses every change.
 */

const REASON = 'Uren op woensdag horen bij P26-021';

const list = (page: Page) => page.getByRole('region', { name: 'Registraties' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Week indienen' });
const hoursRow = (page: Page, hhmm: string, hourType: string) =>
  list(page).getByRole('button', { name: new RegExp(`${hhmm} uur ${hourType}`) });

/** The office's decision on the employee's week, made by 'Anna Administratie' through the office API. */
async function decide(
  request: APIRequestContext,
  baseURL: string | undefined,
  employee: Session,
  day: Date,
  decision: 'approve' | 'send-back',
  reason = '',
) {
  const office = await officeApi(request, baseURL, 'demo', 'administratie@demo.example');
  await office('POST', `/weeks/${employee.employeeId}/${apiDate(mondayOf(day))}/decision`, { decision, reason });
}

/** Submits the week as 'Week indienen' does: the button, then the confirmation. */
async function submitWeek(page: Page) {
  await submitButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Week ingediend op/ })).toBeVisible();
}

test('a week sent back shows the reason, is corrected and submitted again, and once approved is final', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow(); // two office decisions, a correction and axe
  const jan = await sessionFor(request, users.jan);
  const project = await projectByCode(request, jan, '021');
  const day = ownDay(testInfo, 50);
  const { hourType } = await bookOwnRows(request, jan, project, day, {
    hours: 2,
    remark: 'Goten vervangen',
    material: { aantal: 2, eenheid: 'stuks', omschrijving: 'Gootbeugel' },
  });
  await signIn(page, users.jan);
  const overview = `/weekly/overview/${routeDate(day)}`;
  await page.goto(overview);
  await submitWeek(page);

  await decide(request, baseURL, jan, day, 'send-back', REASON);
  // The phone learns it when it asks for the week again: here once the week is stale and shown anew.
  await page.clock.fastForward('01:05');
  await page.getByRole('button', { name: 'Vorige week' }).click();
  await page.getByRole('button', { name: 'Volgende week' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Teruggestuurd door kantoor' });
  await expect(notice).toHaveText(`Teruggestuurd door kantoor: ${REASON}`);
  await expect(notice).toBeInViewport();
  await expect(submitButton(page)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // Corrected on the project's day and submitted again: the notice goes.
  await page.goto(`/project/${project}/${routeDate(day)}`);
  await hoursRow(page, '02:00', hourType).click();
  const popup = page.getByRole('dialog', { name: 'Wijzig uren registratie' });
  await setTimePicker(popup, 'Uren', '01:30');
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await list(page).getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Registraties opgeslagen\./);
  expect((await rowsOfDay(request, jan, 'project', project, day)).hours.map((h) => h.quantity)).toEqual([1.5]);
  await page.goto(overview);
  await submitWeek(page);
  await expect(notice).toHaveCount(0);

  await decide(request, baseURL, jan, day, 'approve');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Week goedgekeurd/ })).toHaveText(
    /^Week goedgekeurd door Anna Administratie op \d{1,2} [a-z]+ \d{4} om \d\d:\d\d$/,
  );
  await expect(submitButton(page)).toHaveCount(0);

  // Its rows are final: the pencil is disabled and says why.
  await page.goto(`/project/${project}/${routeDate(day)}`);
  const row = hoursRow(page, '01:30', hourType);
  await expect(row).toBeDisabled();
  await expect(row).toHaveAccessibleDescription('Goedgekeurd');
});

test('a change kept on the phone while the office approves the week waits with the reason', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // Offline the browser logs every call it could not make, and the refusal is a 409: both on purpose here.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|status of 409/);
  const jan = await sessionFor(request, users.jan);
  const project = await projectByCode(request, jan, '021');
  const day = ownDay(testInfo, 51);
  const { hourType } = await bookOwnRows(request, jan, project, day, {
    hours: 2,
    remark: 'Dakrand afgewerkt',
    material: { aantal: 1, eenheid: 'stuks', omschrijving: 'Daktrim' },
  });
  const submitted = await request.post(`/v1/weekindiening/${apiDate(day)}`, {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${jan.token}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await signIn(page, users.jan);
  await page.goto(`/project/${project}/${routeDate(day)}`);
  await expect(list(page)).toContainText('Dakrand afgewerkt');
  await context.setOffline(true);
  await hoursRow(page, '02:00', hourType).click();
  const popup = page.getByRole('dialog', { name: 'Wijzig uren registratie' });
  await setTimePicker(popup, 'Uren', '03:00');
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await list(page).getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText('Opgeslagen – wordt verstuurd');

  await decide(request, baseURL, jan, day, 'approve');
  await context.setOffline(false);
  await expect(list(page)).toContainText('Niet verstuurd – actie nodig', { timeout: 20_000 });
  expect((await rowsOfDay(request, jan, 'project', project, day)).hours.map((h) => h.quantity)).toEqual([2]);

  await page.goto('/outbox');
  const entry = page.getByRole('main').getByRole('article');
  await expect(entry).toContainText('Niet verstuurd – actie nodig');
  await expect(entry).toContainText('Week goedgekeurd door kantoor');
});
