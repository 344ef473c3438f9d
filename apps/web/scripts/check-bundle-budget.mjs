// The initial JavaScript of the login and weekly-overview routes, gzipped, against the budget of
// DESIGN.md (150 KB): the entry with everything it imports statically, plus the lazy chunks those two
// routes load (and theirs). Run after `vite build`: node apps/web/scripts/check-bundle-budget.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTE_MODULES = [
  'index.html',
  'src/features/auth/components/login-page.tsx',
  'src/app/routes/dashboard-layout.tsx',
  'src/features/weekly-overview/components/weekly-overview-page.tsx',
];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: did a route module move?`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
ROUTE_MODULES.forEach(visit);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  initial JS of login + weekly overview, gzipped (${verdict} the budget of ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) process.exit(1);
