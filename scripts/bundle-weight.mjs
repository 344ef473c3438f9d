// What the browser loads, gzipped, per route of a built browser app (its dist, after `vite build`): the entry
// with everything it imports statically, plus the lazy chunks a route loads (and theirs), JS and CSS apart.
// Each app names its routes and budget in its own scripts/bundle-weight.mjs; check-bundle-budget.mjs reports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzippedSize = (dist, file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The files a route loads: its modules' chunks (by the build manifest's keys), their CSS and static imports. */
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
 * The weight of each of `routes` (name -> the modules it loads, the entry's 'index.html' among them), of what
 * the routes load together at first (the budget's "initial JavaScript"), and of every JS and CSS asset.
 */
export function weighRoutes(dist, routes, budgetBytes) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = Object.fromEntries(Object.entries(routes).map(([name, modules]) => [name, filesOf(manifest, modules)]));
  const initial = weigh(dist, new Set(Object.values(files).flatMap((set) => [...set])));
  return {
    routes: Object.fromEntries(Object.entries(files).map(([name, set]) => [name, weigh(dist, set)])),
    initial,
    all: weigh(dist, new Set(allAssets(dist))),
    budgetBytes,
    withinBudget: initial.jsBytes <= budgetBytes,
  };
}
