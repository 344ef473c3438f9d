import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../../src/lib/http-errors';
import { inlineHashes, PERMISSIONS_POLICY } from '../../src/plugins/security-headers';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { createCompany, createEmployee, PASSWORD } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const INLINE_SCRIPT = '(function hint(){document.head.dataset.hint="1"})();';

/** A built web app in small: the shell with one inline script (as the build's preload hint), an asset and its map. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bouwwerk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="nl"><head><script type="module" crossorigin src="/assets/app-abc123.js"></script><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(dist, 'assets/app-abc123.js'),
    'console.log("bouwwerk");\n//# sourceMappingURL=app-abc123.js.map',
  );
  writeFileSync(
    path.join(dist, 'assets/app-abc123.js.map'),
    '{"version":3,"sources":["../src/secret.ts"],"sourcesContent":["// internal"]}',
  );
  writeFileSync(path.join(dist, 'sw.js.map'), '{"version":3}');
  return dist;
}

/** Probes of the error paths: a route's own 4xx after it chose a cache policy, and an unexpected 5xx. */
const probes: FastifyPluginAsync = async (app) => {
  app.get('/v1/test/cached-then-refused', async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=60');
    throw notFound('gone');
  });
  app.get('/v1/test/crash', async () => {
    throw new Error('boom');
  });
};

const ctx = useTestApp({ webDist: fakeBuild(), trustProxy: true, hstsMaxAgeSeconds: 600 }, [probes]);
let token = '';

beforeAll(async () => {
  const company = await createCompany(ctx.database.db, { code: 'helm' });
  await createEmployee(ctx.database.db, { companyId: company.id, username: 'piet' });
  token = await signIn(ctx.app, 'helm', 'piet');
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual([
    "'self'",
    `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`,
  ]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // Nothing loosens the policy anywhere.
  expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-|\*|https:|http:/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)/);
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain HTTP: no HSTS (a browser would ignore it, and it must not be forced on a test address).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the HTML shell, at the root and on a deep link', async () => {
    for (const url of ['/', '/weekly/overview/01-06-2025']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(INLINE_SCRIPT);
      expectSecurityHeaders(response);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('are on a static asset, which keeps its own cache policy', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are on API answers, which are never stored', async () => {
    const version = await get('/v1/version', apiHeaders());
    expect(version.statusCode).toBe(200);
    expectSecurityHeaders(version);
    expect(version.headers['cache-control']).toBe('no-store');

    // The sign-in answer carries the token.
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: apiHeaders(),
      payload: { RelatieId: 'helm', Gebruikersnaam: 'piet', Wachtwoord: browserPasswordDigest(PASSWORD) },
    });
    expect(signedIn.statusCode).toBe(200);
    expectSecurityHeaders(signedIn);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const week = await get('/v3/weekoverzicht/2025-01-06', apiHeaders(token));
    expect(week.statusCode).toBe(200);
    expectSecurityHeaders(week);
    expect(week.headers['cache-control']).toBe('no-store');
  });

  it('leave the material catalogue its own revalidated private cache policy', async () => {
    const catalogue = await get('/v1/materialen', apiHeaders(token));
    expect(catalogue.statusCode).toBe(200);
    expectSecurityHeaders(catalogue);
    expect(catalogue.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await get('/v1/materialen', {
      ...apiHeaders(token),
      'if-none-match': String(catalogue.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
  });

  it('are on 4xx answers: refused in onRequest, refused by validation, refused by the route', async () => {
    const noKey = await get('/v1/version');
    expect(noKey.statusCode).toBe(401);
    expectSecurityHeaders(noKey);
    expect(noKey.headers['cache-control']).toBe('no-store');

    const revoked = await get('/v3/weekoverzicht/2025-01-06', apiHeaders('f'.repeat(64)));
    expect(revoked.statusCode).toBe(401);
    expectSecurityHeaders(revoked);
    expect(revoked.headers['cache-control']).toBe('no-store');

    const invalid = await get('/v3/weekoverzicht/not-a-date', apiHeaders(token));
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
    expect(invalid.headers['cache-control']).toBe('no-store');

    const refused = await get('/v1/test/cached-then-refused', apiHeaders(token));
    expect(refused.statusCode).toBe(404);
    expectSecurityHeaders(refused);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('are on 5xx answers of the error handler', async () => {
    const response = await get('/v1/test/crash', apiHeaders());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on unknown routes, of the API and of files', async () => {
    const api = await get('/v1/nothing-here', apiHeaders());
    expect(api.statusCode).toBe(404);
    expectSecurityHeaders(api);
    expect(api.headers['cache-control']).toBe('no-store');
    const file = await get('/assets/missing-123.js');
    expect(file.statusCode).toBe(404);
    expectSecurityHeaders(file);
  });

  it('send HSTS with the configured max-age on answers to HTTPS requests only', async () => {
    const https = await get('/v1/version', { ...apiHeaders(), 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=600');
    const shell = await get('/', { 'x-forwarded-proto': 'https' });
    expect(shell.headers['strict-transport-security']).toBe('max-age=600');
    expect((await get('/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  it('are not served, though the build left them beside the files: the same 404 as a missing file', async () => {
    const missing = await get('/assets/missing-123.js');
    for (const url of [
      '/assets/app-abc123.js.map',
      '/sw.js.map',
      '/assets/APP-abc123.js.MAP',
      '/assets/app-abc123.js.map?x=1',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
      expect(response.json().code).toBe(missing.json().code);
    }
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, not scripts loaded by src', () => {
    const html =
      '<script src="/a.js"></script><script type="module" src="/b.js"></script><script>one()</script><style>p{}</style><SCRIPT>two()</SCRIPT>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha('one()'), sha('two()')], styles: [sha('p{}')] });
  });
});
