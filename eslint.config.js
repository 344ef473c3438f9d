import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCycleWithTypes } from './eslint/no-cycle-with-types.js';

const root = import.meta.dirname;
const sourceFiles = '**/*.{ts,tsx,mts,cts}';

/** The folders (and files) directly inside dir, read when the config loads, so a new feature or route is covered. */
const entries = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).map((e) => ({ name: e.name, isDir: e.isDirectory() }));

/**
 * A feature imports shared code and another feature's public entry (its index.ts or index.tsx), never the
 * other's internals; shared code imports no feature. The app layer (app/, main.tsx) composes features and may
 * reach into them, so a lazy route loads only its page; nothing else imports app/, so that the layers point one
 * way (shared -> features -> app). test/lint/fixtures/web has the same layout, so the lint tests can prove a
 * public entry is allowed without one in the app.
 */
function featureZones(webSrc) {
  const features = `${webSrc}/features`;
  const publicEntry = path.join(root, features, '*', 'index.{ts,tsx}');
  return [
    ...entries(features)
      .filter((e) => e.isDir)
      .map(({ name }) => ({
        target: `${features}/${name}`,
        from: `${features}/*/**`,
        except: [path.join(root, features, name, '**'), publicEntry],
        message: 'A feature imports another feature only through its public entry (features/<name>/index.ts).',
      })),
    {
      target: ['api', 'components', 'i18n', 'lib', 'state'].map((dir) => `${webSrc}/${dir}`),
      from: features,
      message: 'Shared code imports no feature: move what both need into shared code.',
    },
    {
      // Every folder beside app/, read when the config loads, so a new one is covered; main.tsx is of the app layer.
      target: entries(webSrc)
        .filter((e) => e.isDir && e.name !== 'app')
        .map(({ name }) => `${webSrc}/${name}`),
      from: `${webSrc}/app`,
      message: 'Only the app layer imports app/: what shared code or a feature needs from it belongs in lib/.',
    },
  ];
}

/** A route module (a file or a folder in routes/) imports no other route module; what routes share lives in lib/ or repositories/. */
const routeZones = entries('apps/server/src/routes').map(({ name, isDir }) => ({
  target: `apps/server/src/routes/${name}`,
  from: 'apps/server/src/routes',
  except: isDir ? [`./${name}`] : [],
  message: 'A route does not import another route: move what they share to lib/ or repositories/.',
}));

/**
 * No app imports another (the server not the web app, the web app not the server, nor any later app such as
 * apps/office): what two of them need (rules, contracts, texts) lives in packages/. One zone per folder in
 * appsDir, read when the config loads, so a new app is covered without touching this file; test/lint/fixtures/apps
 * has the same layout, so the lint tests prove that for a folder the config never names.
 */
const appZones = (appsDir) =>
  entries(appsDir)
    .filter((e) => e.isDir)
    .map(({ name }) => ({
      target: `${appsDir}/${name}`,
      from: appsDir,
      except: [`./${name}`],
      message: 'An app does not import another app: move what both need into packages/ (domain, texts, ui).',
    }));

const zones = [
  ...appZones('apps'),
  ...appZones('test/lint/fixtures/apps'),
  ...featureZones('apps/web/src'),
  ...featureZones('apps/office/src'),
  ...featureZones('test/lint/fixtures/web'),
  ...routeZones,
  {
    // The server ships no bench code. apps/server/src/bench is where it used to live.
    target: ['apps/*/src', 'packages/*/src'].map((dir) => path.join(root, dir, '**')),
    from: ['bench/**', 'apps/server/src/bench/**'].map((dir) => path.join(root, dir)),
    message: 'Application code does not import the bench (bench/).',
  },
  {
    target: 'packages',
    from: 'apps',
    message: 'A package (the domain, the texts, the UI pieces) is shared by the apps: it imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // import-x with its no-cycle counting type-only imports too (eslint/no-cycle-with-types.js).
    plugins: { 'import-x': { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleWithTypes } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      // The parser import-x reads imported modules with: TypeScript's, type-only imports read as value ones so that
      // no-cycle follows them (eslint/value-imports-parser.cjs).
      'import-x/parsers': { [path.join(root, 'eslint/value-imports-parser.cjs')]: ['.ts', '.tsx', '.mts', '.cts'] },
      // Without a TypeScript resolver import-x resolves no extension-less or workspace import, and every
      // path rule below passes silently.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain',
            'packages/texts',
            'packages/ui',
            'apps/server',
            'apps/web',
            'apps/office',
            'bench',
            'test/lint',
          ].map((dir) => path.join(root, dir, 'tsconfig.json')),
          // One tsconfig per workspace is how this repository is typed (npm run typecheck); no root tsconfig with references.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [sourceFiles],
    rules: {
      // Proves the resolver sees every import; Vite's virtual modules exist only at build time.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // ignoreExternal: no cycle runs through a package, and without it no-cycle parses the type declarations of
      // every package imported (React, Fastify, ...): npx eslint . went from 35 to 74 s of CPU, then about 40 s.
      // Following type-only imports too (eslint/no-cycle-with-types.js) costs about 14 s more: 46 -> 60 s of CPU.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/office/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain and the texts are shared by the browser and the server: they may not reach into either.
    files: ['packages/domain/src/**/*.ts', 'packages/texts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'node:*', 'fastify*', 'react*', 'kysely*'] }],
    },
  },
  {
    // The UI package is the two browser apps' own: React, never the server's modules.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'node:*', 'fastify*', 'kysely*'] }] },
  },
  {
    // Outside apps/server, 'kysely' resolves to the root's 0.27 (pulled in by kysely-pglite), whose types do not
    // accept the server's 0.28 Kysely: the bench reaches the server's copy through its re-export.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message: "Import Kysely and sql from apps/server/src/db/kysely.ts: one copy, the server's.",
            },
          ],
        },
      ],
    },
  },
);
