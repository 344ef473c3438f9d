import { expect, signIn, test, users } from './fixtures';
import { officeApi } from './office-api';
import { bookOwnRows, projectByCode, routeDate, rowsOfDay, sessionFor } from './registrations-api';
import { setTimePicker } from './time-picker';

/*
 * 'Periode afsluiten' (docs/decisions/020-period-close.md) on the phone: once the office closed a month, its rows
 * say 'Periode afgesloten', and a change kept on the phone from before the close waits with that reason. In
 * the second company (acme), in January 2025, where no other test books: a closed period holds company-wide.
 */

const JANUARY = new Date(Date.UTC(2025, 0, 15));

test('the office closes January: a change made offline before it waits with the reason, the rows are final', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  // Offline the browser logs every call it could not make, and the refusal is a 409: both on purpose here.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|status of 409/);
  const anna = await sessionFor(request, users.anna);
  const project = await projectByCode(request, anna, '101');
  const { hourType } = await bookOwnRows(request, anna, project, JANUARY, {
    hours: 2,
    remark: 'Buitendeel geplaatst',
    material: { aantal: 1, eenheid: 'stuks', omschrijving: 'Montagebeugel' },
  });
  const office = await officeApi(request, baseURL, 'acme', 'beheer@acme.example');

  await signIn(page, users.anna);
  const day = `/project/${project}/${routeDate(JANUARY)}`;
  await page.goto(day);
  const list = page.getByRole('region', { name: 'Registraties' });
  const row = list.getByRole('button', { name: new RegExp(`02:00 uur ${hourType}`) });
  await expect(list).toContainText('Buitendeel geplaatst');
  await context.setOffline(true);
  await row.click();
  const popup = page.getByRole('dialog', { name: 'Wijzig uren registratie' });
  await setTimePicker(popup, 'Uren', '03:00');
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await list.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText('Opgeslagen – wordt verstuurd');

  try {
    await office('PUT', '/registration-period', { closedThrough: '2025-01-31', reason: 'Januari verwerkt' });
    await context.setOffline(false);
    await expect(list).toContainText('Niet verstuurd – actie nodig', { timeout: 20_000 });
    expect((await rowsOfDay(request, anna, 'project', project, JANUARY)).hours.map((h) => h.quantity)).toEqual([2]);
    await page.goto('/outbox');
    const entry = page.getByRole('main').getByRole('article');
    await expect(entry).toContainText('Niet verstuurd – actie nodig');
    await expect(entry).toContainText('Periode afgesloten');

    // The phone's rows of the closed month are final and say why.
    await page.goto(day);
    await expect(row).toBeDisabled();
    await expect(row).toHaveAccessibleDescription('Periode afgesloten');
  } finally {
    await office('PUT', '/registration-period', { closedThrough: null, reason: 'Einde van de test' });
  }
});
