import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type {
  InvitationLink,
  OfficeEmployee,
  OfficeEmployeeInput,
  OfficePartInput,
  OfficeProject,
  OfficeProjectInput,
  OfficeRelation,
  OfficeRelationInput,
  OfficeRole,
  OfficeSession,
  OfficeWorkInput,
  OfficeWorkOrder,
  OfficeWorkOrderInput,
  PlanningLine,
  PlanningLineInput,
} from '@bouwwerk/domain';

export { expect };
export { E2E_NOW, E2E_TODAY } from '../../../test/e2e-support/e2e-today.mjs';

/** The demo office users of the server's seed (company `demo`), one per role. */
export const officeUsers = {
  beheerder: { companyCode: 'demo', email: 'beheer@demo.example', password: 'welkom-kantoor' },
  planner: { companyCode: 'demo', email: 'planning@demo.example', password: 'welkom-kantoor' },
  administratie: { companyCode: 'demo', email: 'administratie@demo.example', password: 'welkom-kantoor' },
} satisfies Record<OfficeRole, { companyCode: string; email: string; password: string }>;

/** The console's address of a page: its router's basename is /kantoor. */
export const office = (path = '/') => `/kantoor${path}`;

/** A name no other test (nor an earlier run on the same server) has: the tests run side by side. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface ConsoleErrors {
  /** Declares a browser console error this test provokes on purpose (matched against its text and address). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a browser console error or uncaught page error it did not declare: a screen that looks
 * right while throwing in the background is broken. A refusal the test provokes (a wrong password's 401)
 * shows in the console as a failed resource, and is declared with consoleErrors.allow.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; serverOrigin: void }>({
  // The origin this test's pages are on, for the Origin header of the API writes the helpers below make.
  serverOrigin: [
    async ({ baseURL }, use) => {
      currentOrigin = new URL(baseURL ?? '').origin;
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = `${message.text()} ${message.location().url}`;
          if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
        });
        page.on('pageerror', (error) => unexpected.push(`page error: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(unexpected, 'unexpected browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Signs the page's browser context in through the API, as the login form does (the cookie lands in the
 * context's jar), so a test of another screen does not walk through the login page first. Writes carry the
 * Origin header a browser sends; the answer's CSRF token lets the test write through the API itself.
 */
export async function signIn(page: Page, role: OfficeRole): Promise<OfficeSession> {
  const response = await page.request.post('/office/v1/session', {
    data: officeUsers[role],
    headers: { Origin: serverOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OfficeSession;
}

let currentOrigin = '';

/** The origin of the server under test, which the office API wants in the Origin header of every write. */
const serverOrigin = () => currentOrigin;

/** A write of the office API as the signed-in console makes it: Origin and the session's CSRF token. */
async function write<T>(
  request: APIRequestContext,
  session: OfficeSession,
  method: 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Origin: serverOrigin(), 'X-CSRF-Token': session.csrfToken },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** An employee made through the API, for a test about his page rather than about creating him. */
export function createEmployee(page: Page, session: OfficeSession, input: OfficeEmployeeInput) {
  return write<OfficeEmployee>(page.request, session, 'POST', '/office/v1/employees', input);
}

/** A project with one work of one part, made through the API, for a test about its page. */
export async function createProject(
  page: Page,
  session: OfficeSession,
  input: OfficeProjectInput,
  work: OfficeWorkInput = { description: 'Elektra' },
  part: OfficePartInput = { code: '01.10', description: 'Groepenkast' },
) {
  const project = await write<OfficeProject>(page.request, session, 'POST', '/office/v1/projects', input);
  const withWork = await write<OfficeProject>(
    page.request,
    session,
    'POST',
    `/office/v1/projects/${project.id}/works`,
    work,
  );
  return write<OfficeProject>(page.request, session, 'POST', `/office/v1/works/${withWork.works[0]!.id}/parts`, part);
}

/** A relation with contact persons of these names, made through the API, for a test about its page. */
export async function createRelation(
  page: Page,
  session: OfficeSession,
  input: OfficeRelationInput,
  persons: string[],
) {
  let relation = await write<OfficeRelation>(page.request, session, 'POST', '/office/v1/relations', input);
  for (const name of persons)
    relation = await write<OfficeRelation>(
      page.request,
      session,
      'POST',
      `/office/v1/relations/${relation.id}/contact-persons`,
      { name },
    );
  return relation;
}

/** A work order made through the API. */
export function createWorkOrder(page: Page, session: OfficeSession, input: OfficeWorkOrderInput) {
  return write<OfficeWorkOrder>(page.request, session, 'POST', '/office/v1/work-orders', input);
}

/** A planning line made through the API, for a test about the board rather than about planning by hand. */
export function createPlanningLine(page: Page, session: OfficeSession, input: PlanningLineInput) {
  return write<PlanningLine>(page.request, session, 'POST', '/office/v1/planning', input);
}

/** An invitation link made through the API by the signed-in beheerder. */
export function invite(page: Page, session: OfficeSession, email: string, name: string, role: OfficeRole) {
  return write<InvitationLink>(page.request, session, 'POST', '/office/v1/invitations', {
    email,
    name,
    role,
  });
}

/** The path of a link the server handed out (it names the origin the request came in on). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * The tests of passkeys run on http://localhost: WebAuthn takes a domain as the relying party, never an IP
 * address such as the project's 127.0.0.1, and the server names the relying party after the host it is asked on.
 */
export const passkeyTest = test.extend({
  baseURL: async ({ baseURL }, use) => {
    const url = new URL(baseURL ?? '');
    url.hostname = 'localhost';
    await use(url.origin);
  },
});

/**
 * Chromium's virtual authenticator on this page (DevTools protocol): a platform authenticator that keeps
 * discoverable passkeys and verifies its user at once, as a laptop's fingerprint reader would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** A new office user of this test's own, invited by the demo beheerder and signed in on the page. */
export async function newOfficeUser(page: Page, role: OfficeRole, name: string) {
  const beheerder = await signIn(page, 'beheerder');
  const email = `${unique(role)}@demo.example`;
  const { link } = await invite(page, beheerder, email, name, role);
  await page.context().clearCookies();
  const accepted = await page.request.post(`/office/v1/invitations/${new URL(link).pathname.split('/').pop()}/accept`, {
    data: { password: `${role}-${unique('')}-wachtwoord` },
    headers: { Origin: serverOrigin() },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, name };
}

/** A drag with the mouse as a planner makes it: pressed, moved a little (the drag starts), moved and let go. */
export async function drag(page: Page, from: Locator, to: Locator, { release = true } = {}) {
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + 8, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 24, start.y + start.height / 2, { steps: 4 });
  // Where the target is now, once the drag has begun, and its middle: the live board may widen its names
  // column meanwhile (another test's employee), which moves every day's cell to the right.
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  if (release) await page.mouse.up();
}
