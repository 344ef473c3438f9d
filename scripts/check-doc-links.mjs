// Checks every relative link and image in README.md and docs/**/*.md: the file exists, and a #fragment names a
// heading of the target (GitHub's slugs, simplified: enough for the headings these documents use).
//   node scripts/check-doc-links.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const files = ['README.md'];
(function walk(dir) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
    else if (name.endsWith('.md')) files.push(rel);
  }
})('docs');

/** Code blocks hold shell comments and JSON, not headings or links. */
const withoutCode = (text) => text.replace(/```[\s\S]*?```/g, '');
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const headingsOf = (file) =>
  new Set([...withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));

let checked = 0;
const broken = [];
for (const file of files) {
  const text = withoutCode(readFileSync(path.join(root, file), 'utf8'));
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
  for (const target of targets) {
    if (/^[a-z]+:/i.test(target)) continue;
    checked++;
    const [targetPath, fragment] = target.split('#');
    const resolved = targetPath ? path.join(root, path.dirname(file), targetPath) : path.join(root, file);
    if (!existsSync(resolved)) broken.push(`${file}: ${target}: no such file`);
    else if (fragment && statSync(resolved).isFile() && !headingsOf(resolved).has(fragment)) {
      broken.push(`${file}: ${target}: no heading #${fragment}`);
    }
  }
}
for (const line of broken) console.log(line);
console.log(`${checked} relative links checked, ${broken.length} broken`);
process.exitCode = broken.length ? 1 : 0;
