import { expect, office, signIn, test, unique } from './fixtures';

/** A catalogue file as an office exports it from its spreadsheet: Dutch headers, ';', a decimal comma. */
export function catalogueCsv(code: string) {
  return Buffer.from(
    [
      'Hoofdgroep;Hoofdgroep omschrijving;Groep;Groep omschrijving;Artikelnummer;Omschrijving;Eenheid;Aantal',
      `10;Elektra;10.20;Kabels;${code};Grondkabel ${code};m1;2,5`,
      `10;Elektra;10.20;Kabels;${code}-X;Vat olie;vat;1`,
    ].join('\r\n'),
  );
}

test('a planner imports a CSV file after its preview and finds the new line in the catalogue', async ({ page }) => {
  await signIn(page, 'planner');
  await page.goto(office('/medewerkers'));
  await page.getByRole('link', { name: 'Catalogus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();

  const code = unique('E2E-');
  await page.getByRole('button', { name: 'Importeren' }).click();
  const panel = page.getByRole('region', { name: 'Catalogus importeren' });
  await panel
    .getByLabel('Bestand')
    .setInputFiles({ name: 'catalogus.csv', mimeType: 'text/csv', buffer: catalogueCsv(code) });
  await panel.getByRole('button', { name: 'Controleren' }).click();

  await expect(panel.getByRole('status')).toHaveText('1 nieuw, 0 gewijzigd, 1 geweigerd, 0 ongewijzigd.');
  const refused = panel.getByRole('row').filter({ hasText: `${code}-X` });
  await expect(refused.getByRole('cell')).toHaveText([
    '3',
    'Geweigerd',
    `${code}-X`,
    'Vat olie',
    'Eenheid: Kies een eenheid uit de lijst.',
  ]);
  await expect(
    panel
      .getByRole('row')
      .filter({ hasText: `Grondkabel ${code}` })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Nieuw');
  // The preview wrote nothing.
  await page.getByLabel('Zoeken').fill(code);
  await expect(page.getByText('Er zijn geen regels gevonden.')).toBeVisible();

  await panel.getByRole('button', { name: 'Importeer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Geïmporteerd: 1 nieuw, 0 gewijzigd, 1 geweigerd.');

  const line = page.getByRole('table', { name: 'Catalogus', exact: true }).getByRole('row').filter({ hasText: code });
  await expect(line.getByRole('cell').nth(3)).toHaveText(`Grondkabel ${code}`);
  await expect(line.getByRole('cell').nth(5)).toHaveText('2,5');
  await expect(page.getByRole('status').filter({ hasText: '1 regel' })).toBeVisible();

  // And changed by hand: the dialog names what is wrong at the field.
  await line.getByRole('button', { name: `Grondkabel ${code} wijzigen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Regel wijzigen' });
  await dialog.getByLabel('Omschrijving', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul dit in: hoogstens 500 tekens, op één regel.')).toBeVisible();
  await dialog.getByLabel('Omschrijving', { exact: true }).fill(`Grondkabel ${code} 4 mm²`);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Regel opgeslagen.' })).toBeVisible();
  await expect(line.getByRole('cell').nth(3)).toHaveText(`Grondkabel ${code} 4 mm²`);
});

test('the administratie reads the catalogue and cannot import', async ({ page }) => {
  await signIn(page, 'administratie');
  await page.goto(office('/catalogus'));
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  await expect(page.getByText('U kunt de catalogus bekijken')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importeren' })).toHaveCount(0);
});
