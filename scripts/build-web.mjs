// Builds the browser apps (the field app into apps/web/dist, the office console into apps/office/dist) and
// records what each was built from, so that `npm start` builds an app only when something its build reads has
// changed since its last successful build.
//
//   node scripts/build-web.mjs               always builds every app, with Vite's own output (`npm run build`)
//   node scripts/build-web.mjs --if-changed  builds only the apps whose inputs changed, in one line each unless it fails (`npm start`)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The browser apps, each a Vite project in its folder with its sources in src/ and its static files in public/. */
export const BROWSER_APPS = {
  web: { dir: 'apps/web', title: 'the web app' },
  office: { dir: 'apps/office', title: 'the office app' },
};

/** Beside Vite's own manifest; Vite empties dist when a build starts, so a failed build leaves no stamp. */
export const stampPath = (app) => `${BROWSER_APPS[app].dir}/dist/.vite/build-inputs.json`;

/** Read whole besides the app's own src/ and public/: the shared rules, texts and UI pieces the apps import. */
const SHARED_DIRECTORIES = ['packages/domain/src', 'packages/texts/src', 'packages/ui/src'];
/** An app's own top-level files the build reads: index.html, vite.config.ts and what it imports, package.json, tsconfig, .env files. */
const APP_TOP_LEVEL_INPUT = /^(\.env.*|index\.html|package\.json|tsconfig.*\.json|.*\.(ts|mts|js|mjs))$/;
/** The lockfile stands for the installed Vite, its plugins and every bundled library; both configs import vite-shared. */
const SHARED_FILES = [
  'scripts/vite-shared.mjs',
  'packages/domain/package.json',
  'packages/texts/package.json',
  'packages/ui/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

function filesBelow(root, directory) {
  const absolute = path.join(root, directory);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function topLevelFiles(root, directory) {
  if (!existsSync(path.join(root, directory))) return [];
  return readdirSync(path.join(root, directory), { withFileTypes: true })
    .filter((entry) => entry.isFile() && APP_TOP_LEVEL_INPUT.test(entry.name))
    .map((entry) => path.join(directory, entry.name));
}

/**
 * One hash of everything an app's build reads: each input file's path and content, and the VITE_ variables,
 * which Vite compiles into the app. Contents, not modification times: a checkout or a copy that touches every
 * file but changes none does not cost a build. About 250 files: 50-130 ms on the 2-core dev machine.
 */
export function buildInputsHash(app, root = REPO_ROOT, env = process.env) {
  const { dir } = BROWSER_APPS[app];
  const directories = [`${dir}/src`, `${dir}/public`, ...SHARED_DIRECTORIES];
  const present = SHARED_FILES.filter((file) => existsSync(path.join(root, file)));
  const files = [...directories.flatMap((d) => filesBelow(root, d)), ...topLevelFiles(root, dir), ...present]
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex'),
    );
    hash.update('\n');
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('VITE_'))
    .sort())
    hash.update(`env ${name}=${env[name]}\n`);
  return hash.digest('hex');
}

/**
 * Why an app must be built before the server starts, or undefined when its last successful build was made
 * from the inputs as they are now.
 */
export function reasonToBuild(app, root = REPO_ROOT, env = process.env) {
  if (!existsSync(path.join(root, BROWSER_APPS[app].dir, 'dist/index.html'))) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, stampPath(app)), 'utf8'));
  } catch {
    return 'the last build has no record of its sources';
  }
  return stamp?.inputs === buildInputsHash(app, root, env) ? undefined : 'sources changed';
}

/** Records the inputs a successful build was made from; called with the hash taken before the build started. */
export function writeStamp(app, inputs, root = REPO_ROOT) {
  writeFileSync(path.join(root, stampPath(app)), `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
}

/** `vite build` in the app's folder (its package.json's build script), output shown or collected. Resolves with the exit code and output. */
function viteBuild(app, quiet) {
  const cwd = path.join(REPO_ROOT, BROWSER_APPS[app].dir);
  const vitePackage = createRequire(path.join(cwd, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
  const child = spawn(process.execPath, [viteBin, 'build'], {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * One app after the other, not side by side: each Vite build keeps the machine's two cores busy, and the
 * second would only slow the first.
 */
async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  for (const app of Object.keys(BROWSER_APPS)) {
    const { title } = BROWSER_APPS[app];
    const reason = ifChanged ? reasonToBuild(app) : 'asked for';
    if (!reason) continue;

    // Taken before the build: a file saved while it runs makes the next start build again, never the reverse.
    const inputs = buildInputsHash(app);
    const started = performance.now();
    if (ifChanged) console.log(`Building ${title} (${reason})…`);
    const { code, output } = await viteBuild(app, ifChanged);
    if (code !== 0) {
      if (ifChanged) process.stderr.write(output);
      console.error(`The build of ${title} failed (exit code ${code}); see above.`);
      process.exit(1);
    }
    writeStamp(app, inputs);
    if (ifChanged) console.log(`Built ${title} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
