import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, reasonToBuild, stampPath, writeStamp, type BrowserApp } from '../../../scripts/build-web.mjs';

/**
 * `npm start` builds each browser app only when reasonToBuild says why (scripts/build-web.mjs); a small tree
 * of their inputs.
 */
describe('building a browser app when its inputs changed', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  /** What a successful build leaves: the app, and the stamp of what it was built from. */
  const build = (app: BrowserApp = 'web', env: Record<string, string> = {}) => {
    write(`apps/${app}/dist/index.html`, '<!doctype html>');
    mkdirSync(path.dirname(path.join(root, stampPath(app))), { recursive: true });
    writeStamp(app, buildInputsHash(app, root, env), root);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bouwwerk-build-web-'));
    for (const app of ['web', 'office']) {
      write(`apps/${app}/src/main.tsx`, 'render()');
      write(`apps/${app}/src/features/a/page.tsx`, 'page');
      write(`apps/${app}/public/favicon.svg`, '<svg/>');
      write(`apps/${app}/index.html`, '<html>');
      write(`apps/${app}/vite.config.ts`, 'export default {}');
      write(`apps/${app}/package.json`, '{}');
    }
    write('packages/domain/src/index.ts', 'export {}');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build, or a build without a stamp', () => {
    expect(reasonToBuild('web', root, {})).toBe('no build yet');
    write('apps/web/dist/index.html', '<!doctype html>');
    expect(reasonToBuild('web', root, {})).toBe('the last build has no record of its sources');
  });

  it('skips the build when nothing changed, also when a file was saved again unchanged', () => {
    build();
    expect(reasonToBuild('web', root, {})).toBeUndefined();
    write('apps/web/src/main.tsx', 'render()');
    expect(reasonToBuild('web', root, {})).toBeUndefined();
  });

  it.each([
    ['a source changed', () => write('apps/web/src/features/a/page.tsx', 'page, changed')],
    ['a source was added', () => write('apps/web/src/features/b/page.tsx', 'new')],
    ['a source was removed', () => rmSync(path.join(root, 'apps/web/src/features/a/page.tsx'))],
    [
      'a source was renamed',
      () => {
        rmSync(path.join(root, 'apps/web/src/features/a/page.tsx'));
        write('apps/web/src/features/a/other.tsx', 'page');
      },
    ],
    ['a static file changed', () => write('apps/web/public/favicon.svg', '<svg></svg>')],
    ['the shared rules changed', () => write('packages/domain/src/index.ts', 'export const x = 1')],
    ['the Vite config changed', () => write('apps/web/vite.config.ts', 'export default { base: "/" }')],
    ['a file the Vite config imports was added', () => write('apps/web/first-screen-chunks.ts', 'export {}')],
    ['an .env file was added', () => write('apps/web/.env.production', 'VITE_APP_KEY=other')],
    ['the lockfile changed', () => write('package-lock.json', '{"lockfileVersion":3}')],
  ])('builds when %s', (_what, change) => {
    build();
    change();
    expect(reasonToBuild('web', root, {})).toBe('sources changed');
  });

  it('builds when a VITE_ variable, which the build compiles in, changed', () => {
    build('web', { VITE_APP_KEY: 'bouwwerk-web' });
    expect(reasonToBuild('web', root, { VITE_APP_KEY: 'bouwwerk-web', PORT: '4502' })).toBeUndefined();
    expect(reasonToBuild('web', root, { VITE_APP_KEY: 'other' })).toBe('sources changed');
    expect(reasonToBuild('web', root, {})).toBe('sources changed');
  });

  it('ignores what the build does not read: its own output, the e2e tests, the server', () => {
    build();
    write('apps/web/dist/assets/extra.js', 'x');
    write('apps/web/e2e/login.spec.ts', 'test()');
    write('apps/server/src/app.ts', 'x');
    write('README.md', 'x');
    expect(reasonToBuild('web', root, {})).toBeUndefined();
  });

  it('builds the office app apart from the web app: each on its own sources, both on the shared ones', () => {
    expect(reasonToBuild('office', root, {})).toBe('no build yet');
    build('web');
    build('office');
    expect(reasonToBuild('office', root, {})).toBeUndefined();

    write('apps/office/src/features/a/page.tsx', 'page, changed');
    expect(reasonToBuild('office', root, {})).toBe('sources changed');
    expect(reasonToBuild('web', root, {})).toBeUndefined();

    build('office');
    write('apps/web/src/main.tsx', 'render(changed)');
    expect(reasonToBuild('office', root, {})).toBeUndefined();
    expect(reasonToBuild('web', root, {})).toBe('sources changed');

    build('web');
    write('packages/domain/src/index.ts', 'export const y = 2');
    expect(reasonToBuild('office', root, {})).toBe('sources changed');
    expect(reasonToBuild('web', root, {})).toBe('sources changed');
  });
});
