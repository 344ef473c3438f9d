// The company the e2e server makes with `npm run company -- create` before it starts (start-server.mjs),
// fed through the integration API by integration-import.spec.ts, and where its key is left for the spec.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const OFFICE_COMPANY = { code: 'bakker', name: 'Bakker Installatietechniek' };

export const integrationKeyFile = (port) => path.join(tmpdir(), `bouwwerk-e2e-${port}.integration-key`);
