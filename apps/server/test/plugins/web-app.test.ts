import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** A built web app as the build leaves it: every file with a brotli and a gzip copy beside it. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bouwwerk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': '<!doctype html><html lang="nl"><body><div id="root"></div></body></html>',
    'assets/app-abc123.js': `console.log(${JSON.stringify('bouwwerk '.repeat(500))});`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), content);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  return dist;
}

describe('the built web app', () => {
  const ctx = useTestApp({ webDist: fakeBuild() });
  const script = '/assets/app-abc123.js';

  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: script,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('bouwwerk bouwwerk');
    expect(response.rawPayload.length).toBeLessThan(500);
  });

  it('sends the gzip copy to one that only accepts gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await ctx.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('bouwwerk bouwwerk');
    const plain = await ctx.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('bouwwerk bouwwerk');
  });

  it('answers a deep link of the app with index.html, compressed and never cached', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/weekly/overview',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });
});
