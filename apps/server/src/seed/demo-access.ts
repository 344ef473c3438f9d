import { DEMO_INTEGRATION_KEY } from '../lib/integration-keys';
import { DEMO_OFFICE_PASSWORD, DEMO_OFFICE_USERS } from './demo-office';
import { DEMO_LOGINS } from './demo-seed';

/** Printed by `npm start` and `npm run seed`: how to get into the demo data: the app, the office, the integration API. */
export function demoAccessLines(port: number): string[] {
  return [
    'Demo sign-ins (company code / username / password):',
    ...DEMO_LOGINS.map((l) => `  ${l.companyCode.padEnd(6)} ${l.username.padEnd(6)} ${l.password}  ${l.description}`),
    `Office console http://localhost:${port}/kantoor (company code / e-mail address, password ${DEMO_OFFICE_PASSWORD}):`,
    ...DEMO_OFFICE_USERS.map((u) => `  ${u.companyCode.padEnd(6)} ${u.email.padEnd(28)} ${u.role}`),
    `Integration API (demo company): Authorization: Bearer ${DEMO_INTEGRATION_KEY} — http://localhost:${port}/integration/docs`,
  ];
}
