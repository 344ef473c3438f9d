// The field app's weight per route (scripts/bundle-weight.mjs measures): the login and weekly-overview routes
// against the budget of DESIGN.md. Used by the budget check (scripts/check-bundle-budget.mjs) and by `npm run bench`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weighRoutes } from '../../../scripts/bundle-weight.mjs';

/** DESIGN.md: initial JavaScript of the login and weekly-overview routes at most 150 KB gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

export const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The modules each measured route loads; the entry (index.html) is part of every route. */
export const ROUTES = {
  login: ['index.html', 'src/features/auth/components/login-page.tsx'],
  weeklyOverview: [
    'index.html',
    'src/app/routes/dashboard-layout.tsx',
    'src/features/weekly-overview/components/weekly-overview-page.tsx',
  ],
};

/** What the budget check prints the initial weight as. */
export const INITIAL_LABEL = 'initial JS of login + weekly overview';

/**
 * The weight of the login route, the weekly-overview route, what the two load together at first (the
 * budget's "initial JavaScript"), and every JS and CSS asset of the app.
 */
export function measureBundleWeight(dist = DEFAULT_DIST) {
  const { routes, ...weight } = weighRoutes(dist, ROUTES, INITIAL_JS_BUDGET_BYTES);
  return { ...routes, ...weight };
}
