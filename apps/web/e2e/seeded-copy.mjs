// A copy of the e2e server's data directory as the demo seed left it, made by start-server.mjs before the server
// opens it, for a spec that runs a server of its own on the demo data (outbox-server-restart.spec.ts): a copy
// takes a fraction of a second where seeding a directory again takes initdb, every migration and the seed.
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The port of the shared e2e server (playwright.config.ts). */
export const E2E_SERVER_PORT = process.env.E2E_PORT ?? '4310';

export const seededCopyDir = (port) => path.join(tmpdir(), `bouwwerk-e2e-${port}.seeded`);
