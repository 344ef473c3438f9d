import { expect, invite, office, signIn, test, unique } from './fixtures';

test('Mijn account shows who is signed in, and Overal afmelden ends every session of the user', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The guard asks for the ended session once more: a 401 on purpose.
  consoleErrors.allow(/status of 401/);
  // A user of this test's own, so that no other test's session of a demo user ends with it.
  const beheerder = await signIn(page, 'beheerder');
  const email = `${unique('account')}@demo.example`;
  const { link } = await invite(page, beheerder, email, 'Arie Account', 'administratie');
  const token = new URL(link).pathname.split('/').pop()!;
  const origin = new URL(link).origin;
  const password = `rekening-${unique('')}-courant`;
  await page.context().clearCookies();
  const accepted = await page.request.post(`/office/v1/invitations/${token}/accept`, {
    data: { password },
    headers: { Origin: origin },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A second session of the same user, in another browser.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.request.post(`${origin}/office/v1/session`, {
      data: { companyCode: 'demo', email, password },
      headers: { Origin: origin },
    });
    expect(other.status()).toBe(200);

    await page.goto(office('/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    await expect(page.locator('dl')).toContainText('Arie Account');
    await expect(page.locator('dl')).toContainText(email);
    await expect(page.locator('dl')).toContainText('Administratie');

    await page.getByRole('button', { name: 'Overal afmelden' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Overal afmelden?' });
    await confirm.getByRole('button', { name: 'Overal afmelden' }).click();
    await expect(page).toHaveURL(/\/kantoor\/login$/);
    await expect(page.getByRole('status')).toHaveText('U bent afgemeld.');

    expect((await elsewhere.request.get(`${origin}/office/v1/session`)).status()).toBe(401);
    await page.goto(office('/account'));
    await expect(page).toHaveURL(/\/kantoor\/login\?terug=%2Faccount$/);
  } finally {
    await elsewhere.close();
  }
});
