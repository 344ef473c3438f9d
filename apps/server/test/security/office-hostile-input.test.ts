import {
  AuditLogQuerySchema,
  OfficeMaterialsQuerySchema,
  PlanningBoardQuerySchema,
  RegistrationExportQuerySchema,
  RegistrationReviewQuerySchema,
  ReviewGroupsQuerySchema,
  WeekReviewsQuerySchema,
} from '@bouwwerk/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE_PASSWORD } from '../../src/seed/demo-office';
import { companyId, employeeId, useDemoApp } from '../helpers/demo-refs';
import {
  applyChange,
  bodyChange,
  bodyText,
  expectHeldUp,
  hostilePathSegment,
  type Target,
} from '../helpers/hostile-requests';
import { OFFICE_ROUTE_ACCESS } from '../../src/office/route-access';
import { OfficeBrowser, OWN_ORIGIN } from '../helpers/office';
import { addTestPhoto } from '../helpers/work-order-pdf';
import { installWriteCounter } from '../helpers/write-counter';

/**
 * The office console's routes under the same fuzz as the app's (hostile-input.test.ts): every write's body and
 * every id in a path gets generated hostile input, as the demo company's beheerder. Never a 5xx, always
 * `{code, message}`, and a refusal changes no row.
 */

const ctx = useDemoApp([]);
const db = () => ctx.database.db;
let rowChanges: () => Promise<number>;
const beheerder = () => office;
let office: OfficeBrowser;

const refs = {
  kees: 0,
  planner: 0,
  link: 0,
  token: '',
  passkey: 999_999,
  project: 0,
  work: 0,
  part: 0,
  order: 0,
  photo: 0,
  relation: 0,
  contactPerson: 0,
  spareContactPerson: 0,
  projectGroup: 0,
  material: 0,
  hourType: 0,
  indirectType: 0,
  otherCostType: 0,
  planningLine: 0,
  planningVersion: 1,
  /** A week of Kees that he submitted, for the office's decisions. */
  reviewedWeek: '2026-03-09',
  hours: 0,
  materialLine: 0,
};

beforeAll(async () => {
  const demo = await companyId(db(), 'demo');
  refs.kees = await employeeId(db(), demo, 'kees');
  await signInBeheerder();
  const planner = await db()
    .selectFrom('office_users')
    .select('id')
    .where('email', '=', 'planning@demo.example')
    .executeTakeFirstOrThrow();
  refs.planner = planner.id;
  await inviteForTheTemplates('fuzz@demo.example');
  // The console's own records to change: the package's demo records are read-only here.
  const project = (await office.post('/office/v1/projects', { code: 'FUZZ', description: 'Fuzz' })).json();
  refs.project = project.id;
  const work = (await office.post(`/office/v1/projects/${refs.project}/works`, { description: 'Fuzz' })).json()
    .works[0];
  refs.work = work.id;
  refs.part = (await office.post(`/office/v1/works/${refs.work}/parts`, { code: 'F' })).json().works[0].parts[0].id;
  refs.order = (await office.post('/office/v1/work-orders', { number: 'FUZZ-1' })).json().id;
  refs.photo = await addTestPhoto(ctx.app, demo, refs.order, refs.kees);
  refs.relation = (await office.post('/office/v1/relations', { companyName: 'Fuzz B.V.' })).json().id;
  for (const name of ['Fuzz', 'Reserve'])
    await office.post(`/office/v1/relations/${refs.relation}/contact-persons`, { name });
  [refs.contactPerson, refs.spareContactPerson] = (await office.get(`/office/v1/relations/${refs.relation}`))
    .json()
    .contactPersons.map((person: { id: number }) => person.id);
  refs.projectGroup = (await office.post('/office/v1/project-groups', { name: 'Fuzz' })).json().id;
  refs.material = (await office.post('/office/v1/materials', material())).json().id;
  refs.planningLine = (await office.post('/office/v1/planning', planningLine())).json().id;
  await submittedWeekOfKees();
  for (const [kind, list, ref] of [
    ['hour-types', 'hourTypes', 'hourType'],
    ['indirect-types', 'indirectTypes', 'indirectType'],
    ['other-cost-types', 'otherCostTypes', 'otherCostType'],
  ] as const) {
    const types = (await office.post(`/office/v1/${kind}`, { description: 'Fuzz' })).json()[list];
    refs[ref] = types.find((type: { description: string }) => type.description === 'Fuzz').id;
  }
  // Kees's registrations for the office to correct, outside the week under review.
  const registration = { company_id: demo, employee_id: refs.kees, date: '2026-04-14' };
  refs.hours = (
    await db()
      .insertInto('hour_registrations')
      .values({ ...registration, project_id: refs.project, work_id: refs.work, budget_id: refs.part, hours: 8 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  refs.materialLine = (
    await db()
      .insertInto('material_registrations')
      .values({ ...registration, work_order_id: refs.order, quantity: 2, unit: 'stuks', description: 'Fuzz' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  rowChanges = await installWriteCounter(db());
});

let usernames = 0;
/** A new username each time: a template the fuzz left unchanged creates an employee. */
const employee = () => ({
  firstName: 'Fuzz',
  lastName: 'Test',
  username: `fuzz-${++usernames}`,
  mobile: '06-12345678',
  telephone: '',
  active: true,
  registrationRights: true,
  projectAdministration: false,
  createCostPlusWork: false,
  bookOtherProjectCosts: false,
  createSurplusWork: false,
  validateRegistrations: false,
});
const webAuthnAnswer = () => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
});

let orders = 0;
const workOrder = () => ({
  number: `FUZZ-${++orders + 1}`,
  customer: 'Fuzz',
  address: { street: 'Fuzzstraat 1', city: 'Utrecht' },
  startDate: '2026-03-10',
  endDate: '2026-03-11',
  info: [{ label: 'Sleutel', value: 'Onder de mat' }],
  employeeIds: [refs.kees],
});
const project = () => ({
  code: 'FUZZ',
  description: 'Fuzz',
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  done: false,
  relationId: refs.relation,
  contactPersonId: refs.contactPerson,
  projectGroupId: refs.projectGroup,
});

const material = () => ({
  parentGroupCode: '10',
  groupCode: '10.20',
  code: 'FUZZ-1',
  description: 'Fuzzkabel',
  unit: 'm1',
  quantity: 2.5,
});

const namedType = () => ({ description: 'Fuzzsoort', sortOrder: 3, active: true });

const planningLine = () => ({
  employeeId: refs.kees,
  startDate: '2026-03-10',
  endDate: '2026-03-11',
  arrival: '07:30',
  durationHours: 8,
  projectId: refs.project,
  description: 'Fuzz',
  remark: '',
});
/** Kees's week under review again: a fuzzed decision that was accepted moved it on. */
async function submittedWeekOfKees() {
  await db()
    .insertInto('week_submissions')
    .values({ company_id: await companyId(db(), 'demo'), employee_id: refs.kees, week_start: refs.reviewedWeek })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'employee_id', 'week_start']).doUpdateSet({ state: 'submitted' }),
    )
    .execute();
}

/** The line's version now: a fuzzed change that was accepted raised it. */
async function refreshPlanningVersion() {
  const line = await db()
    .selectFrom('planning')
    .select('version')
    .where('id', '=', refs.planningLine)
    .executeTakeFirst();
  refs.planningVersion = line?.version ?? 1;
}

const TARGETS: Record<string, Target> = {
  signIn: {
    method: 'POST',
    path: () => '/office/v1/session',
    params: {},
    body: () => ({ companyCode: 'demo', email: 'beheer@demo.example', password: 'fout-wachtwoord-123' }),
    signedIn: false,
  },
  createEmployee: { method: 'POST', path: () => '/office/v1/employees', params: {}, body: employee },
  updateEmployee: {
    method: 'PUT',
    path: (p) => `/office/v1/employees/${p.id}`,
    params: { id: 'kees' },
    body: employee,
  },
  employee: { method: 'GET', path: (p) => `/office/v1/employees/${p.id}`, params: { id: 'kees' } },
  employeeWorkingHours: {
    method: 'PUT',
    path: (p) => `/office/v1/employees/${p.id}/working-hours`,
    params: { id: 'kees' },
    body: () => ({ workingHours: [8, 8, 8, 8, 0, 0, 0] }),
  },
  employeeTeam: {
    method: 'PUT',
    path: (p) => `/office/v1/employees/${p.id}/team`,
    params: { id: 'kees' },
    body: () => ({ team: 'Installatie Noord' }),
  },
  employeePassword: { method: 'POST', path: (p) => `/office/v1/employees/${p.id}/password`, params: { id: 'kees' } },
  employeeSignOut: { method: 'DELETE', path: (p) => `/office/v1/employees/${p.id}/sessions`, params: { id: 'kees' } },
  invite: {
    method: 'POST',
    path: () => '/office/v1/invitations',
    params: {},
    body: () => ({ email: 'nieuw@demo.example', name: 'Nieuw', role: 'administratie' }),
  },
  withdraw: { method: 'DELETE', path: (p) => `/office/v1/invitations/${p.id}`, params: { id: 'link' } },
  preview: {
    method: 'GET',
    path: (p) => `/office/v1/invitations/${p.token}`,
    params: { token: 'token' },
    signedIn: false,
  },
  accept: {
    method: 'POST',
    path: (p) => `/office/v1/invitations/${p.token}/accept`,
    params: { token: 'token' },
    body: () => ({ password: 'een-lang-wachtwoord' }),
    signedIn: false,
  },
  updateUser: {
    method: 'PATCH',
    path: (p) => `/office/v1/users/${p.id}`,
    params: { id: 'planner' },
    body: () => ({ name: 'Piet', role: 'planner', active: true }),
  },
  userSignOut: { method: 'DELETE', path: (p) => `/office/v1/users/${p.id}/sessions`, params: { id: 'planner' } },
  passwordLink: { method: 'POST', path: (p) => `/office/v1/users/${p.id}/password-link`, params: { id: 'planner' } },
  createProject: { method: 'POST', path: () => '/office/v1/projects', params: {}, body: project },
  updateProject: {
    method: 'PUT',
    path: (p) => `/office/v1/projects/${p.id}`,
    params: { id: 'project' },
    body: project,
  },
  project: { method: 'GET', path: (p) => `/office/v1/projects/${p.id}`, params: { id: 'project' } },
  relation: { method: 'GET', path: (p) => `/office/v1/relations/${p.id}`, params: { id: 'relation' } },
  workOrder: { method: 'GET', path: (p) => `/office/v1/work-orders/${p.id}`, params: { id: 'order' } },
  addWork: {
    method: 'POST',
    path: (p) => `/office/v1/projects/${p.id}/works`,
    params: { id: 'project' },
    body: () => ({ description: 'Werk', costPlus: false, active: true }),
  },
  updateWork: {
    method: 'PUT',
    path: (p) => `/office/v1/works/${p.id}`,
    params: { id: 'work' },
    body: () => ({ description: 'Werk', active: true }),
  },
  addPart: {
    method: 'POST',
    path: (p) => `/office/v1/works/${p.id}/parts`,
    params: { id: 'work' },
    body: () => ({ code: 'P', description: 'Deel', kind: 'stelpost', blocked: false }),
  },
  updatePart: {
    method: 'PUT',
    path: (p) => `/office/v1/parts/${p.id}`,
    params: { id: 'part' },
    body: () => ({ code: 'P', description: 'Deel', kind: 'budget', invoiceId: null }),
  },
  createRelation: {
    method: 'POST',
    path: () => '/office/v1/relations',
    params: {},
    body: () => ({ companyName: 'Fuzz B.V.', address: 'Fuzzstraat 1', zipCode: '3511 AB', city: 'Utrecht' }),
  },
  updateRelation: {
    method: 'PUT',
    path: (p) => `/office/v1/relations/${p.id}`,
    params: { id: 'relation' },
    body: () => ({ companyName: 'Fuzz B.V.', telephone: '030-1234567' }),
  },
  addContactPerson: {
    method: 'POST',
    path: (p) => `/office/v1/relations/${p.id}/contact-persons`,
    params: { id: 'relation' },
    body: () => ({ name: 'Piet Bakker' }),
  },
  updateContactPerson: {
    method: 'PUT',
    path: (p) => `/office/v1/contact-persons/${p.id}`,
    params: { id: 'contactPerson' },
    body: () => ({ name: 'Piet Bakker' }),
  },
  removeContactPerson: {
    method: 'DELETE',
    path: (p) => `/office/v1/contact-persons/${p.id}`,
    params: { id: 'spareContactPerson' },
  },
  createProjectGroup: {
    method: 'POST',
    path: () => '/office/v1/project-groups',
    params: {},
    body: () => ({ name: 'Fuzz' }),
  },
  updateProjectGroup: {
    method: 'PUT',
    path: (p) => `/office/v1/project-groups/${p.id}`,
    params: { id: 'projectGroup' },
    body: () => ({ name: 'Fuzz' }),
  },
  createWorkOrder: { method: 'POST', path: () => '/office/v1/work-orders', params: {}, body: workOrder },
  updateWorkOrder: {
    method: 'PUT',
    path: (p) => `/office/v1/work-orders/${p.id}`,
    params: { id: 'order' },
    body: workOrder,
  },
  workOrderRegistrations: {
    method: 'GET',
    path: (p) => `/office/v1/work-orders/${p.id}/registrations`,
    params: { id: 'order' },
  },
  workOrderPhotos: { method: 'GET', path: (p) => `/office/v1/work-orders/${p.id}/photos`, params: { id: 'order' } },
  workOrderPhoto: {
    method: 'GET',
    path: (p) => `/office/v1/work-orders/${p.id}/photos/${p.photoId}/thumbnail`,
    params: { id: 'order', photoId: 'photo' },
  },
  workOrderSignature: {
    method: 'GET',
    path: (p) => `/office/v1/work-orders/${p.id}/signature`,
    params: { id: 'order' },
  },
  workOrderPdf: { method: 'GET', path: (p) => `/office/v1/work-orders/${p.id}/pdf`, params: { id: 'order' } },
  workOrderPdfZip: {
    method: 'POST',
    path: () => '/office/v1/work-orders/pdf-zip',
    params: {},
    body: () => ({ workOrderIds: [refs.order] }),
  },
  addPasskey: {
    method: 'POST',
    path: () => '/office/v1/passkeys',
    params: {},
    body: () => ({ challengeId: 1, name: 'Laptop', response: webAuthnAnswer() }),
  },
  removePasskey: { method: 'DELETE', path: (p) => `/office/v1/passkeys/${p.id}`, params: { id: 'passkey' } },
  passkeySignIn: {
    method: 'POST',
    path: () => '/office/v1/passkey-sign-in',
    params: {},
    body: () => ({ challengeId: 1, response: webAuthnAnswer() }),
    signedIn: false,
  },
  createMaterial: { method: 'POST', path: () => '/office/v1/materials', params: {}, body: material },
  updateMaterial: {
    method: 'PUT',
    path: (p) => `/office/v1/materials/${p.id}`,
    params: { id: 'material' },
    body: material,
  },
  createHourType: { method: 'POST', path: () => '/office/v1/hour-types', params: {}, body: namedType },
  updateHourType: {
    method: 'PUT',
    path: (p) => `/office/v1/hour-types/${p.id}`,
    params: { id: 'hourType' },
    body: namedType,
  },
  createIndirectType: { method: 'POST', path: () => '/office/v1/indirect-types', params: {}, body: namedType },
  updateIndirectType: {
    method: 'PUT',
    path: (p) => `/office/v1/indirect-types/${p.id}`,
    params: { id: 'indirectType' },
    body: namedType,
  },
  createOtherCostType: { method: 'POST', path: () => '/office/v1/other-cost-types', params: {}, body: namedType },
  updateOtherCostType: {
    method: 'PUT',
    path: (p) => `/office/v1/other-cost-types/${p.id}`,
    params: { id: 'otherCostType' },
    body: namedType,
  },
  createPlanningLine: { method: 'POST', path: () => '/office/v1/planning', params: {}, body: planningLine },
  updatePlanningLine: {
    method: 'PUT',
    path: (p) => `/office/v1/planning/${p.id}`,
    params: { id: 'planningLine' },
    body: () => ({ ...planningLine(), version: refs.planningVersion }),
  },
  copyPlanningWeek: {
    method: 'POST',
    path: () => '/office/v1/planning/copy-week',
    params: {},
    body: () => ({ fromWeek: '2026-03-09', toWeek: '2026-03-16', employeeIds: [refs.kees] }),
  },
  updateCompany: {
    method: 'PUT',
    path: () => '/office/v1/company',
    params: {},
    body: () => ({ name: 'Bouwbedrijf Demo', validateRegistrationsFirst: false }),
  },
  registrationPeriod: {
    method: 'PUT',
    path: () => '/office/v1/registration-period',
    params: {},
    body: () => ({ closedThrough: '2000-01-31', reason: 'Fuzz' }),
  },
  week: {
    method: 'GET',
    path: (p) => `/office/v1/weeks/${p.employeeId}/${p.weekStart}`,
    params: { employeeId: 'kees', weekStart: 'reviewedWeek' },
  },
  weekPdf: {
    method: 'GET',
    path: (p) => `/office/v1/weeks/${p.employeeId}/${p.weekStart}/pdf`,
    params: { employeeId: 'kees', weekStart: 'reviewedWeek' },
  },
  weekDecision: {
    method: 'POST',
    path: (p) => `/office/v1/weeks/${p.employeeId}/${p.weekStart}/decision`,
    params: { employeeId: 'kees', weekStart: 'reviewedWeek' },
    body: () => ({ decision: 'send-back', reason: 'Fuzz' }),
  },
  correctHours: {
    method: 'PATCH',
    path: (p) => `/office/v1/registrations/hours/${p.id}`,
    params: { id: 'hours' },
    body: () => ({
      date: '2026-04-14',
      hours: 7,
      hourTypeId: refs.hourType,
      partId: refs.part,
      remark: '',
      reason: 'Fuzz',
    }),
  },
  correctMaterial: {
    method: 'PATCH',
    path: (p) => `/office/v1/registrations/material/${p.id}`,
    params: { id: 'materialLine' },
    body: () => ({ date: '2026-04-14', quantity: 3, remark: '', reason: 'Fuzz' }),
  },
  validateRegistrations: {
    method: 'POST',
    path: () => '/office/v1/registrations/validation',
    params: {},
    body: () => ({ validated: true, registrations: [{ kind: 'hours', id: refs.hours }] }),
  },
  approveClean: {
    method: 'POST',
    path: () => '/office/v1/weeks/approve-clean',
    params: {},
    body: () => ({ from: '2026-03-09', weeks: 1 }),
  },
};

/** A link to withdraw and another to open: path ids the fuzz may have used up are made anew. */
async function inviteForTheTemplates(email: string) {
  const withdrawable = await office.post('/office/v1/invitations', {
    email: `weg-${email}`,
    name: 'Weg',
    role: 'planner',
  });
  refs.link = withdrawable.json().invitation.id;
  const invited = await office.post('/office/v1/invitations', { email, name: 'Fuzz', role: 'planner' });
  refs.token = String(invited.json().link).split('/').at(-1)!;
}

const rightParam = (name: string) => String(refs[name as keyof typeof refs]);

function send(target: Target, params: Record<string, string>, body: unknown, contentType?: string) {
  const hasBody = body !== undefined && target.method !== 'GET' && target.method !== 'DELETE';
  const browser = target.signedIn === false ? new OfficeBrowser(ctx.app) : beheerder();
  return browser.request({
    method: target.method,
    url: target.path(params),
    ...(hasBody && { payload: bodyText(body) }),
    headers: {
      origin: OWN_ORIGIN,
      ...(hasBody && { 'content-type': contentType ?? 'application/json' }),
    },
  });
}

async function holdsUp(
  name: string,
  target: Target,
  params: Record<string, string>,
  body: unknown,
  contentType?: string,
) {
  const what = `${name}: ${target.method} ${target.path(params).slice(0, 200)} ${body === undefined ? '' : bodyText(body).slice(0, 300)}`;
  await expectHeldUp(what, target.method !== 'GET', () => send(target, params, body, contentType), rowChanges);
  // A generated id may be the beheerder's own (DELETE /users/1/sessions): rightly done, and he signs in again.
  if ((await office.get('/office/v1/session')).statusCode === 401) await signInBeheerder();
}

async function signInBeheerder() {
  office = new OfficeBrowser(ctx.app);
  await office.signIn('demo', 'beheer@demo.example', DEMO_OFFICE_PASSWORD);
}

const SEED = 20261202;
const RUNS = 30;

describe('hostile input to the office console never gets a 5xx, always {code, message}, and a refusal changes nothing', () => {
  it.each(Object.entries(TARGETS).filter(([, t]) => t.body))('the body of %s', async (name, target) => {
    const params = Object.fromEntries(Object.entries(target.params).map(([key, ref]) => [key, rightParam(ref)]));
    await fc.assert(
      fc.asyncProperty(
        bodyChange,
        fc.constantFrom(undefined, undefined, undefined, 'text/plain', 'application/x-www-form-urlencoded'),
        async (change, contentType) => holdsUp(name, target, params, applyChange(target.body!(), change), contentType),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(Object.entries(TARGETS).filter(([, t]) => Object.keys(t.params).length > 0))(
    'the path of %s',
    async (name, target) => {
      const keys = Object.keys(target.params);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), hostilePathSegment, async (key, segment) => {
          const params = Object.fromEntries(Object.entries(target.params).map(([k, ref]) => [k, rightParam(ref)]));
          params[key] = segment;
          await holdsUp(name, target, params, target.body?.());
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );
});

describe('hostile query parameters of every office route that reads a query', () => {
  // Each parameter the route's schema names, hostile, beside valid values of the others where the route needs them.
  const PERIOD = { from: '2026-03-01', to: '2026-03-31' };
  const QUERIES: Record<string, { schema: { shape: object }; valid: Record<string, string> }> = {
    'audit-log': { schema: AuditLogQuerySchema, valid: {} },
    materials: { schema: OfficeMaterialsQuerySchema, valid: {} },
    planning: { schema: PlanningBoardQuerySchema, valid: {} },
    registrations: { schema: RegistrationReviewQuerySchema, valid: PERIOD },
    'registrations/groups': { schema: ReviewGroupsQuerySchema, valid: { ...PERIOD, by: 'employee-week' } },
    'registrations/export': { schema: RegistrationExportQuerySchema, valid: { ...PERIOD, format: 'csv' } },
    weeks: { schema: WeekReviewsQuerySchema, valid: { from: '2026-03-02' } },
  };
  const PARAMS = Object.entries(QUERIES).flatMap(([route, { schema }]) =>
    Object.keys(schema.shape).map((param) => [route, param] as const),
  );

  it.each(PARAMS)('GET /office/v1/%s?%s=<hostile>', async (route, param) => {
    const others = Object.entries(QUERIES[route]!.valid).filter(([key]) => key !== param);
    await fc.assert(
      fc.asyncProperty(hostilePathSegment, async (value) => {
        const url = `/office/v1/${route}?${[...others.map(([key, valid]) => `${key}=${valid}`), `${param}=${value}`].join('&')}`;
        await expectHeldUp(url, false, () => office.get(url), rowChanges);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('every GET of the console that reads a query is fuzzed above', async () => {
    // A route that reads a query checks it strictly, so an unknown key is a 400 that names it; the others ignore
    // it. The change stream stays open for as long as it is read: it takes no query (office-events.test.ts).
    const plainGets = Object.keys(OFFICE_ROUTE_ACCESS)
      .filter((key) => key.startsWith('GET ') && !key.includes(':') && key !== 'GET /events')
      .map((key) => key.slice('GET /'.length));
    const reading = [];
    for (const route of plainGets) {
      const response = await office.get(`/office/v1/${route}?onbekend=1`);
      if (response.statusCode === 400 && response.body.includes('querystring.onbekend')) reading.push(route);
    }
    expect(reading.sort()).toEqual(Object.keys(QUERIES).sort());
  });

  it('ids above int4, ids past 2^53, NUL and unknown keys are 400s naming the field', async () => {
    for (const [query, field] of [
      ['actor=employee:2147483648', 'actor'],
      ['actor=employee:1%00', 'actor'],
      ['recordId=9999999999', 'recordId'],
      ['table=a,b,c,d,e', 'table'],
      ['before=99999999999999999999', 'before'],
      ['table=%00', 'table'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['bogus=1', 'bogus'],
      ['userId=1', 'userId'],
    ]) {
      const response = await office.get(`/office/v1/audit-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(`querystring.${field}`);
    }
  });
});

/** Last, as it writes: each template unchanged is what the route accepts, so the refusals above were the fuzz's. */
describe('every office template, unchanged, is what the route accepts', () => {
  const refusedOnPurpose: Record<string, { status: number; why: string }> = {
    signIn: { status: 401, why: 'a wrong password, so the fuzz opens no sessions' },
    addPasskey: {
      status: 400,
      why: 'no attempt has challenge 1: a real answer needs an authenticator (office-passkeys.test.ts)',
    },
    passkeySignIn: { status: 400, why: 'as addPasskey' },
    removePasskey: { status: 404, why: 'the beheerder has no passkey' },
  };

  beforeAll(() => inviteForTheTemplates('vers@demo.example'));
  beforeAll(refreshPlanningVersion);
  beforeAll(submittedWeekOfKees);

  it.each(Object.entries(TARGETS))('%s', async (name, target) => {
    const params = Object.fromEntries(Object.entries(target.params).map(([key, ref]) => [key, rightParam(ref)]));
    const response = await send(target, params, target.body?.());
    const expected = refusedOnPurpose[name];
    if (expected) expect(response.statusCode, expected.why).toBe(expected.status);
    else expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  });

  it('the fuzz signed in as nobody but the beheerder and those the templates invited', async () => {
    const signedIn = await db()
      .selectFrom('office_sessions as s')
      .innerJoin('office_users as u', 'u.id', 's.office_user_id')
      .select('u.email')
      .distinct()
      .execute();
    const emails = signedIn.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['beheer@demo.example', 'vers@demo.example']));
    for (const email of emails)
      expect(['beheer@demo.example', 'fuzz@demo.example', 'vers@demo.example']).toContain(email);
  });
});

describe('the fuzz reaches every office route that takes input', () => {
  /** Routes with a body or an id that the fuzz leaves to a test of their own, and why. */
  const elsewhere: Record<string, string> = {
    'PUT /company/logo': 'an image, not JSON: hostile bytes in office-company.test.ts',
    'POST /materials/import/preview': 'a CSV or XLSX file: refusals in office-materials.test.ts',
    'POST /materials/import': 'as its preview',
    'DELETE /materials/:id': 'removes for good: the write is not repeatable; bad ids in office-materials.test.ts',
    'GET /work-orders/:id/photos/:photoId': 'the same ids as its thumbnail, which the fuzz sends',
    'POST /passkeys/options': 'no body and no id: nothing to fuzz',
    'POST /passkey-sign-in/options': 'as above',
    'DELETE /session': 'as above',
    'DELETE /sessions': 'as above',
    'DELETE /company/logo': 'as above',
    'DELETE /planning/:id':
      'removes for good, by a version in its query: bad ids and versions in planning-board.test.ts',
  };
  // A target's path with each param as the route names it: `/office/v1/users/:id`.
  const named = new Proxy({}, { get: (_, name) => `:${String(name)}` }) as Record<string, string>;
  const fuzzed = new Set(Object.values(TARGETS).map((t) => `${t.method} ${t.path(named).replace('/office/v1', '')}`));

  it.each(Object.keys(OFFICE_ROUTE_ACCESS).filter((key) => key.includes(':') || !key.startsWith('GET ')))(
    '%s',
    (key) => {
      if (key in elsewhere) expect(fuzzed.has(key), `${key} is fuzzed after all: drop it from the list`).toBe(false);
      else expect(fuzzed.has(key), `${key} takes input: give it a target`).toBe(true);
    },
  );
});
