import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { expect, headingDate, signIn, test, users } from './fixtures';
import {
  bookOwnRows,
  lastWeek,
  orderBookedOn,
  predefinedMaterial,
  ownDay,
  projectByCode,
  routeDate,
  rowsOfDay,
  sessionFor,
  twoWeeksAgo,
} from './registrations-api';
import { setTimePicker } from './time-picker';

/**
 * The day's registrations on the project detail and work order addresses: only the 'Registraties' region is
 * looked at, so these tests hold whether the list stands alone there or inside the full page. Tests that
 * change something book their own rows first, on a day of their own.
 */

const list = (page: Page) => page.getByRole('region', { name: 'Registraties' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const editButton = (page: Page, name: RegExp) => list(page).getByRole('button', { name });
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const floatingSave = (page: Page) => list(page).getByRole('button', { name: 'Opslaan', exact: true });

test.describe('registrations list', () => {
  test('steps through the days with the arrows on a project and on a work order', async ({ page, request }) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    const tuesday = lastWeek(1);
    await signIn(page, users.jan);

    await page.goto(`/project/${school}/${routeDate(tuesday)}`);
    await expect(list(page).getByText(headingDate(routeDate(tuesday)))).toBeVisible();
    await expect(list(page)).toContainText('Extra wandcontactdozen op verzoek van de conciërge');

    await list(page).getByRole('button', { name: 'Volgende dag' }).click();
    const wednesday = lastWeek(2);
    await expect(page).toHaveURL(new RegExp(`/project/${school}/${routeDate(wednesday)}$`));
    await expect(list(page).getByText(headingDate(routeDate(wednesday)))).toBeVisible();
    await expect(list(page)).toContainText('Aansluiten fontein lokaal 4');

    await list(page).getByRole('button', { name: 'Vorige dag' }).click();
    await list(page).getByRole('button', { name: 'Vorige dag' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${school}/${routeDate(lastWeek(0))}$`));
    await expect(list(page)).toContainText('VD-draad 2,5 mm² bruin');

    // A day without bookings says so.
    await page.goto(`/project/${school}/${routeDate(ownDay(test.info(), 5))}`);
    await expect(list(page)).toContainText('Er zijn geen registraties voor de gegeven datum gevonden');
    await expect(floatingSave(page)).toHaveCount(0);

    // On a work order: last Wednesday's ventilation order, with its material lines.
    const orderId = await orderBookedOn(request, jan, wednesday);
    await page.goto(`/order/${orderId}/detail/${routeDate(wednesday)}`);
    await expect(list(page)).toContainText('Filters vleugel B vervangen');
    await list(page).getByRole('button', { name: 'Vorige dag' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/detail/${routeDate(tuesday)}$`));
  });

  test('an invoiced row has a disabled pencil, an open one an enabled one', async ({ page, request }) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    await signIn(page, users.jan);

    // Two weeks ago on Monday everything on the school was invoiced.
    await page.goto(`/project/${school}/${routeDate(twoWeeksAgo(0))}`);
    await expect(list(page)).toContainText('08:00 uur');
    await expect(editButton(page, /08:00 uur Normaal/)).toBeDisabled();
    await expect(editButton(page, /6 stuks Puinzak 1 m3/)).toBeDisabled();

    // Last Tuesday's bookings are open.
    await page.goto(`/project/${school}/${routeDate(lastWeek(1))}`);
    await expect(editButton(page, /03:00 uur Normaal/)).toBeEnabled();
  });

  test('changes hours and remark with the batch Opslaan, which appears only after a change', async ({
    page,
    request,
  }, testInfo) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    const day = ownDay(testInfo, 0);
    const { hourType } = await bookOwnRows(request, jan, school, day, {
      hours: 2,
      remark: 'Leidingen gefreesd',
      material: { aantal: 3, eenheid: 'stuks', omschrijving: 'Nylon plug 6 mm' },
    });
    await signIn(page, users.jan);
    await page.goto(`/project/${school}/${routeDate(day)}`);

    await expect(list(page)).toContainText('Leidingen gefreesd');
    await expect(floatingSave(page)).toHaveCount(0);

    await editButton(page, new RegExp(`02:00 uur ${hourType}`)).click();
    const popup = dialog(page, 'Wijzig uren registratie');
    await expect(popup.getByLabel('Datum')).toHaveValue(`${day.getUTCFullYear()}-${routeDate(day).slice(0, 5)}`);
    await setTimePicker(popup, 'Uren', '03:30');
    await popup.getByLabel('Opmerking').fill('Leidingen gefreesd en dichtgezet');
    await popup.getByRole('button', { name: 'Opslaan' }).click();
    await expect(popup).toHaveCount(0);

    // Changed but not yet saved: the list shows it, and the floating Opslaan appears.
    await expect(list(page)).toContainText('03:30 uur');
    await expect(list(page)).toContainText('gewijzigd');
    await floatingSave(page).click();
    await expect(page.getByTestId('toast')).toHaveText(/Registraties opgeslagen\./);
    await expect(floatingSave(page)).toHaveCount(0);

    const saved = await rowsOfDay(request, jan, 'project', school, day);
    expect(saved.hours).toEqual([
      expect.objectContaining({ quantity: 3.5, remark: 'Leidingen gefreesd en dichtgezet' }),
    ]);
    await page.reload();
    await expect(list(page)).toContainText('03:30 uur');
    await expect(list(page)).toContainText('Leidingen gefreesd en dichtgezet');
    await expect(list(page)).not.toContainText('gewijzigd');
  });

  test('deletes a material line after the confirmation', async ({ page, request }, testInfo) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    const day = ownDay(testInfo, 1);
    await bookOwnRows(request, jan, school, day, {
      hours: 1,
      remark: '',
      material: { aantal: 12, eenheid: 'm1', omschrijving: 'VD-draad 2,5 mm² blauw' },
    });
    await signIn(page, users.jan);
    await page.goto(`/project/${school}/${routeDate(day)}`);

    await editButton(page, /12 m1 VD-draad 2,5 mm² blauw/).click();
    const popup = dialog(page, 'Wijzig materiaal registratie');
    await expect(popup.getByLabel('Aantal')).toHaveValue('12');
    await expect(popup.getByLabel('Eenheid')).toHaveAttribute('readonly', '');
    await expect(popup.getByLabel('Materiaal')).toHaveValue('VD-draad 2,5 mm² blauw');
    await popup.getByRole('button', { name: 'Verwijder' }).click();

    const confirm = dialog(page, 'Bevestig verwijdering');
    await expect(confirm).toContainText('12 m1 VD-draad 2,5 mm² blauw');
    // Annuleren keeps the line.
    await confirm.getByRole('button', { name: 'Annuleren', exact: true }).first().click();
    await expect(confirm).toHaveCount(0);
    await popup.getByRole('button', { name: 'Verwijder' }).click();
    await dialog(page, 'Bevestig verwijdering').getByRole('button', { name: 'Verwijder' }).click();

    await expect(page.getByTestId('toast')).toHaveText(/Registratie verwijderd\./);
    await expect(list(page)).not.toContainText('VD-draad 2,5 mm² blauw');
    expect((await rowsOfDay(request, jan, 'project', school, day)).materials).toEqual([]);
  });

  test('leaving with a changed note asks first; Doorgaan leaves and saves the change', async ({
    page,
    request,
  }, testInfo) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    const day = ownDay(testInfo, 2);
    const { hourType } = await bookOwnRows(request, jan, school, day, {
      hours: 4,
      remark: '',
      material: { aantal: 1, eenheid: 'stuks', omschrijving: 'Inbouwdoos 1-voudig' },
    });
    await signIn(page, users.jan);
    await page.goto(`/project/${school}/${routeDate(day)}`);

    await editButton(page, new RegExp(`04:00 uur ${hourType}`)).click();
    const popup = dialog(page, 'Wijzig uren registratie');
    await popup.getByLabel('Opmerking').fill('Dozen geplaatst in lokaal 2');
    await popup.getByRole('button', { name: 'Opslaan' }).click();

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }).click();
    const modal = dialog(page, 'Onopgeslagen wijzigingen');
    await expect(modal).toContainText('Er zijn notities gevonden die nog niet zijn opgeslagen.');
    await modal.getByRole('button', { name: 'Terug' }).last().click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/project/${school}/${routeDate(day)}$`));

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }).click();
    await dialog(page, 'Onopgeslagen wijzigingen').getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\//);
    await expect
      .poll(async () => (await rowsOfDay(request, jan, 'project', school, day)).hours.map((h) => h.remark))
      .toEqual(['Dozen geplaatst in lokaal 2']);
  });

  test('material the office put on the order keeps its date; its quantity changes with Opslaan', async ({
    page,
    request,
  }) => {
    const jan = await sessionFor(request, users.jan);
    const { orderId, day, material } = await predefinedMaterial(request, jan);
    const next = material.quantity + 1;
    await signIn(page, users.jan);
    await page.goto(`/order/${orderId}/detail/${routeDate(day)}`);

    await editButton(
      page,
      new RegExp(literally(`${material.quantity} ${material.unit} ${material.description}`)),
    ).click();
    const popup = dialog(page, 'Wijzig materiaal registratie');
    await expect(popup.getByLabel('Datum')).toBeDisabled();
    await popup.getByLabel('Aantal').fill('');
    await expect(popup.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await popup.getByLabel('Aantal').fill(String(next));
    await popup.getByRole('button', { name: 'Opslaan' }).click();
    await floatingSave(page).click();
    await expect(page.getByTestId('toast')).toHaveText(/Registraties opgeslagen\./);

    const saved = (await rowsOfDay(request, jan, 'orders', orderId, day)).materials.find((m) => m.id === material.id);
    expect(saved?.quantity).toBe(next);
  });

  test('els, whose company validates first, can edit only validated rows', async ({ page, request }) => {
    const els = await sessionFor(request, users.els);
    const rijwoningen = await projectByCode(request, els, '021');
    await signIn(page, users.els);

    // Validated up to last Tuesday; from Wednesday on her bookings wait for validation.
    await page.goto(`/project/${rijwoningen}/${routeDate(lastWeek(1))}`);
    const validated = list(page).getByRole('button', { name: /^Wijzig / });
    await expect(validated.first()).toBeVisible();
    for (const button of await validated.all()) await expect(button).toBeEnabled();

    await page.goto(`/project/${rijwoningen}/${routeDate(lastWeek(2))}`);
    const waiting = list(page).getByRole('button', { name: /^Wijzig / });
    await expect(waiting.first()).toBeVisible();
    for (const button of await waiting.all()) await expect(button).toBeDisabled();
  });

  test('the list and its edit popup have no serious or critical accessibility violations', async ({
    page,
    request,
  }) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    await signIn(page, users.jan);
    await page.goto(`/project/${school}/${routeDate(lastWeek(1))}`);
    await expect(editButton(page, /03:00 uur Normaal/)).toBeEnabled();
    const severe = () => axeFindings(page, { include: '.day-registrations' });
    expect(await severe()).toEqual([]);
    await editButton(page, /03:00 uur Normaal/).click();
    await expect(dialog(page, 'Wijzig uren registratie').getByLabel('Werk')).toBeVisible();
    expect(await severe()).toEqual([]);
  });
});
