import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types';
import { browserPasswordDigest, hashPasswordDigest } from '../../src/lib/passwords';

export const PASSWORD = 'geheim123';

export async function createCompany(db: Kysely<Database>, values: { code: string; name?: string; logo?: Uint8Array }) {
  return db
    .insertInto('companies')
    .values({
      code: values.code,
      name: values.name ?? `${values.code} B.V.`,
      ...(values.logo ? { logo: values.logo, logo_ext: 'png', logo_mime: 'image/png' } : {}),
    })
    .returning(['id', 'code', 'name'])
    .executeTakeFirstOrThrow();
}

export interface EmployeeRights {
  registratie_rechten?: number;
  project_administratie_ingeschakeld?: boolean;
  regiewerk_aanmaken_ingeschakeld?: boolean;
  boeken_overige_projectkosten?: number;
  aanmaken_regiewerk?: number;
  validate_registrations_enabled?: boolean;
  active?: boolean;
}

export async function createEmployee(
  db: Kysely<Database>,
  values: {
    companyId: number;
    username: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } & EmployeeRights,
) {
  const { companyId, username, password = PASSWORD, firstName = 'Test', lastName = username, ...rights } = values;
  const stored = await hashPasswordDigest(browserPasswordDigest(password));
  return db
    .insertInto('employees')
    .values({
      company_id: companyId,
      username,
      first_name: firstName,
      last_name: lastName,
      password_hash: stored.hash,
      password_salt: stored.salt,
      ...rights,
    })
    .returning(['id', 'company_id', 'username'])
    .executeTakeFirstOrThrow();
}
