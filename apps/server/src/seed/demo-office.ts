import type { OfficeRole } from '@bouwwerk/domain';
import { hashOfficePassword } from '../office/passwords';
import { createOfficeUsersRepository } from '../repositories/office-users-repository';
import type { Executor } from '../repositories/executor';
import { ACME_COMPANY_CODE } from './acme-company';
import { DEMO_COMPANY_CODE } from './demo-company';

/** The demo's office password: demo data only, and it meets the office's password rules. */
export const DEMO_OFFICE_PASSWORD = 'welkom-kantoor';

export interface DemoOfficeUser {
  companyCode: string;
  email: string;
  name: string;
  role: OfficeRole;
}

/** One office user per role in the demo company, and acme's beheerder to show the companies apart. */
export const DEMO_OFFICE_USERS: readonly DemoOfficeUser[] = [
  { companyCode: DEMO_COMPANY_CODE, email: 'beheer@demo.example', name: 'Petra Beheer', role: 'beheerder' },
  { companyCode: DEMO_COMPANY_CODE, email: 'planning@demo.example', name: 'Piet Planning', role: 'planner' },
  {
    companyCode: DEMO_COMPANY_CODE,
    email: 'administratie@demo.example',
    name: 'Anna Administratie',
    role: 'administratie',
  },
  { companyCode: ACME_COMPANY_CODE, email: 'beheer@acme.example', name: 'Arie Acme', role: 'beheerder' },
];

/** argon2id is slow on purpose: hashed before the seed's transaction opens, one salt per user. */
export function hashDemoOfficePasswords(): Promise<string[]> {
  return Promise.all(DEMO_OFFICE_USERS.map(() => hashOfficePassword(DEMO_OFFICE_PASSWORD)));
}

export async function writeDemoOfficeUsers(
  db: Executor,
  companyIds: Record<string, number>,
  passwordHashes: readonly string[],
): Promise<void> {
  const users = createOfficeUsersRepository(db);
  for (const [index, user] of DEMO_OFFICE_USERS.entries()) {
    const companyId = companyIds[user.companyCode];
    const passwordHash = passwordHashes[index];
    if (companyId === undefined || passwordHash === undefined) throw new Error(`no company ${user.companyCode}`);
    await users.create({ companyId, email: user.email, name: user.name, role: user.role, passwordHash });
  }
}
