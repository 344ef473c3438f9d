import type { OfficeRole, OfficeSession } from '@bouwwerk/domain';
import type { Kysely } from 'kysely';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/types';
import { hashOfficePassword } from '../../src/office/passwords';
import { createCompany } from './fixtures';

export const OFFICE_PASSWORD = 'stevig-wachtwoord-42';
/** What app.inject's requests come from: its default Host is localhost:80. */
export const OWN_ORIGIN = 'http://localhost:80';

let hashed: Promise<string> | undefined;

export async function createOfficeUser(
  db: Kysely<Database>,
  values: { companyId: number; email: string; role: OfficeRole; name?: string; active?: boolean },
) {
  hashed ??= hashOfficePassword(OFFICE_PASSWORD);
  return db
    .insertInto('office_users')
    .values({
      company_id: values.companyId,
      email: values.email,
      name: values.name ?? values.email.split('@')[0] ?? values.email,
      role: values.role,
      active: values.active ?? true,
      password_hash: await hashed,
    })
    .returning(['id', 'email', 'role'])
    .executeTakeFirstOrThrow();
}

/**
 * An office user of `role` (named `name`) of the company, signed in to the console: how a test of a console
 * route starts. His address is `<role>@<code>.example`.
 */
export async function signedInUser(
  app: App,
  db: Kysely<Database>,
  company: { id: number; code: string },
  options: { role?: OfficeRole; name?: string } = {},
) {
  const role = options.role ?? 'planner';
  const email = `${role}@${company.code.toLowerCase()}.example`;
  const user = await createOfficeUser(db, { companyId: company.id, email, role, name: options.name ?? 'Piet' });
  const office = new OfficeBrowser(app);
  await office.signIn(company.code, email);
  return { user, office };
}

/** A new company with such a user signed in. */
export async function signedInCompany(
  app: App,
  db: Kysely<Database>,
  code: string,
  options: { role?: OfficeRole; name?: string; companyName?: string } = {},
) {
  const company = await createCompany(db, { code, ...(options.companyName ? { name: options.companyName } : {}) });
  return { company, ...(await signedInUser(app, db, { id: company.id, code }, options)) };
}

/** The session cookie of a Set-Cookie answer, as the browser sends it back. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie ?? []].flat().find((line) => line.includes('bouwwerk-kantoor='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] ?? '';
}

/** A browser of the console: the session cookie it keeps, and the CSRF token it got, sent on every write. */
export class OfficeBrowser {
  constructor(
    private readonly app: App,
    public cookie = '',
    public csrfToken = '',
  ) {}

  async signIn(companyCode: string, email: string, password = OFFICE_PASSWORD) {
    const response = await this.request({
      method: 'POST',
      url: '/office/v1/session',
      payload: { companyCode, email, password },
    });
    if (response.statusCode !== 200) throw new Error(`office sign-in failed: ${response.statusCode} ${response.body}`);
    this.adopt(response);
    return response.json() as OfficeSession;
  }

  /** Takes the session an answer started (sign-in, an accepted link). */
  adopt(response: { headers: Record<string, unknown>; json: () => unknown }) {
    this.cookie = sessionCookieOf(response.headers['set-cookie'] as string | string[] | undefined);
    this.csrfToken = (response.json() as OfficeSession).csrfToken;
  }

  request(options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) {
    const writes = !['GET', 'HEAD'].includes(String(options.method));
    return this.app.inject({
      method: options.method,
      url: options.url,
      ...(options.payload !== undefined && { payload: options.payload as InjectOptions['payload'] }),
      headers: {
        ...(this.cookie && { cookie: this.cookie }),
        ...(writes && { origin: OWN_ORIGIN }),
        ...(writes && this.csrfToken && { 'x-csrf-token': this.csrfToken }),
        ...options.headers,
      },
    });
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload });
  patch = (url: string, payload?: unknown) => this.request({ method: 'PATCH', url, payload });
  delete = (url: string) => this.request({ method: 'DELETE', url });
}
