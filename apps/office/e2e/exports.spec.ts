import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { fieldEmployee } from './field-api';
import { createWorkOrder, E2E_TODAY, expect, office, signIn, test, unique } from './fixtures';

/** Week 46 of 2026, before the e2e server's today. */
const MONDAY = '2026-11-09';

test("a week's page links its urenstaat PDF, opened in a new tab", async ({ page }) => {
  const employee = await fieldEmployee(page, await signIn(page, 'beheerder'));
  await signIn(page, 'planner');
  await employee.book({ '2026-11-10': 7.5 });

  await page.goto(office(`/weken/${employee.id}/${MONDAY}`));
  await expect(page.getByRole('heading', { level: 1, name: employee.name })).toBeVisible();
  const link = page.getByRole('link', { name: 'Urenstaat (PDF)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain('urenstaat-week-46-');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("the chosen work orders' PDFs download as one ZIP; each row links its own PDF", async ({ page }) => {
  const session = await signIn(page, 'planner');
  const prefix = unique('ZIP-');
  const orders = [];
  for (const suffix of ['A', 'B', 'C'])
    orders.push(
      await createWorkOrder(page, session, {
        number: `${prefix}${suffix}`,
        customer: 'Fam. Archief',
        startDate: E2E_TODAY,
      }),
    );

  await page.goto(office(`/werkbonnen?zoek=${prefix}`));
  const rows = page.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(3);
  const download = page.getByRole('button', { name: "PDF's downloaden (ZIP)" });
  await expect(download).toBeDisabled();

  // Each row's PDF is a link away.
  const pdfLink = rows.filter({ hasText: `${prefix}A` }).getByRole('link', { name: 'PDF', exact: true });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('checkbox', { name: `Werkbon ${prefix}A kiezen` }).check();
  await page.getByRole('checkbox', { name: `Werkbon ${prefix}C kiezen` }).check();
  await expect(page.getByText('2 werkbonnen gekozen')).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('werkbonnen.zip');
  const entries = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(entries).sort()).toEqual([`werkbon-${prefix}A.pdf`, `werkbon-${prefix}C.pdf`]);
  for (const data of Object.values(entries)) expect(Buffer.from(data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

  // The orders the search shows, chosen in one click; the choice cleared in another.
  await page.getByRole('button', { name: 'Keuze wissen' }).click();
  await expect(download).toBeDisabled();
  await page.getByRole('button', { name: 'Alle 3 getoonde kiezen' }).click();
  await expect(page.getByText('3 werkbonnen gekozen')).toBeVisible();
  for (const suffix of ['A', 'B', 'C'])
    await expect(page.getByRole('checkbox', { name: `Werkbon ${prefix}${suffix} kiezen` })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Alle 3 getoonde kiezen' })).toBeHidden();
  const [all] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const allEntries = unzipSync(new Uint8Array(await readFile((await all.path())!)));
  expect(Object.keys(allEntries).sort()).toEqual(['A', 'B', 'C'].map((suffix) => `werkbon-${prefix}${suffix}.pdf`));
});
