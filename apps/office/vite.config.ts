import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev` (apps/server, default port 8080). */
const apiTarget = process.env.BOUWWERK_API ?? 'http://localhost:8080';

/** Where the server serves the office console (apps/server/src/plugins/office-app.ts). */
const BASE = '/kantoor/';

/**
 * A brotli and a gzip copy beside every text file of the build, which the server sends to browsers that accept
 * them (@fastify/static preCompressed), as the field app's build does. Compressed once, at build time.
 */
const precompressed = compression({
  include: /\.(js|css|html|svg|json)$/,
  threshold: 1024,
  algorithms: ['gzip', 'brotliCompress'],
});

/**
 * react-router's package.json sends every import to its development build and leaves choosing the production
 * build to its framework plugin, which this app does not use (remix-run/react-router#14102): the build takes
 * the production files, the same code without the checks that only warn a developer.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root,
  base: BASE,
  // React's automatic JSX runtime, compiled by Vite's own Oxc: what @vitejs/plugin-react sets up for a build.
  // Without the plugin the dev server reloads the page on a change instead of refreshing the component.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompressed],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: served, they would hand out the source with its comments (the server refuses *.map).
    sourcemap: false,
    // Read by the bundle budget check (scripts/check-bundle-budget.mjs at the root).
    manifest: true,
    rolldownOptions: {
      // React Query marks its hooks "use client" for React Server Components, which a browser bundle has no use
      // for: @vitejs/plugin-react silences the same warning.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      treeshake: {
        // The shared rules are plain functions and zod schemas: what the browser does not import must not be
        // bundled (the office passwords' list of common ones is 39 KB gzipped).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: { '/office': apiTarget },
  },
}));
