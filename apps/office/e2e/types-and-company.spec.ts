import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, office, test, unique } from './fixtures';

/**
 * The acme company's beheerder, whose hour types and name no field spec reads (they run beside this one on
 * the demo company): what this test changes it puts back, but for the hour type it adds, left inactive.
 */
const ACME_BEHEERDER = { companyCode: 'acme', email: 'beheer@acme.example', password: 'welkom-kantoor' };

/** A PNG of one colour, made here: 8-bit RGB, no interlace, each row's filter byte 0. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInOnThePage(page: Page) {
  await page.goto(office('/login'));
  await page.getByLabel('Bedrijfscode').fill(ACME_BEHEERDER.companyCode);
  await page.getByLabel('E-mailadres').fill(ACME_BEHEERDER.email);
  await page.getByLabel('Wachtwoord').fill(ACME_BEHEERDER.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers/);
}

test('a beheerder adds an hour type, makes it the default, renames the company and uploads a logo', async ({
  page,
  consoleErrors,
}) => {
  await signInOnThePage(page);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });

  // Soorten: a new hour type, made the default.
  await nav.getByRole('link', { name: 'Soorten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soorten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Uursoorten' })).toHaveAttribute('aria-selected', 'true');
  const name = unique('Zaterdag ');
  await page.getByRole('button', { name: 'Nieuwe uursoort' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe uursoort' });
  await dialog.getByLabel('Omschrijving').fill(name);
  await dialog.getByLabel('Volgorde').fill('900');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} opgeslagen.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([name, '900', 'Ja', '', /Wijzigen/]);

  await row.getByRole('button', { name: `${name} standaard maken` }).click();
  await expect(row.getByRole('cell')).toHaveText([name, '900', 'Ja', 'Standaard', /Wijzigen/]);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Standaard', exact: true })).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Standaard');

  // Another tab: the indirect types, its own list and its own 'Nieuw…'.
  await page.getByRole('tab', { name: 'Indirecte soorten' }).click();
  await expect(page).toHaveURL(/lijst=indirect/);
  await expect(page.getByRole('row').filter({ hasText: 'Vakantie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe indirecte soort' })).toBeVisible();

  // Put back: acme has no default, and the hour type is made inactive (a type is never removed).
  await page.getByRole('tab', { name: 'Uursoorten' }).click();
  await row.getByRole('button', { name: `${name} wijzigen` }).click();
  const edit = page.getByRole('dialog', { name: 'Uursoort wijzigen' });
  await expect(edit.getByLabel('Omschrijving')).toHaveValue(name);
  await edit.getByLabel('Standaard uursoort').uncheck();
  await edit.getByLabel('Actief').uncheck();
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell')).toHaveText([name, '900', 'Nee', '', /Wijzigen/]);

  // Bedrijf: a new name, shown in the console's header at once, and a logo.
  await nav.getByRole('link', { name: 'Bedrijf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrijf' })).toBeVisible();
  const nameField = page.getByLabel('Naam', { exact: true });
  const originalName = await nameField.inputValue();
  const originalLogo = await page.request.get('/office/v1/company/logo');
  const newName = unique('Acme E2E ');
  try {
    await nameField.fill(newName);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedrijf opgeslagen.' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(newName);

    // The reminder of a workday short of hours, at a time the company chooses, kept over a reload.
    const reminder = page.getByLabel('Herinnering uren boeken om');
    await expect(reminder).toHaveValue('');
    await reminder.fill('16:30');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedrijf opgeslagen.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Herinnering uren boeken om')).toHaveValue('16:30');
    expect((await (await page.request.get('/office/v1/company')).json()).hoursReminderAt).toBe('16:30');

    await page.getByLabel(/^Logo kiezen/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 40, [30, 90, 160]),
    });
    await expect(page.getByRole('status').filter({ hasText: 'Logo opgeslagen.' })).toBeVisible();
    const logo = page.getByRole('img', { name: `Logo van ${newName}` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    // A file that is no image of its type is refused at the field, and the logo stays.
    consoleErrors.allow(/status of 400/);
    await page.getByLabel(/^Logo kiezen/).setInputFiles({
      name: 'kapot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('dit is geen afbeelding'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'geen leesbare afbeelding' })).toBeVisible();
    await expect(logo).toBeVisible();
  } finally {
    // Put back what the field specs of acme may read: its name, no reminder and its logo.
    const session = await (await page.request.get('/office/v1/session')).json();
    const headers = { Origin: new URL(page.url()).origin, 'X-CSRF-Token': session.csrfToken };
    await page.request.put('/office/v1/company', {
      data: { name: originalName, validateRegistrationsFirst: false, hoursReminderAt: null },
      headers,
    });
    if (originalLogo.ok())
      await page.request.put('/office/v1/company/logo', {
        data: await originalLogo.body(),
        headers: { ...headers, 'Content-Type': 'image/png' },
      });
  }
});
