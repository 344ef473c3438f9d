// The office console's first screen, the login page, against its budget (DESIGN.md, Round 3): what
// scripts/check-bundle-budget.mjs reports after `vite build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weighRoutes } from '../../../scripts/bundle-weight.mjs';

/** DESIGN.md: the office's first screen at most 200 KB of gzipped JavaScript. */
export const INITIAL_JS_BUDGET_BYTES = 200 * 1024;

export const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Every visit without a session starts on the login page; the entry (index.html) is part of it. */
export const ROUTES = {
  login: ['index.html', 'src/features/auth/components/login-page.tsx'],
};

/** What the budget check prints the initial weight as. */
export const INITIAL_LABEL = 'initial JS of the login page';

export function measureBundleWeight(dist = DEFAULT_DIST) {
  const { routes, ...weight } = weighRoutes(dist, ROUTES, INITIAL_JS_BUDGET_BYTES);
  return { ...routes, ...weight };
}
