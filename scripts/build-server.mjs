// Compiles the server (apps/server/src) into plain JavaScript in apps/server/dist, which `npm start` runs with
// node alone: no TypeScript loader and no esbuild child processes in the running server, and no compiling of
// some 300 modules on every start (docs/performance.md, "Start and memory").
//
//   node scripts/build-server.mjs               always builds (`npm run build`)
//   node scripts/build-server.mjs --if-changed  builds only when a file the last build read has changed (`npm start`)
//
// The workspace packages (@bouwwerk/domain, @bouwwerk/texts) are TypeScript sources and go into the bundle;
// every installed package stays an import of node_modules, so sharp's native library, PGlite's WebAssembly,
// pdfkit and the DejaVu fonts load from where they are installed, as they do under tsx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const OUT_DIR = 'apps/server/dist';
export const STAMP_PATH = `${OUT_DIR}/.build-inputs.json`;

/**
 * One file per command, all side by side in dist: a module that finds its way by import.meta.url (config.ts's
 * repository root, the PGlite thread's file) is then as deep below the repository as its source in src.
 */
export const ENTRY_POINTS = {
  server: 'apps/server/src/server.ts',
  seed: 'apps/server/src/seed/cli.ts',
  company: 'apps/server/src/cli/company.ts',
  backup: 'apps/server/src/cli/backup.ts',
  restore: 'apps/server/src/cli/restore.ts',
  // Started as a worker thread by `new URL('./pglite-worker.mjs', import.meta.url)`, beside the module saying so.
  'pglite-worker': 'apps/server/src/db/pglite-worker.mjs',
  // The same for the thread that writes an XLSX export's registrations (office/registrations-sheet-thread.ts).
  'registrations-sheet-worker': 'apps/server/src/office/registrations-sheet-worker.ts',
};

/** Read by the build besides the sources it bundles: the installed versions, the compiler settings, this script. */
const BUILD_FILES = [
  'package-lock.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'tsconfig.base.json',
  'scripts/build-server.mjs',
];

/** Workspace packages are bundled from source; anything else imported by a bare name stays in node_modules. */
const keepInstalledPackagesExternal = {
  name: 'keep-installed-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bouwwerk/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function fileHash(file, root) {
  const absolute = path.join(root, file);
  return existsSync(absolute) ? createHash('sha256').update(readFileSync(absolute)).digest('hex') : 'missing';
}

/**
 * Each input's content hash: the source files esbuild read for the last build (its metafile lists them, so a
 * new module counts once something imports it, which changes an input) and the build's own files.
 */
function inputHashes(files, root) {
  return Object.fromEntries(
    [...new Set([...files, ...BUILD_FILES])].sort().map((file) => [file, fileHash(file, root)]),
  );
}

/** Why the server must be compiled before it starts, or undefined when the last build is of the sources as they are. */
export function reasonToBuild(root = REPO_ROOT) {
  if (!Object.keys(ENTRY_POINTS).every((name) => existsSync(path.join(root, OUT_DIR, `${name}.mjs`))))
    return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP_PATH), 'utf8'));
  } catch {
    return 'the last build has no record of its sources';
  }
  const recorded = stamp?.inputs ?? {};
  const changed = Object.keys(inputHashes(Object.keys(recorded), root)).find(
    (file) => recorded[file] !== fileHash(file, root),
  );
  return changed ? `${changed} changed` : undefined;
}

/** Two builds at once (test files that each start the server) both finish: the later one's output stays. */
function replaceDirectory(target, replacement) {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(replacement, target);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Bundles into a directory of its own, then puts it in place of dist: a failed build leaves the last good one
 * (and no stamp claiming the new sources), and stale chunks of an earlier build do not linger.
 */
export async function buildServer(root = REPO_ROOT) {
  const { build } = await import('esbuild');
  const outDir = path.join(root, OUT_DIR);
  const staging = `${outDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: ENTRY_POINTS,
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Shared modules in chunks of their own: the CLIs and the server load the same code once each, and a
      // dynamic import (the PDF renderer, the photo pipeline) stays a separate file loaded on first use.
      splitting: true,
      chunkNames: '[name]-[hash]',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // node --enable-source-maps: stack traces name the .ts file and line.
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [keepInstalledPackagesExternal],
    });
    const sources = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
    writeFileSync(
      path.join(staging, path.basename(STAMP_PATH)),
      `${JSON.stringify({ inputs: inputHashes(sources, root), builtAt: new Date().toISOString() }, null, 1)}\n`,
    );
    replaceDirectory(outDir, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  const reason = ifChanged ? reasonToBuild() : 'asked for';
  if (!reason) return;
  const started = performance.now();
  // On stderr: `npm run company` prints what a script may read, such as a new key.
  if (ifChanged) console.error(`Compiling the server (${reason})…`);
  try {
    await buildServer();
  } catch (error) {
    // esbuild has printed the errors with their place in the source already.
    console.error(`The server's build failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    process.exit(1);
  }
  console.error(`Compiled the server in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
