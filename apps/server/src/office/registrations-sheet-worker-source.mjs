// The sheet's thread where the server runs from its sources (the tests): a worker thread does not inherit
// their TypeScript loader, so it registers tsx's before it loads the worker. The build bundles the worker
// itself (scripts/build-server.mjs), and a built server never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./registrations-sheet-worker.ts');
