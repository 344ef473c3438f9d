// What the browser loads, gzipped, per route of the built app (apps/web/dist, after `vite build`): the entry
// with everything it imports statically, plus the lazy chunks a route loads (and theirs), JS and CSS apart.
// Used by check-bundle-budget.mjs (the web build's check) and by `npm run bench` (the app's weight).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

const gzippedSize = (dist, file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function filesOf(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: did a route module move?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return files;
}

function weigh(dist, files) {
  const list = [...files].sort().map((file) => ({ file, gzipBytes: gzippedSize(dist, file) }));
  const sum = (ext) => list.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.gzipBytes, 0);
  return { jsBytes: sum('.js'), cssBytes: sum('.css'), files: list };
}

function allAssets(dist, dir = 'assets') {
  return readdirSync(path.join(dist, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? allAssets(dist, path.join(dir, entry.name))
      : /\.(js|css)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/**
 * The weight of the login route, the weekly-overview route, what the two load together at first (the
 * budget's "initial JavaScript"), and every JS and CSS asset of the app.
 */
export function measureBundleWeight(dist = DEFAULT_DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const login = filesOf(manifest, ROUTES.login);
  const weeklyOverview = filesOf(manifest, ROUTES.weeklyOverview);
  const initial = weigh(dist, new Set([...login, ...weeklyOverview]));
  return {
    login: weigh(dist, login),
    weeklyOverview: weigh(dist, weeklyOverview),
    initial,
    all: weigh(dist, new Set(allAssets(dist))),
    budgetBytes: INITIAL_JS_BUDGET_BYTES,
    withinBudget: initial.jsBytes <= INITIAL_JS_BUDGET_BYTES,
  };
}
