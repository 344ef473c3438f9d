import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** A built browser app as the build leaves it: every file with a brotli and a gzip copy beside it. */
function fakeBuild(marker: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `bouwwerk-${marker}-dist-`));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': `<!doctype html><html lang="nl"><body><div id="${marker}"></div></body></html>`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/office-abc123.js': `console.log(${JSON.stringify('kantoor '.repeat(500))});`,
    'assets/office-abc123.js.map': '{}',
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), content);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  return dist;
}

describe('the built office app under /kantoor/', () => {
  const ctx = useTestApp({ webDist: fakeBuild('field'), officeDist: fakeBuild('office') });

  it('sends its hashed assets precompressed and cached for a year', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/kantoor/assets/office-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('kantoor kantoor');
  });

  it.each(['/kantoor/', '/kantoor/login', '/kantoor/medewerkers/12?x=1', '/kantoor/uitnodiging/abc'])(
    'answers %s with its own index.html, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="office">');
      // The server's Content-Security-Policy covers the console too.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('sends /kantoor on to /kantoor/, with its query', async () => {
    const bare = await ctx.app.inject({ method: 'GET', url: '/kantoor' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/kantoor/');
    const query = await ctx.app.inject({ method: 'GET', url: '/kantoor?terug=%2Fmedewerkers' });
    expect(query.headers.location).toBe('/kantoor/?terug=%2Fmedewerkers');
  });

  it('answers a missing file, a source map and a write with 404, not with a page', async () => {
    for (const [method, url] of [
      ['GET', '/kantoor/assets/missing.js'],
      ['GET', '/kantoor/assets/office-abc123.js.map'],
      ['POST', '/kantoor/medewerkers'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('leaves the field app its own addresses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/weekly/overview' });
    expect(response.body).toContain('<div id="field">');
    const lookalike = await ctx.app.inject({ method: 'GET', url: '/kantoorartikelen' });
    expect(lookalike.body).toContain('<div id="field">');
  });
});

describe('without an office build', () => {
  const ctx = useTestApp({ webDist: fakeBuild('field') });

  it('answers /kantoor/* with 404, never with the field app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/kantoor/medewerkers' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="field">');
  });
});
