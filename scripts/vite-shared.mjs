// What the field app's and the office console's Vite builds share: the served app is built the same way, and
// no app imports another (DESIGN.md), so it lives beside the build scripts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { compression } from 'vite-plugin-compression2';

/**
 * A brotli and a gzip copy beside every text file of the build, which the server sends to browsers that accept
 * them (@fastify/static preCompressed): a phone on a poor connection loads a quarter of the bytes, and the
 * server spends no CPU on compressing. Compressed once, at build time, at the highest levels.
 */
export function precompressed(extensions) {
  return compression({
    include: new RegExp(`\\.(${extensions.join('|')})$`),
    threshold: 1024,
    algorithms: ['gzip', 'brotliCompress'],
  });
}

/**
 * react-router's package.json sends every import to its development build, with its development warnings
 * switched on, and leaves choosing the production build to its framework plugin, which the apps do not use
 * (remix-run/react-router#14102, open). A build takes the production files: the same code without the checks
 * that only warn a developer. `from` is the config's own URL, so each app finds its own react-router.
 */
export function reactRouterProduction(from) {
  const dist = path.join(path.dirname(createRequire(from).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
