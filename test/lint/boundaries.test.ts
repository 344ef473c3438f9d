import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries in eslint.config.js, each proven both ways: a file that crosses the boundary gets the
 * rule's error, and one that keeps to it gets none. The files linted here are virtual (lintText with a path
 * inside the zone); what they import is real, so the import resolver must work for any of this to pass.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
// One instance: the config, the resolver and no-cycle's module cache are built once for all cases.
const eslint = new ESLint({ cwd: repoRoot });

/** The problems ESLint reports for code at a path relative to the repository, as "rule: message". */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

/** An import of a real file (relative to the repository) as written in `from`, the way the code base writes it. */
function importOf(from: string, target: string): string {
  if (!existsSync(path.join(repoRoot, target)))
    throw new Error(`${target} no longer exists: point this case at a file that does`);
  const relative = path
    .relative(path.dirname(from), target)
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '');
  return `import '${relative.startsWith('.') ? relative : `./${relative}`}';\n`;
}

const lint = (from: string, ...targets: string[]) =>
  problems(from, targets.map((target) => importOf(from, target)).join(''));
const restricted = expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path/);

describe('apps', () => {
  it('keeps the server out of the web app, and the web app out of the server', async () => {
    expect(await lint('apps/server/src/lib/probe.ts', 'apps/web/src/lib/api-client.ts')).toEqual([restricted]);
    expect(await lint('apps/web/src/lib/probe.ts', 'apps/server/src/config.ts')).toEqual([restricted]);
  });

  it('keeps the office console, the field app and the server out of each other', async () => {
    expect(await lint('apps/office/src/lib/probe.ts', 'apps/web/src/lib/api-client.ts')).toEqual([restricted]);
    expect(await lint('apps/office/src/lib/probe.ts', 'apps/server/src/config.ts')).toEqual([restricted]);
    expect(await lint('apps/web/src/lib/probe.ts', 'apps/office/src/lib/api-client.ts')).toEqual([restricted]);
    expect(await lint('apps/server/src/lib/probe.ts', 'apps/office/src/lib/api-client.ts')).toEqual([restricted]);
  });

  it('allows an app its own files and the packages', async () => {
    expect(
      await problems(
        'apps/server/src/lib/work-order-pdf/probe.ts',
        `${importOf('apps/server/src/lib/work-order-pdf/probe.ts', 'apps/server/src/lib/http-errors.ts')}` +
          "import '@bouwwerk/domain';\nimport '@bouwwerk/texts/nl-work-order-documents';\n",
      ),
    ).toEqual([]);
  });

  it('gives an app the config never names the same zone', async () => {
    // fixtures/apps/office stands for an app added later: its zone comes from the folder, not from a list.
    const office = 'test/lint/fixtures/apps/office/probe.ts';
    expect(await lint(office, 'test/lint/fixtures/apps/field/label.ts')).toEqual([restricted]);
    expect(await lint(office, 'test/lint/fixtures/apps/office/label.ts')).toEqual([]);
  });
});

describe('web: features', () => {
  const feature = 'apps/web/src/features/projects/probe.ts';

  it("refuses another feature's internals", async () => {
    expect(await lint(feature, 'apps/web/src/features/registrations/lib/pending-edits.ts')).toEqual([restricted]);
  });

  it('allows its own files, shared code, the data layer and the domain', async () => {
    const own = importOf(feature, 'apps/web/src/features/projects/lib/booking-href.ts');
    const shared = [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/components/modal.tsx',
      'apps/web/src/state/passport.ts',
      'apps/web/src/api/keys.ts',
    ];
    expect(
      await problems(
        feature,
        `${own}${shared.map((target) => importOf(feature, target)).join('')}import '@bouwwerk/domain';\n`,
      ),
    ).toEqual([]);
  });

  it("allows another feature's public entry, and only that", async () => {
    // No feature in the app has a public entry yet; the fixture tree has the same zones and one feature with one.
    const beta = 'test/lint/fixtures/web/features/beta/probe.ts';
    expect(await lint(beta, 'test/lint/fixtures/web/features/alpha/index.ts')).toEqual([]);
    expect(await lint(beta, 'test/lint/fixtures/web/features/alpha/lib/label.ts')).toEqual([restricted]);
  });

  it('keeps the app layer to itself: shared code and features import nothing from app/', async () => {
    expect(await lint('apps/web/src/lib/probe.ts', 'apps/web/src/app/router.tsx')).toEqual([restricted]);
    expect(await lint('apps/web/src/features/projects/probe.ts', 'apps/web/src/app/require-auth.ts')).toEqual([
      restricted,
    ]);
    expect(await lint('apps/web/src/features/projects/probe.ts', 'apps/web/src/lib/paths.ts')).toEqual([]);
    expect(await lint('apps/web/src/main.tsx', 'apps/web/src/app/router.tsx')).toEqual([]);
    // The zone covers every folder beside app/, not a list: the fixture's features have their own app/.
    expect(await lint('test/lint/fixtures/web/features/beta/probe.ts', 'test/lint/fixtures/web/app/routes.ts')).toEqual(
      [restricted],
    );
  });

  it('keeps features out of shared code, and lets the app layer compose them', async () => {
    const internals = 'apps/web/src/features/registrations/lib/pending-edits.ts';
    expect(await lint('apps/web/src/lib/probe.ts', internals)).toEqual([restricted]);
    expect(await lint('apps/web/src/app/probe.ts', internals)).toEqual([]);
  });
});

describe('server: routes', () => {
  it('refuses another route module, allows its own folder', async () => {
    const route = 'apps/server/src/routes/sessions/probe.ts';
    expect(await lint(route, 'apps/server/src/routes/rights.ts')).toEqual([restricted]);
    expect(await lint('apps/server/src/routes/rights.ts', 'apps/server/src/routes/sessions/index.ts')).toEqual([
      restricted,
    ]);
    expect(await lint(route, 'apps/server/src/routes/sessions/index.ts', 'apps/server/src/lib/http-errors.ts')).toEqual(
      [],
    );
  });
});

describe('bench and domain', () => {
  it('keeps the bench out of the apps and the domain', async () => {
    expect(await lint('apps/server/src/lib/probe.ts', 'bench/memory.ts')).toEqual([restricted]);
    expect(await lint('packages/domain/src/probe.ts', 'bench/memory.ts')).toEqual([restricted]);
  });

  it('keeps the apps out of the domain', async () => {
    // Two rules: the path zone sees where an import resolves to, no-restricted-imports what it is written as.
    expect((await lint('packages/domain/src/probe.ts', 'apps/server/src/config.ts')).sort()).toEqual([
      restricted,
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
    expect(await lint('packages/domain/src/probe.ts', 'packages/domain/src/dates.ts')).toEqual([]);
  });

  it("gives the bench the server's Kysely, never the root's older copy", async () => {
    expect(await problems('bench/probe.ts', "import { sql } from 'kysely';\nexport const probe = sql;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*apps\/server\/src\/db\/kysely\.ts/),
    ]);
    expect(await lint('bench/probe.ts', 'apps/server/src/db/kysely.ts')).toEqual([]);
  });
});

describe('resolution and cycles', () => {
  it('reports an import that resolves to nothing', async () => {
    expect(await problems('apps/web/src/lib/probe.ts', "import './no-such-module';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-unresolved: /),
    ]);
  });

  // a.ts and b.ts import each other; on disk each import carries a disable directive, which these cases strip.
  it.each([
    ['of value imports', 'test/lint/fixtures/cycle/a.ts'],
    // Both imports are `import type`, which import-x alone skips: eslint/ makes no-cycle count them.
    ['of type-only imports', 'test/lint/fixtures/type-cycle/a.ts'],
  ])('reports a cycle %s', async (_kind, file) => {
    const code = readFileSync(path.join(repoRoot, file), 'utf8');
    expect(await problems(file, code)).toEqual([]);
    expect(await problems(file, code.replace(/^\/\/ eslint-disable-next-line import-x\/no-cycle\n/m, ''))).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
    ]);
  });
});
