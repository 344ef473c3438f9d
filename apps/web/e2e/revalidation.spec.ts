import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';
import { bookOwnRows, ownDay, projectByCode, sessionFor } from './registrations-api';

/**
 * The app asks for the week again with the ETag of the copy it keeps, also after a start, and the server
 * answers 304 while nothing changed; a write makes the next answer a full one
 * (docs/decisions/014-change-versions-and-etags.md).
 */

/** The status of the week's request when the page starts again. */
async function weekStatusOnReload(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/v3/weekoverzicht/') && r.request().method() === 'GET'),
    page.reload(),
  ]);
  return response.status();
}

test('a start revalidates the kept week: 304 while unchanged, the new week after a write', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, users.jan);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();

  // The week is kept on the device a moment after its answer; other specs may write meanwhile, so ask again
  // until a start finds the week unchanged.
  await expect.poll(() => weekStatusOnReload(page), { timeout: 30_000 }).toBe(304);
  await expect(firstCard).toBeVisible();

  const jan = await sessionFor(request, users.jan);
  const project = await projectByCode(request, jan, '013');
  await bookOwnRows(request, jan, project, ownDay(testInfo, 41), {
    hours: 1,
    remark: 'revalidatie',
    material: { aantal: 1, eenheid: 'stuks', omschrijving: 'Plug' },
  });
  expect(await weekStatusOnReload(page)).toBe(200);
  await expect(firstCard).toBeVisible();
});

test('the projects list is asked again with its tag, and kept while the company’s projects are unchanged', async ({
  page,
}) => {
  await signIn(page, users.jan);
  const projectsOnReload = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/projecten' && r.request().method() === 'GET'),
      page.reload(),
    ]);
    return { status: response.status(), tag: await response.request().headerValue('if-none-match') };
  };
  await page.goto('/select/project');
  const list = page.getByRole('list', { name: 'Projecten' });
  await expect(list).toBeVisible();
  // Other specs may change the demo company's projects meanwhile: ask again until a start finds the list unchanged.
  await expect.poll(async () => (await projectsOnReload()).status, { timeout: 30_000 }).toBe(304);
  // The first start after the list arrived asks with its tag too, whatever the answer.
  expect((await projectsOnReload()).tag, 'the kept list’s tag goes along').toMatch(/^W\/"/);
  await expect(list).toBeVisible();
});
