import type { OfficeSession } from '@bouwwerk/domain';
import type { Locator, Page } from '@playwright/test';
import {
  createEmployee,
  createPlanningLine,
  createWorkOrder,
  drag,
  E2E_TODAY,
  expect,
  office,
  signIn,
  test,
  unique,
} from './fixtures';

/** The week of the e2e day (a Tuesday): Monday 23 to Sunday 29 November 2026. */
const MONDAY = '2026-11-23';
const TUESDAY = E2E_TODAY;
const DAY_NAMES = { maandag: '23', dinsdag: '24', woensdag: '25', donderdag: '26', vrijdag: '27' } as const;
type Weekday = keyof typeof DAY_NAMES;

/** An employee and a work order of this test's own, so that the board shows one row the test owns. */
async function employeeAndOrder(page: Page, session: OfficeSession) {
  const lastName = unique('Plan');
  const employee = await createEmployee(page, session, { firstName: 'Bord', lastName, username: unique('bord') });
  const order = await createWorkOrder(page, session, {
    number: unique('WB-'),
    customer: 'Fam. Planbord',
    description: 'Storing cv',
  });
  return { employee, name: `Bord ${lastName}`, order };
}

/** employeeAndOrder, with the order planned on Tuesday for 8 hours by the API. */
async function plannedOnTuesday(page: Page, session: OfficeSession) {
  const made = await employeeAndOrder(page, session);
  const line = await createPlanningLine(page, session, {
    employeeId: made.employee.id,
    startDate: TUESDAY,
    endDate: TUESDAY,
    durationHours: 8,
    workOrderId: made.order.id,
  });
  return { ...made, line };
}

/** The board of the e2e week, one week wide, narrowed to one employee (by his unique last name). */
const openBoard = (page: Page, name: string) =>
  page.goto(office(`/planning?van=${MONDAY}&weken=1&zoek=${encodeURIComponent(name)}`));

const cell = (page: Page, name: string, day: Weekday) =>
  page.getByRole('gridcell', { name: `${name}, ${day} ${DAY_NAMES[day]} november` });

/** The board's status line: what the last change did, or why not (@dnd-kit's live region is another status). */
const notice = (page: Page) => page.locator('.planning__notice');

/** What a screen reader hears of a drag: @dnd-kit's live region. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks up what has the focus with Space and waits for the screen reader to hear `heard`, then for the page's
 * pending timers: @dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up, which
 * a person never beats but a test can.
 */
async function pickUp(page: Page, heard: string) {
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(heard);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

const block = (scope: Page | Locator, number: string) =>
  scope.getByRole('button', { name: new RegExp(`^Werkbon ${number} `) });

test('a planner drags a work order onto Tuesday, and it stays there after a reload', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order } = await employeeAndOrder(page, session);
  await openBoard(page, name);
  await expect(page.getByRole('grid', { name: 'Planbord' })).toBeVisible();

  const side = page.getByRole('complementary', { name: 'Plannen' });
  await side.getByLabel('Soort').selectOption('workOrder');
  await side.getByRole('searchbox').fill(order.number);
  const item = side.getByRole('button', { name: new RegExp(`^Werkbon ${order.number}`) });
  await drag(page, item, cell(page, name, 'dinsdag'));

  await expect(notice(page)).toContainText(
    `Werkbon ${order.number} Storing cv gepland bij ${name}, dinsdag 24 november.`,
  );
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();
  await page.reload();
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'maandag'), order.number)).toHaveCount(0);
});

test('a planner moves a block to another day', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order } = await plannedOnTuesday(page, session);
  await openBoard(page, name);
  await drag(page, block(cell(page, name, 'dinsdag'), order.number), cell(page, name, 'donderdag'));

  await expect(notice(page)).toContainText(`verplaatst naar ${name}, donderdag 26 november`);
  await expect(block(cell(page, name, 'donderdag'), order.number)).toBeVisible();
  await page.reload();
  await expect(block(cell(page, name, 'donderdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toHaveCount(0);

  // Twice in a row, the second before the first is answered: his own first move does not refuse the second.
  // The first move's answer (the server's own) is held back a second, so that the second drag surely comes first.
  let held = false;
  await page.route(
    (url) => /^\/office\/v1\/planning\/\d+$/.test(url.pathname),
    async (route) => {
      if (!held && route.request().method() === 'PUT') {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await route.continue();
    },
  );
  await drag(page, block(cell(page, name, 'donderdag'), order.number), cell(page, name, 'maandag'));
  await drag(page, block(cell(page, name, 'maandag'), order.number), cell(page, name, 'woensdag'));
  await expect(notice(page)).toContainText(`verplaatst naar ${name}, woensdag 25 november`);
  await page.reload();
  await expect(block(cell(page, name, 'woensdag'), order.number)).toBeVisible();
});

test('a moved block stays where it was put while its row is read again before the move is saved', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { employee, name, order } = await plannedOnTuesday(page, session);
  await openBoard(page, name);
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();

  // The move is held on its way to the server until another line of his, planned meanwhile, is on the board.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/office\/v1\/planning\/\d+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'PUT') await released;
      await route.continue();
    },
  );
  await drag(page, block(cell(page, name, 'dinsdag'), order.number), cell(page, name, 'donderdag'));
  await createPlanningLine(page, session, {
    employeeId: employee.id,
    startDate: '2026-11-27',
    endDate: '2026-11-27',
    durationHours: 4,
    workOrderId: order.id,
  });
  await expect(block(cell(page, name, 'vrijdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'donderdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toHaveCount(0);

  release();
  await expect(notice(page)).toContainText(`verplaatst naar ${name}, donderdag 26 november`);
  await page.reload();
  await expect(block(cell(page, name, 'donderdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'vrijdag'), order.number)).toBeVisible();
});

test('two planners move the same block at once: one wins, the other is told who and sees the block as it is', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The loser's change is refused with 409, which the browser logs as a failed request.
  consoleErrors.allow(/409 \(Conflict\)/);
  const session = await signIn(page, 'planner');
  const { name, order } = await plannedOnTuesday(page, session);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, 'beheerder');
    await openBoard(page, name);
    await openBoard(second, name);
    await expect(block(cell(second, name, 'dinsdag'), order.number)).toBeVisible();

    // Both hold the block over their day, then both let go at once: both changes are based on version 1.
    await drag(page, block(cell(page, name, 'dinsdag'), order.number), cell(page, name, 'woensdag'), {
      release: false,
    });
    await drag(second, block(cell(second, name, 'dinsdag'), order.number), cell(second, name, 'vrijdag'), {
      release: false,
    });
    await Promise.all([page.mouse.up(), second.mouse.up()]);

    // The board's status line (not @dnd-kit's live region, which says what was dropped where).
    const said = (board: Page) =>
      board.locator('.planning__notice').filter({ hasText: /verplaatst naar|Gewijzigd door/ });
    await expect(said(page)).toBeVisible();
    await expect(said(second)).toBeVisible();
    const firstWon = (await said(page).textContent())!.includes('verplaatst naar');
    const [winner, loser] = firstWon ? [page, second] : [second, page];
    const [won, lost] = firstWon ? (['woensdag', 'vrijdag'] as const) : (['vrijdag', 'woensdag'] as const);
    await expect(said(winner)).toContainText(`verplaatst naar ${name}`);
    await expect(said(loser)).toHaveText(/^Gewijzigd door .+ om \d\d:\d\d$/);
    // The loser's board shows the block where the winner put it, not where the loser dropped it.
    await expect(block(cell(loser, name, won), order.number)).toBeVisible();
    await expect(block(cell(loser, name, lost), order.number)).toHaveCount(0);
    await loser.reload();
    await expect(block(cell(loser, name, won), order.number)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a planner plans a work order and moves it by keyboard only', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order } = await employeeAndOrder(page, session);
  await openBoard(page, name);
  const grid = page.getByRole('grid', { name: 'Planbord' });
  await expect(grid).toBeVisible();

  // Into the grid from the last filter above it: one Tab stop, on Monday; the arrow keys move from there.
  await page.getByLabel('Groeperen', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(cell(page, name, 'maandag')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, name, 'dinsdag')).toBeFocused();
  await page.keyboard.press('Enter');

  const day = page.getByRole('dialog', { name: `${name}, dinsdag 24 november` });
  await expect(day).toBeVisible();
  await expect(day).toContainText('Niets gepland op deze dag.');
  await day.getByRole('button', { name: 'Nieuwe planning' }).focus();
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: 'Nieuwe planning' });
  await form.getByLabel('Soort').selectOption('workOrder');
  await form
    .getByLabel('Project, werkbon of indirect werk')
    .selectOption({ label: `${order.number} Storing cv · Fam. Planbord` });
  await form.getByLabel('Aankomst').focus();
  await page.keyboard.type('7:30');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Vul een tijd in als uu:mm')).toBeVisible();
  await form.getByLabel('Aankomst').fill('07:30');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(notice(page).filter({ hasText: 'Planning opgeslagen.' })).toBeVisible();
  const planned = block(cell(page, name, 'dinsdag'), order.number);
  await expect(planned).toHaveAccessibleName(/aankomst 07:30/);

  // Pick the block up with Space, one day on with the right arrow, down with Space.
  await cell(page, name, 'dinsdag').focus();
  await page.keyboard.press('Tab');
  await expect(planned).toBeFocused();
  // The screen reader is told each step (@dnd-kit's live region); the next key waits for it, as a listener would.
  const heard = announcement(page);
  await pickUp(page, `Werkbon ${order.number} Storing cv boven ${name}, dinsdag 24 november.`);
  await page.keyboard.press('ArrowRight');
  await expect(heard).toHaveText(`Werkbon ${order.number} Storing cv boven ${name}, woensdag 25 november.`);
  await page.keyboard.press('Space');
  const moved = `Werkbon ${order.number} Storing cv verplaatst naar ${name}, woensdag 25 november.`;
  await expect(heard).toHaveText(moved);
  await expect(notice(page)).toHaveText(moved);
  await expect(block(cell(page, name, 'woensdag'), order.number)).toBeVisible();
  // The focus stays with what was moved.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('aria-label')))
    .toBe(`${name}, woensdag 25 november`);
  await page.reload();
  await expect(block(cell(page, name, 'woensdag'), order.number)).toBeVisible();
});

test('a planner drags a work order from the side list onto a day by keyboard', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order } = await employeeAndOrder(page, session);
  await openBoard(page, name);
  const side = page.getByRole('complementary', { name: 'Plannen' });
  await side.getByRole('searchbox').fill(order.number);
  await side.getByRole('button', { name: new RegExp(`^Werkbon ${order.number}`) }).focus();

  // The first arrow takes it to the board's focused cell (Monday), the next one day on.
  const heard = announcement(page);
  await pickUp(page, `Werkbon ${order.number} Storing cv opgepakt.`);
  await page.keyboard.press('ArrowLeft');
  await expect(heard).toHaveText(`Werkbon ${order.number} Storing cv boven ${name}, maandag 23 november.`);
  await page.keyboard.press('ArrowRight');
  await expect(heard).toHaveText(`Werkbon ${order.number} Storing cv boven ${name}, dinsdag 24 november.`);
  await page.keyboard.press('Space');
  await expect(notice(page)).toHaveText(`Werkbon ${order.number} Storing cv gepland bij ${name}, dinsdag 24 november.`);
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();
});

test('a planner stretches a block, copies it with Ctrl-drag and removes the copy', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { employee, name, order } = await employeeAndOrder(page, session);
  await createPlanningLine(page, session, {
    employeeId: employee.id,
    startDate: TUESDAY,
    endDate: TUESDAY,
    durationHours: 4,
    workOrderId: order.id,
  });
  await openBoard(page, name);
  const tuesday = block(cell(page, name, 'dinsdag'), order.number);

  await drag(
    page,
    page.getByRole('button', { name: `Einddag van ${order.number} Storing cv verslepen` }),
    cell(page, name, 'donderdag'),
  );
  await expect(notice(page)).toHaveText(
    `Werkbon ${order.number} Storing cv loopt nu tot en met donderdag 26 november.`,
  );
  await expect(tuesday).toHaveAccessibleName(/dinsdag 24 november t\/m donderdag 26 november/);

  await page.keyboard.down('Control');
  await drag(page, tuesday, cell(page, name, 'vrijdag'));
  await page.keyboard.up('Control');
  await expect(notice(page)).toHaveText(
    `Werkbon ${order.number} Storing cv gedupliceerd naar ${name}, vrijdag 27 november.`,
  );
  await expect(tuesday).toBeVisible();
  const copy = block(cell(page, name, 'vrijdag'), order.number);
  await expect(copy).toHaveAccessibleName(/vrijdag 27 november t\/m zondag 29 november/);

  await copy.click();
  await page
    .getByRole('dialog', { name: `Werkbon ${order.number} Storing cv` })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Planning verwijderen' });
  await expect(confirm).toContainText(`van ${name} (vrijdag 27 november t/m zondag 29 november) verwijderen?`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(notice(page)).toHaveText(`Werkbon ${order.number} Storing cv verwijderd.`);
  await expect(copy).toHaveCount(0);
  await page.reload();
  await expect(tuesday).toBeVisible();
  await expect(block(cell(page, name, 'vrijdag'), order.number)).toHaveCount(0);
});

test('a planner copies an employee’s previous week from his row’s menu', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { employee, name, order } = await employeeAndOrder(page, session);
  await createPlanningLine(page, session, {
    employeeId: employee.id,
    startDate: '2026-11-17',
    endDate: '2026-11-18',
    durationHours: 8,
    workOrderId: order.id,
  });
  await openBoard(page, name);
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toHaveCount(0);
  await page.getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Kopieer vorige week' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Vorige week kopiëren' });
  await expect(confirm).toContainText(`De planning van ${name} in week 47 kopiëren naar week 48?`);
  await confirm.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(notice(page)).toHaveText('1 regel gekopieerd.');
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toHaveAccessibleName(
    /dinsdag 24 november t\/m woensdag 25 november/,
  );
});

test('the administratie reads the board and cannot drag', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order } = await plannedOnTuesday(page, session);
  await signIn(page, 'administratie');
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/office/v1/planning')) writes += 1;
  });
  await openBoard(page, name);
  await expect(page.getByText('Uw rol leest de planning alleen.')).toBeVisible();
  const planned = block(cell(page, name, 'dinsdag'), order.number);
  await expect(planned).toBeVisible();
  await expect(planned).not.toHaveAttribute('aria-roledescription');
  await expect(page.getByRole('complementary', { name: 'Plannen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kopieer vorige week' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Acties voor ${name}` })).toHaveCount(0);

  await drag(page, planned, cell(page, name, 'donderdag'));
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();
  await expect(block(cell(page, name, 'donderdag'), order.number)).toHaveCount(0);
  // A click shows the line, without anything to change it with.
  await planned.click();
  const shown = page.getByRole('dialog', { name: new RegExp(`^Werkbon ${order.number}`) });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Wijzigen' })).toHaveCount(0);
  expect(writes).toBe(0);
});

test('a change made elsewhere appears on an open board within 2 seconds, without a reload', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const { name, order, line } = await plannedOnTuesday(page, session);
  await openBoard(page, name);
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();

  // Another desk (the API, as the integration or a second planner would) moves it to Thursday.
  const moved = await page.request.put(`/office/v1/planning/${line.id}`, {
    data: { ...lineFields(line), startDate: '2026-11-26', endDate: '2026-11-26', version: line.version },
    headers: { Origin: new URL(page.url()).origin, 'X-CSRF-Token': session.csrfToken },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(block(cell(page, name, 'donderdag'), order.number)).toBeVisible({ timeout: 2_000 });
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toHaveCount(0);
});

test('a board that lost its live connection says so, and catches up when it returns', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/office\/v1\/events/);
  consoleErrors.allow(/ERR_FAILED/);
  const session = await signIn(page, 'planner');
  const { name, order, line } = await plannedOnTuesday(page, session);
  const cutOff = (url: URL) => url.pathname === '/office/v1/events';
  await page.route(cutOff, (route) => route.abort());
  await openBoard(page, name);
  await expect(block(cell(page, name, 'dinsdag'), order.number)).toBeVisible();
  const lost = page.getByRole('alert').filter({ hasText: 'Verbinding verbroken' });
  await expect(lost).toHaveText('Verbinding verbroken — de planning wordt bijgewerkt zodra die terug is');

  const moved = await page.request.put(`/office/v1/planning/${line.id}`, {
    data: { ...lineFields(line), startDate: '2026-11-27', endDate: '2026-11-27', version: line.version },
    headers: { Origin: new URL(page.url()).origin, 'X-CSRF-Token': session.csrfToken },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.unroute(cutOff);
  await expect(block(cell(page, name, 'vrijdag'), order.number)).toBeVisible({ timeout: 12_000 });
  await expect(lost).toHaveCount(0);
});

/** The fields of a line as a request names them. */
const lineFields = (line: Awaited<ReturnType<typeof createPlanningLine>>) => ({
  employeeId: line.employeeId,
  startDate: line.startDate,
  endDate: line.endDate,
  arrival: line.arrival,
  durationHours: line.durationHours,
  workOrderId: line.target.id,
  description: line.description,
  remark: line.remark,
});
