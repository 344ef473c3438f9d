import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { importExamples, integrationKey, officePost, sanne } from './office-import';
import { bookOwnRows, ownDay, projectByCode, routeDate, rowsOfDay, sessionFor } from './registrations-api';
import { setTimePicker } from './time-picker';

/**
 * A write the server refuses is never dropped (docs/decisions/011-the-outbox.md): an edit made offline of a
 * registration the office invoices meanwhile comes back as 'Niet verstuurd – actie nodig' with the reason, counted in
 * the header, and is corrected and sent again once the office releases it. The office here is the company of the
 * integration examples, whose key the e2e server leaves for the specs.
 */

const list = (page: Page) => page.getByRole('region', { name: 'Registraties' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /niet verstuurd – actie nodig$/ });

test('an offline edit of a registration the office invoices meanwhile waits, with the reason, and is not lost', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // Offline the browser logs every call it could not make, and the refusal is a 409: both on purpose here.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|status of 409/);
  const key = integrationKey(baseURL);
  await importExamples(request, key);
  const session = await sessionFor(request, sanne);
  const project = await projectByCode(request, session, '013');
  const day = ownDay(testInfo, 20);
  const { hourType } = await bookOwnRows(request, session, project, day, {
    hours: 2,
    remark: 'Groepenkast blok A geplaatst',
    material: { aantal: 4, eenheid: 'stuks', omschrijving: 'Kabelbinder 200 mm' },
  });
  const [row] = (await rowsOfDay(request, session, 'project', project, day)).hours;
  const quantities = async () =>
    (await rowsOfDay(request, session, 'project', project, day)).hours.map((h) => h.quantity);

  await signIn(page, sanne);
  await page.goto(`/project/${project}/${routeDate(day)}`);
  await expect(list(page)).toContainText('Groepenkast blok A geplaatst');

  // Offline: the change is kept on the phone.
  await context.setOffline(true);
  await list(page)
    .getByRole('button', { name: new RegExp(`02:00 uur ${hourType}`) })
    .click();
  const popup = dialog(page, 'Wijzig uren registratie');
  await setTimePicker(popup, 'Uren', '03:00');
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await list(page).getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText('Opgeslagen – wordt verstuurd');
  await expect(list(page)).toContainText('Opgeslagen – wordt verstuurd');

  // Meanwhile the office invoices the registration.
  await officePost(request, key, '/registrations/invoice', {
    lines: [{ kind: 'hours', registrationId: row!.id, invoiceLineId: 9001 }],
  });

  // Back online the server refuses the change: it stays, marked, counted in the header; nothing was written.
  await context.setOffline(false);
  await expect(list(page)).toContainText('Niet verstuurd – actie nodig', { timeout: 20_000 });
  await expect(badge(page)).toHaveAccessibleName('1 boeking niet verstuurd – actie nodig');
  await expect(page.getByTestId('refused-count')).toHaveText('1');
  expect(await quantities()).toEqual([2]);

  // On its day in the week overview, with a link to where the user acts on it.
  await page.goto(`/weekly/overview/${routeDate(day)}`);
  const onDay = page.getByRole('main').getByTestId('unsent-item');
  await expect(onDay).toHaveCount(1);
  await expect(onDay).toContainText('Niet verstuurd – actie nodig');
  await onDay.getByRole('link', { name: /^Actie nodig: / }).click();

  await expect(page).toHaveURL(/\/outbox#outbox-item-\d+$/);
  const entry = page.getByRole('main').getByRole('article');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Niet verstuurd – actie nodig');
  await expect(entry).toContainText('De registratie is inmiddels gefactureerd');
  await expect(entry).toContainText('Melding van de server:');

  // Corrected while the office still holds it: refused again, and kept with the correction.
  await entry.getByRole('button', { name: 'Corrigeren' }).click();
  const correct = dialog(page, 'Boeking corrigeren');
  await setTimePicker(correct, 'Uren', '02:30');
  await correct.getByRole('button', { name: 'Versturen' }).click();
  await expect(correct).toHaveCount(0);
  await expect(entry).toContainText('02:30 uur');
  await expect(entry).toContainText('Niet verstuurd – actie nodig');
  expect(await quantities()).toEqual([2]);

  // The office releases it: sent again, the corrected change is written once and the outbox is empty.
  await officePost(request, key, '/registrations/release', {
    registrations: [{ kind: 'hours', registrationId: row!.id }],
  });
  await entry.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByRole('main')).toContainText('Alles is verstuurd.');
  await expect(badge(page)).toHaveCount(0);
  expect(await quantities()).toEqual([2.5]);
});

test('a refused write is discarded only after the confirmation', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow();
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|status of 409/);
  const key = integrationKey(baseURL);
  await importExamples(request, key);
  const session = await sessionFor(request, sanne);
  const project = await projectByCode(request, session, '013');
  const day = ownDay(testInfo, 21);
  const { hourType } = await bookOwnRows(request, session, project, day, {
    hours: 1,
    remark: 'Kabels getrokken',
    material: { aantal: 1, eenheid: 'stuks', omschrijving: 'Installatiekabel' },
  });
  const [row] = (await rowsOfDay(request, session, 'project', project, day)).hours;

  await signIn(page, sanne);
  await page.goto(`/project/${project}/${routeDate(day)}`);
  await expect(list(page)).toContainText('Kabels getrokken');
  await context.setOffline(true);
  await list(page)
    .getByRole('button', { name: new RegExp(`01:00 uur ${hourType}`) })
    .click();
  await setTimePicker(dialog(page, 'Wijzig uren registratie'), 'Uren', '01:30');
  await dialog(page, 'Wijzig uren registratie').getByRole('button', { name: 'Opslaan' }).click();
  await list(page).getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText('Opgeslagen – wordt verstuurd');
  await officePost(request, key, '/registrations/invoice', {
    lines: [{ kind: 'hours', registrationId: row!.id, invoiceLineId: 9002 }],
  });
  await context.setOffline(false);
  await expect(badge(page)).toBeVisible({ timeout: 20_000 });

  await badge(page).click();
  const entry = page.getByRole('main').getByRole('article');
  await entry.getByRole('button', { name: 'Weggooien' }).click();
  const confirm = dialog(page, 'Boeking weggooien?');
  await confirm.getByText('Annuleren', { exact: true }).click();
  await expect(entry).toHaveCount(1);

  await entry.getByRole('button', { name: 'Weggooien' }).click();
  await confirm.getByRole('button', { name: 'Weggooien' }).click();
  await expect(page.getByRole('main')).toContainText('Alles is verstuurd.');
  await expect(badge(page)).toHaveCount(0);
  expect((await rowsOfDay(request, session, 'project', project, day)).hours.map((h) => h.quantity)).toEqual([1]);
});
