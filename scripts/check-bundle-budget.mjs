// A browser app's initial JavaScript, gzipped, against its budget of DESIGN.md (the field app 150 KB, the
// office console 200 KB). Run after its `vite build`:
//   node scripts/check-bundle-budget.mjs web|office     (`npm run budget` in apps/web or apps/office)
const APPS = ['web', 'office'];
const app = process.argv[2];
if (!APPS.includes(app)) {
  console.error(`usage: node scripts/check-bundle-budget.mjs ${APPS.join('|')}`);
  process.exit(2);
}

const { measureBundleWeight, INITIAL_LABEL } = await import(`../apps/${app}/scripts/bundle-weight.mjs`);
const weight = measureBundleWeight();
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
for (const { file, gzipBytes } of weight.initial.files.filter((f) => f.file.endsWith('.js')))
  console.log(`${kb(gzipBytes)}  ${file}`);
const verdict = weight.withinBudget ? 'within' : 'OVER';
console.log(
  `${kb(weight.initial.jsBytes)}  ${INITIAL_LABEL}, gzipped (${verdict} the budget of ${weight.budgetBytes / 1024} KB)`,
);
if (!weight.withinBudget) process.exit(1);
