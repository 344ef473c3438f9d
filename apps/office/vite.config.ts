import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressed, reactRouterProduction } from '../../scripts/vite-shared.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev` (apps/server, default port 8080). */
const apiTarget = process.env.BOUWWERK_API ?? 'http://localhost:8080';

/** Where the server serves the office console (apps/server/src/plugins/office-app.ts). */
const BASE = '/kantoor/';

export default defineConfig(({ command }) => ({
  root,
  base: BASE,
  // React's automatic JSX runtime, compiled by Vite's own Oxc: what @vitejs/plugin-react sets up for a build.
  // Without the plugin the dev server reloads the page on a change instead of refreshing the component.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompressed(['js', 'css', 'html', 'svg', 'json'])],
  resolve: { alias: command === 'build' ? reactRouterProduction(import.meta.url) : [] },
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
