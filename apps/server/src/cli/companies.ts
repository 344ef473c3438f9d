import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { newIntegrationKey } from '../lib/integration-keys';
import type { OfficeRole } from '@bouwwerk/domain';
import { createLink } from '../office/links';
import { createRepositories } from '../repositories';
import { createIntegrationKeysRepository, type IntegrationKeyInfo } from '../repositories/integration-keys-repository';

/**
 * A new company's working week, Monday to Sunday: the usual 40 hours of the Dutch building trades. The week
 * overview shows each day's working hours against the hours booked (remaining hours), so a company needs one
 * from the start; the office sets its own through the integration API's working-hours import.
 */
export const DEFAULT_WORKING_HOURS = [8, 8, 8, 8, 8, 0, 0] as const;

/** A failure the operator can act on: shown as its message alone, exit code 1. */
export class OperatorError extends Error {}

export interface CompanySummary {
  code: string;
  name: string;
  /** Employees not removed by the office. */
  employees: number;
  activeKeys: number;
}

/**
 * The company, its working week and its first integration key, in one transaction: all or nothing. The code
 * is unique without regard to case (companies_code_key is on lower(code)), as employees type it at sign-in.
 */
export async function createCompanyWithKey(db: Kysely<Database>, company: { code: string; name: string }) {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('companies')
      .values(company)
      // Also when another command inserts the same code at the same moment: no error to tell apart, no row.
      .onConflict((oc) => oc.expression(sql`lower(code)`).doNothing())
      .returning(['id', 'code', 'name'])
      .executeTakeFirst();
    if (!created) {
      const existing = await findCompany(trx, company.code);
      throw new OperatorError(
        `A company with the code '${existing?.code ?? company.code}' already exists (company codes are compared without regard to case); nothing was written.`,
      );
    }
    await trx
      .insertInto('company_working_hours')
      .values(DEFAULT_WORKING_HOURS.map((hours, i) => ({ company_id: created.id, weekday: i + 1, hours })))
      .execute();
    const key = newIntegrationKey();
    const info = await createIntegrationKeysRepository(trx).create(created.id, key);
    return { company: created, key, info };
  });
}

export async function findCompany(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'code', 'name'])
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

/** The company of a code the operator typed, or an error that says how to find the right one. */
export async function requireCompany(db: Kysely<Database>, code: string) {
  const company = await findCompany(db, code);
  if (!company) throw new OperatorError(`No company has the code '${code}'. 'npm run company -- list' shows them.`);
  return company;
}

export async function createKey(
  db: Kysely<Database>,
  code: string,
  name: string,
): Promise<{ key: string; info: IntegrationKeyInfo; companyCode: string }> {
  const company = await requireCompany(db, code);
  const key = newIntegrationKey();
  const info = await createIntegrationKeysRepository(db).create(company.id, key, name);
  return { key, info, companyCode: company.code };
}

export async function listKeys(db: Kysely<Database>, code: string) {
  const company = await requireCompany(db, code);
  return { companyCode: company.code, keys: await createIntegrationKeysRepository(db).list(company.id) };
}

/** Revokes the company's key(s) with this prefix; revoking a revoked key again is no error. */
export async function revokeKey(
  db: Kysely<Database>,
  code: string,
  prefix: string,
): Promise<{ companyCode: string; revoked: number; alreadyRevoked: number }> {
  const company = await requireCompany(db, code);
  const keys = createIntegrationKeysRepository(db);
  const revoked = await keys.revoke(company.id, prefix);
  if (revoked > 0) return { companyCode: company.code, revoked, alreadyRevoked: 0 };
  const alreadyRevoked = (await keys.list(company.id)).filter((k) => k.prefix === prefix).length;
  if (alreadyRevoked === 0) {
    throw new OperatorError(
      `${company.code} has no key with the prefix '${prefix}'. 'npm run company -- key list --code ${company.code}' shows its keys.`,
    );
  }
  return { companyCode: company.code, revoked, alreadyRevoked };
}

export async function listCompanies(db: Kysely<Database>): Promise<CompanySummary[]> {
  return db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.code',
      'c.name',
      eb
        .selectFrom('employees as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('e.company_id', '=', 'c.id')
        .where('e.deleted_at', 'is', null)
        .as('employees'),
      eb
        .selectFrom('integration_keys as k')
        .select((k) => k.fn.countAll<number>().as('n'))
        .whereRef('k.company_id', '=', 'c.id')
        .where('k.revoked_at', 'is', null)
        .as('activeKeys'),
    ])
    .orderBy(sql`lower(c.code)`)
    .$castTo<CompanySummary>()
    .execute();
}

/**
 * A one-time link that lets someone into the company's office console with this role, valid 72 hours; any
 * earlier link for the address is withdrawn. The operator's way in for a company's first beheerder, and for a
 * company whose last beheerder left.
 */
export async function inviteOfficeUser(
  db: Kysely<Database>,
  code: string,
  invitation: { email: string; name: string; role: OfficeRole; origin: string },
) {
  return db.transaction().execute(async (trx) => {
    const company = await requireCompany(trx, code);
    const repos = createRepositories(trx);
    const existing = await repos.officeUsers.findByEmail(company.id, invitation.email);
    if (existing?.active === false)
      throw new OperatorError(
        `${existing.email} is an office user of ${company.code} who was deactivated; a beheerder activates him.`,
      );
    const created = await createLink(repos, {
      companyId: company.id,
      purpose: existing ? 'password' : 'invitation',
      userId: existing?.id ?? null,
      email: invitation.email,
      name: existing?.name ?? invitation.name,
      role: existing?.role ?? invitation.role,
      createdBy: null,
      origin: invitation.origin,
    });
    await repos.auditLog.record(
      company.id,
      { source: 'console', kind: 'system', id: null, name: 'npm run company' },
      {
        action: existing ? 'office_users.password_link' : 'office_links.create',
        table: existing ? 'office_users' : 'office_links',
        id: existing?.id ?? created.invitation.id,
        label: invitation.email,
        before: null,
        after: { email: invitation.email, role: created.invitation.role, expiresAt: created.invitation.expiresAt },
      },
    );
    return { companyCode: company.code, companyName: company.name, ...created };
  });
}
