import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev` (apps/server, default port 8080). */
const apiTarget = process.env.BOUWWERK_API ?? 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/check-bundle-budget.mjs.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared rules are plain functions and zod schemas: what the browser does not import must not
        // be bundled (the schemas alone would pull zod into the first screens).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/v3': apiTarget,
      '/company-assets': apiTarget,
    },
  },
});
