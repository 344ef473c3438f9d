// `npm run typecheck`: every workspace's tsconfig, checked by TypeScript 7 (the native compiler). The root keeps
// TypeScript 5.9 as `typescript` for typescript-eslint, which supports no newer one; both install a `tsc`
// command, so this runs TypeScript 7's by its path rather than whichever `tsc` npm linked last.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The package exports no bin/ path: found beside its package.json, as npm links it.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');
const projects = [
  'packages/domain',
  'packages/texts',
  'packages/ui',
  'apps/server',
  'apps/web',
  'apps/office',
  'bench',
  'test/lint',
];

for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    process.exit(status ?? 1);
  }
}
