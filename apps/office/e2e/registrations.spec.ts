import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_NOW, expect, office, signIn, test } from './fixtures';
import { fieldEmployee, type FieldEmployee } from './field-api';

/**
 * Registraties: each test books the hours of an employee of its own through the field's API, in a period no
 * other test books in, and narrows the grid to him.
 */

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: E2E_NOW });
});

/** An employee of the test's own with these hours booked (indirect), made by the beheerder. */
async function bookedBy(page: Page, hours: Record<string, number>): Promise<FieldEmployee> {
  const worker = await fieldEmployee(page, await signIn(page, 'beheerder'), 'Registratie');
  await worker.book(hours);
  return worker;
}

const grid = (page: Page) => page.getByRole('table', { name: 'Registraties in de gekozen periode' });
/** The line under the filters: how many are loaded, and their hours. */
const totals = (page: Page) => page.getByRole('status').filter({ hasText: / uur$/ });
const rowOf = (page: Page, day: string) => grid(page).getByRole('row').filter({ hasText: day });

test('the administratie narrows to an employee and a period, corrects a row with a reason and finds it in Geschiedenis', async ({
  page,
}) => {
  const worker = await bookedBy(page, { '2026-10-05': 8, '2026-10-06': 7.5 });
  await signIn(page, 'administratie');

  await page.goto(office('/registraties'));
  await expect(page.getByRole('heading', { level: 1, name: 'Registraties' })).toBeVisible();
  // The current month of the browser's (fixed) clock.
  await expect(page.getByLabel('Van', { exact: true })).toHaveValue('2026-11-01');
  await expect(page.getByLabel('Tot en met', { exact: true })).toHaveValue('2026-11-30');

  await page.getByLabel('Medewerker', { exact: true }).selectOption({ label: worker.name });
  await page.getByLabel('Van', { exact: true }).fill('2026-10-01');
  await page.getByLabel('Tot en met', { exact: true }).fill('2026-10-31');
  await expect(page).toHaveURL(new RegExp(`medewerker=${worker.id}`));
  await expect(page).toHaveURL(/van=2026-10-01&tot=2026-10-31/);
  await expect(totals(page)).toHaveText('2 registraties · 15:30 uur');
  await expect(grid(page).getByRole('row')).toHaveCount(3);

  const monday = rowOf(page, '5 okt 2026');
  await expect(monday).toContainText('8:00');
  await expect(monday).toContainText('Open');
  await expect(monday).toContainText('Niet ingediend');
  await monday.getByRole('button', { name: 'Corrigeren' }).click();
  const dialog = page.getByRole('dialog', { name: /^Registratie corrigeren: 5 okt 2026/ });
  await dialog.getByLabel('Uren').fill('6:30');
  await dialog.getByRole('button', { name: 'Correctie opslaan' }).click();
  await expect(dialog.getByText(/^Vul de reden van de correctie in/)).toBeVisible();
  await expect(dialog.getByLabel('Reden')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Reden').fill('Overgenomen van het verkeerde briefje');
  await dialog.getByRole('button', { name: 'Correctie opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('Registratie gecorrigeerd.');
  await expect(monday).toContainText('6:30');
  await expect(totals(page)).toHaveText('2 registraties · 14:00 uur');

  await monday.getByRole('button', { name: 'Geschiedenis' }).click();
  const history = page.getByRole('dialog', { name: /^Geschiedenis: 5 okt 2026/ });
  const correction = history.getByRole('listitem').filter({ hasText: 'Urenregistratie gecorrigeerd' });
  await expect(correction).toContainText('door Anna Administratie');
  await correction.getByText('Wat is er veranderd').click();
  await expect(correction.getByRole('row', { name: /Reden/ })).toContainText('Overgenomen van het verkeerde briefje');
  const change = history.getByRole('listitem').filter({ hasText: 'Urenregistratie gewijzigd' }).first();
  await change.getByText('Wat is er veranderd').click();
  await expect(change.getByRole('row', { name: /Uren/ })).toContainText('8');
  await expect(change.getByRole('row', { name: /Uren/ })).toContainText('6.5');
});

test('the administratie validates a selection and withdraws a validation, with a summary of each', async ({ page }) => {
  const worker = await bookedBy(page, { '2026-09-07': 8, '2026-09-08': 8, '2026-09-09': 4 });
  await signIn(page, 'administratie');
  await page.goto(office(`/registraties?van=2026-09-01&tot=2026-09-30&medewerker=${worker.id}`));
  await expect(grid(page).getByRole('row')).toHaveCount(4);

  await page.getByRole('checkbox', { name: 'Alle geladen registraties selecteren' }).check();
  await expect(page.getByText('3 geselecteerd')).toBeVisible();
  await page.getByRole('button', { name: 'Valideren', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('3 gevalideerd');
  for (const day of ['7 sep 2026', '8 sep 2026', '9 sep 2026'])
    await expect(rowOf(page, day)).toContainText('Gevalideerd');

  await rowOf(page, '9 sep 2026').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Validatie intrekken' }).click();
  await expect(page.getByTestId('toast')).toContainText('1 validatie ingetrokken');
  await expect(rowOf(page, '9 sep 2026')).toContainText('Open');
  await expect(rowOf(page, '8 sep 2026')).toContainText('Gevalideerd');

  // The filter on status narrows to what is still open.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
  await expect(page).toHaveURL(/status=open/);
  await expect(grid(page).getByRole('row')).toHaveCount(2);
});

test('a closed period marks its rows and refuses a correction into it; only a beheerder reopens, with a reason', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/409 \(Conflict\).*\/office\/v1\/registrations\/hours\//);
  const worker = await bookedBy(page, { '2024-03-04': 8, '2024-03-05': 8, '2024-03-11': 6 });
  await signIn(page, 'administratie');
  await page.goto(office(`/registraties?van=2024-03-01&tot=2024-03-31&medewerker=${worker.id}`));
  await expect(grid(page).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Heropenen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Periode afsluiten' }).click();
  const close = page.getByRole('dialog', { name: 'Periode afsluiten' });
  await close.getByLabel('Afsluiten tot en met').fill('2024-03-08');
  await close.getByRole('button', { name: 'Periode afsluiten' }).click();
  await page
    .getByRole('alertdialog', { name: 'Periode afsluiten' })
    .getByRole('button', {
      name: 'Periode afsluiten tot en met 08-03-2024',
    })
    .click();
  await expect(page.getByText('Afgesloten t/m 08-03-2024')).toBeVisible();

  for (const day of ['4 mrt 2024', '5 mrt 2024']) {
    await expect(rowOf(page, day).getByText('Periode afgesloten').first()).toBeVisible();
    await expect(rowOf(page, day).getByRole('button', { name: 'Corrigeren' })).toHaveCount(0);
  }
  // A correction that moves an open registration into the closed period is refused, and says why.
  await rowOf(page, '11 mrt 2024').getByRole('button', { name: 'Corrigeren' }).click();
  const dialog = page.getByRole('dialog', { name: /^Registratie corrigeren: 11 mrt 2024/ });
  await dialog.getByLabel('Datum').fill('2024-03-07');
  await dialog.getByLabel('Reden').fill('Op de verkeerde dag geboekt');
  await dialog.getByRole('button', { name: 'Correctie opslaan' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Periode afgesloten');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  await page.getByRole('checkbox', { name: 'Alle geladen registraties selecteren' }).check();
  await page.getByRole('button', { name: 'Valideren', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('1 gevalideerd, 2 overgeslagen: periode afgesloten');

  await signIn(page, 'beheerder');
  await page.reload();
  await page.getByRole('button', { name: 'Heropenen' }).click();
  const reopen = page.getByRole('dialog', { name: 'Afgesloten periode heropenen' });
  await reopen.getByRole('button', { name: 'Heropenen' }).click();
  await expect(reopen.getByText('Vul de reden van het heropenen in.')).toBeVisible();
  await reopen.getByLabel('Reden').fill('Correctie van maart nodig');
  await reopen.getByRole('button', { name: 'Heropenen' }).click();
  await expect(page.getByText('Geen periode afgesloten')).toBeVisible();
  await expect(rowOf(page, '4 mrt 2024').getByRole('button', { name: 'Corrigeren' })).toBeVisible();
});

test('a planner reads the registrations and their history, without a button that changes them', async ({ page }) => {
  const worker = await bookedBy(page, { '2026-08-03': 8 });
  await signIn(page, 'planner');
  await page.goto(office(`/registraties?van=2026-08-01&tot=2026-08-31&medewerker=${worker.id}`));
  const row = rowOf(page, '3 aug 2026');
  await expect(row).toContainText('8:00');
  await expect(row.getByRole('button', { name: 'Geschiedenis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corrigeren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valideren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Periode afsluiten' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Registraties' })).toBeVisible();
});

test('a period of 100,000 registrations scrolls to its end with only the rows in view in the page', async ({
  page,
}) => {
  // Twenty pages of JSON to make, parse and show on a machine that runs other tests beside it.
  test.setTimeout(90_000);
  // The server's pages are stood in for, 5,000 rows each, so that the test needs no 100,000 bookings.
  const PAGE_ROWS = 5_000;
  const PAGES = 20;
  await page.route('**/office/v1/registrations?*', async (route) => {
    const after = new URL(route.request().url()).searchParams.get('after');
    const index = after === null ? 0 : Number(after.slice(1));
    const registrations = Array.from({ length: PAGE_ROWS }, (_, i) => {
      const id = index * PAGE_ROWS + i + 1;
      return {
        kind: 'hours',
        id,
        date: '2026-11-02',
        employee: { id: 1, name: `Medewerker ${id}` },
        target: { kind: 'indirect', id: 1, label: 'Opleiding' },
        part: null,
        what: 'Opleiding',
        hourTypeId: null,
        amount: 1,
        unit: 'uur',
        remark: '',
        status: 'open',
        weekState: 'open',
        lockReason: null,
        updatedAt: '2026-11-02T10:00:00.000Z',
      };
    });
    await route.fulfill({ json: { registrations, next: index + 1 < PAGES ? `p${index + 1}` : null } });
  });
  await signIn(page, 'planner');
  await page.goto(office('/registraties'));
  await expect(totals(page)).toContainText('5.000 registraties geladen');

  const scroller = page.getByRole('region', { name: 'Registraties in de gekozen periode' });
  for (let loaded = 1; loaded < PAGES; loaded += 1) {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(totals(page)).toContainText(`${((loaded + 1) * PAGE_ROWS).toLocaleString('nl-NL')} registraties`);
  }
  await expect(totals(page)).toHaveText('100.000 registraties · 100000:00 uur');
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(grid(page).getByRole('row').filter({ hasText: 'Medewerker 100000' })).toBeVisible();
  expect(await grid(page).getByRole('row').count()).toBeLessThan(60);

  // Half way down and back: the rows in view are there at once.
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
  await expect(
    grid(page)
      .getByRole('row')
      .filter({ hasText: /Medewerker 500\d\d(?!\d)/ })
      .first(),
  ).toBeVisible();
  expect(await grid(page).getByRole('row').count()).toBeLessThan(60);
});

test("'Exporteren' downloads what the filters show, as XLSX and as the Urenoverzicht", async ({ page }) => {
  const worker = await bookedBy(page, { '2026-06-01': 8, '2026-06-02': 6.5 });
  await signIn(page, 'administratie');
  await page.goto(office(`/registraties?van=2026-06-01&tot=2026-06-07&medewerker=${worker.id}`));
  await expect(totals(page)).toHaveText('2 registraties · 14:30 uur');
  const exports = page.getByRole('navigation', { name: 'Exporteren' });

  const download = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    return { workbook, name: file.suggestedFilename() };
  };
  const registrations = await download('Excel (XLSX)');
  expect(registrations.name).toBe('registraties-2026-06-01-2026-06-07.xlsx');
  const sheet = registrations.workbook.getWorksheet('Registraties')!;
  const header = sheet.getRow(1).values as unknown[];
  const hours = [2, 3].map((row) => sheet.getRow(row).getCell(header.indexOf('Aantal')).value);
  expect(hours).toEqual([8, 6.5]);
  expect(sheet.rowCount).toBe(3);

  const overview = await download('Urenoverzicht (XLSX)');
  const own = overview.workbook.getWorksheet(worker.name)!;
  expect(own.getRow(own.rowCount).values).toEqual([undefined, 'Totaal', 14.5, 14.5]);
});
