import { expect, office, signIn, test } from './fixtures';
import { orderWorkedByTheField } from './work-order-records';

test('what the field booked, photographed and had signed on an order shows on its page; the PDF link answers a PDF', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const session = await signIn(page, 'planner');
  const { order, employeeName, hourType, signerName } = await orderWorkedByTheField(page, session);
  await page.context().clearCookies();
  await signIn(page, 'administratie');

  await page.goto(office(`/werkbonnen/${order.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Werkbon ${order.number}` })).toBeVisible();

  const registrations = page.getByRole('region', { name: 'Registraties', exact: true });
  const rows = registrations.getByRole('table', { name: 'Registraties' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveText(
    new RegExp(`${employeeName}.*Uren.*${hourType}.*2,5.*uur.*Leiding vervangen.*Nee`),
  );
  await expect(rows.nth(2)).toHaveText(new RegExp(`${employeeName}.*Materiaal.*Koperbuis 15 mm.*3.*m1.*Nee`));
  const totals = registrations.getByRole('definition');
  await expect(totals).toHaveText(['2,5', '3']);
  await expect(registrations.getByRole('term')).toHaveText(['Uren', 'Materiaal (m1)']);

  // The thumbnail and the photo come from the office's own routes, on the session cookie alone.
  const photos = page.getByRole('region', { name: 'Foto’s', exact: true });
  const open = photos.getByRole('button', { name: new RegExp(`^Foto van ${employeeName}, .* groot bekijken$`) });
  await expect(open).toHaveCount(1);
  await expect(open.locator('img')).toHaveJSProperty('complete', true);
  expect(await open.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await open.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Foto van ${employeeName}`) });
  const full = dialog.getByRole('img');
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();

  const werkbon = page.getByRole('region', { name: 'Werkbon', exact: true });
  await expect(werkbon).toContainText(`Getekend door ${signerName} op `);
  await expect(werkbon).toContainText(`Afgenomen door ${employeeName}.`);
  const pdfLink = werkbon.getByRole('link', { name: 'Werkbon (PDF)' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
