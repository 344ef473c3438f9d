import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressed, reactRouterProduction } from '../../scripts/vite-shared.mjs';
import { FIRST_SCREENS, firstScreenChunks } from './first-screen-chunks';
import { firstScreenPreload, inlineEntryStylesheet } from './first-screen-preload';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev` (apps/server, default port 8080). */
const apiTarget = process.env.BOUWWERK_API ?? 'http://localhost:8080';

/**
 * Paths the server answers itself: never served from the service worker's cache, never the app shell. The
 * office console (/kantoor) is another app on this origin, within this worker's scope: its pages come from the
 * server, never as the field app's shell.
 */
const SERVER_PATHS = [/^\/v1\//, /^\/v3\//, /^\/company-assets\//, /^\/kantoor(\/|$)/];

/**
 * The installable app: the web app manifest and a Workbox service worker that precaches the app shell
 * (index.html and every route chunk), so the app opens from the home screen without a connection. The API
 * and the company logos are not precached and get no runtime caching: their answers always come from the
 * server (the app keeps what it needs offline itself, such as the material catalogue).
 */
const pwa = VitePWA({
  // The app registers the worker itself, after the first screen (src/lib/service-worker.ts).
  injectRegister: false,
  // A new worker waits; the app's update flow decides when the page reloads (unsaved work first).
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Bouwwerk',
    short_name: 'Bouwwerk',
    description: 'Uren, materialen en kosten registreren op de bouwplaats',
    lang: 'nl',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#111827',
    background_color: '#f3f4f6',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
    // Web Push: shows the server's notice and opens its day (public/push-sw.js).
    importScripts: ['/push-sw.js'],
  },
});

/** A visit signed in on these addresses opens on the weekly overview ('/' sends on to it). */
const WEEKLY_OVERVIEW_ADDRESSES = /^\/(weekly\/overview(\/[^/]*)?\/?)?$/;
/** A visit signed out opens on the login screen on every address but the password reset (the guard sends it). */
const LOGIN_ADDRESSES = /^\/(?!reset\/password)/;

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [
    react(),
    firstScreenPreload(root, {
      signedIn: { routeModules: FIRST_SCREENS['weekly-overview'], pathPattern: WEEKLY_OVERVIEW_ADDRESSES },
      signedOut: { routeModules: FIRST_SCREENS.login, pathPattern: LOGIN_ADDRESSES },
    }),
    inlineEntryStylesheet(),
    pwa,
    precompressed(['js', 'css', 'html', 'svg', 'webmanifest', 'json']),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction(import.meta.url) : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the build: served, they would hand out the app's source with its comments, and the
    // server refuses *.map anyway (plugins/web-app.ts). The dev server has its own; for a build to debug,
    // `npx vite build --sourcemap hidden` (the service worker follows this setting).
    sourcemap: false,
    // Read by the bundle budget check (scripts/check-bundle-budget.mjs at the root).
    manifest: true,

    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: firstScreenChunks(root, 'src/main.tsx'),
        },
      },
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
}));
