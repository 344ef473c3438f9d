// The initial JavaScript of the login and weekly-overview routes, gzipped, against the budget of
// DESIGN.md (150 KB). Run after `vite build`: node apps/web/scripts/check-bundle-budget.mjs
import { measureBundleWeight } from './bundle-weight.mjs';

const weight = measureBundleWeight();
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
for (const { file, gzipBytes } of weight.initial.files.filter((f) => f.file.endsWith('.js')))
  console.log(`${kb(gzipBytes)}  ${file}`);
const verdict = weight.withinBudget ? 'within' : 'OVER';
console.log(
  `${kb(weight.initial.jsBytes)}  initial JS of login + weekly overview, gzipped (${verdict} the budget of ${weight.budgetBytes / 1024} KB)`,
);
if (!weight.withinBudget) process.exit(1);
