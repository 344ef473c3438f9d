import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverLoggerOptions } from '../../src/lib/server-logger';

/** A Fastify app with the server's logger, writing into lines; what it logs for a few requests. */
async function logOf(logFormat: 'json' | 'pretty', requests: Array<{ method: 'GET' | 'POST'; url: string }>) {
  const lines: string[] = [];
  const app = Fastify({
    logger: serverLoggerOptions(
      { logLevel: 'info', logFormat },
      { write: (text) => lines.push(...text.trimEnd().split('\n')) },
      false,
    ),
  });
  apps.push(app);
  app.get('/ok', async () => ({ ok: true }));
  app.post('/fails', async () => {
    throw new Error('broken on purpose');
  });
  app.log.info('before the requests');
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const request of requests) await app.inject(request);
  return lines;
}

const apps: Array<{ close: () => Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the server log', () => {
  it('is one line per request when pretty: the time, method, path with query, status and duration', async () => {
    const lines = await logOf('pretty', [
      { method: 'GET', url: '/ok?week=2026-11-16' },
      { method: 'GET', url: '/missing' },
    ]);
    // No "Server listening at" (server.ts prints the addresses) and no "incoming request".
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: before the requests$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/ok\?week=2026-11-16 200 \d+ ms$/);
    // Fastify's own 404 handler logs a line of its own before the request's.
    expect(lines[2]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Route GET:\/missing not found$/);
    expect(lines[3]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/missing 404 \d+ ms$/);
  });

  it('keeps what went wrong in a request that failed, when pretty', async () => {
    const lines = await logOf('pretty', [{ method: 'POST', url: '/fails' }]);
    const failure = lines.findIndex((line) => /ERROR: broken on purpose/.test(line));
    expect(failure).toBeGreaterThan(0);
    expect(lines.slice(failure).join('\n')).toMatch(/Error: broken on purpose\n\s+at /);
    expect(lines.at(-1)).toMatch(/INFO: POST \/fails 500 \d+ ms$/);
  });

  it('stays JSON lines with the request logged on arrival and on its answer, for a log collector', async () => {
    const lines = await logOf('json', [{ method: 'GET', url: '/ok' }]);
    const entries = lines.map(
      (line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } },
    );
    expect(entries.map((e) => e.msg)).toEqual([
      'before the requests',
      expect.stringMatching(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/),
      'incoming request',
      'request completed',
    ]);
    expect(entries[2]!.req!.url).toBe('/ok');
    expect(entries[3]!.res).toEqual({ statusCode: 200 });
  });
});
