// `npm run lint`: ESLint, Prettier's check and the docs' links, side by side. ESLint keeps about one and a half
// cores busy and Prettier one; one after the other they took 49 + 25 s on CI's two cores, side by side the
// slower of them. Each one's output is printed whole when it ends; the exit status is the first failure's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checks = [
  ['npx', 'eslint', '.'],
  ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
  ['node', 'scripts/check-doc-links.mjs'],
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const text = Buffer.concat(output).toString();
      if (text || code !== 0) console.log(`--- ${command.join(' ')}${code === 0 ? '' : ` (exit ${code})`}\n${text}`);
      resolve(code);
    };
    child.on('error', () => finish(127));
    child.on('close', (code) => finish(code ?? 1));
  });
}

const codes = await Promise.all(checks.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
