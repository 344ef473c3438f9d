// Builds the web app (apps/web/dist) and records what it was built from, so that `npm start` builds only when
// something the build reads has changed since the last successful build.
//
//   node scripts/build-web.mjs               always builds, with Vite's own output (`npm run build`)
//   node scripts/build-web.mjs --if-changed  builds only when the inputs changed, in one line unless it fails (`npm start`)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Beside Vite's own manifest; Vite empties dist when a build starts, so a failed build leaves no stamp. */
export const STAMP_PATH = 'apps/web/dist/.vite/build-inputs.json';

/** Read whole: the sources, the static files, and the shared rules and texts the app imports. */
const INPUT_DIRECTORIES = ['apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/texts/src'];
/** The web app's own top-level files the build reads: index.html, vite.config.ts and what it imports, package.json, tsconfig, .env files. */
const WEB_TOP_LEVEL_INPUT = /^(\.env.*|index\.html|package\.json|tsconfig.*\.json|.*\.(ts|mts|js|mjs))$/;
/** The lockfile stands for the installed Vite, its plugins and every bundled library. */
const INPUT_FILES = [
  'packages/domain/package.json',
  'packages/texts/package.json',
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

function webTopLevelFiles(root) {
  return readdirSync(path.join(root, 'apps/web'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && WEB_TOP_LEVEL_INPUT.test(entry.name))
    .map((entry) => path.join('apps/web', entry.name));
}

/**
 * One hash of everything the web build reads: each input file's path and content, and the VITE_ variables,
 * which Vite compiles into the app. Contents, not modification times: a checkout or a copy that touches every
 * file but changes none does not cost a build. About 250 files: 50-130 ms on the 2-core dev machine.
 */
export function webBuildInputsHash(root = REPO_ROOT, env = process.env) {
  const present = INPUT_FILES.filter((file) => existsSync(path.join(root, file)));
  const files = [...INPUT_DIRECTORIES.flatMap((d) => filesBelow(root, d)), ...webTopLevelFiles(root), ...present]
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
 * Why the web app must be built before the server starts, or undefined when the last successful build was
 * made from the inputs as they are now.
 */
export function reasonToBuild(root = REPO_ROOT, env = process.env) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP_PATH), 'utf8'));
  } catch {
    return 'the last build has no record of its sources';
  }
  return stamp?.inputs === webBuildInputsHash(root, env) ? undefined : 'sources changed';
}

/** Records the inputs a successful build was made from; called with the hash taken before the build started. */
export function writeStamp(inputs, root = REPO_ROOT) {
  writeFileSync(path.join(root, STAMP_PATH), `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
}

/** `vite build` in apps/web (its package.json's build script), output shown or collected. Resolves with the exit code and output. */
function viteBuild(quiet) {
  const web = path.join(REPO_ROOT, 'apps/web');
  const vitePackage = createRequire(path.join(web, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
  const child = spawn(process.execPath, [viteBin, 'build'], {
    cwd: web,
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

async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  const reason = ifChanged ? reasonToBuild() : 'asked for';
  if (!reason) return;

  // Taken before the build: a file saved while it runs makes the next start build again, never the reverse.
  const inputs = webBuildInputsHash();
  const started = performance.now();
  if (ifChanged) console.log(`Building the web app (${reason})…`);
  const { code, output } = await viteBuild(ifChanged);
  if (code !== 0) {
    if (ifChanged) process.stderr.write(output);
    console.error(`The web app's build failed (exit code ${code}); see above.`);
    process.exit(1);
  }
  writeStamp(inputs);
  if (ifChanged) console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
