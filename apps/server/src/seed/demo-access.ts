import { DEMO_INTEGRATION_KEY } from '../lib/integration-keys';
import { DEMO_LOGINS } from './demo-seed';

/** Printed by `npm start` and `npm run seed`: how to get into the demo data, by the app and by the integration API. */
export function demoAccessLines(port: number): string[] {
  return [
    'Demo sign-ins (company code / username / password):',
    ...DEMO_LOGINS.map((l) => `  ${l.companyCode.padEnd(6)} ${l.username.padEnd(6)} ${l.password}  ${l.description}`),
    `Integration API (demo company): Authorization: Bearer ${DEMO_INTEGRATION_KEY} — http://localhost:${port}/integration/docs`,
  ];
}
