import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  await createCompany(ctx.database.db, { code: 'logoco', logo: PNG });
  await createCompany(ctx.database.db, { code: 'plainco' });
});

/** Everything an observer sees of an answer, less what differs between any two answers (date, request id). */
function observable(response: LightMyRequestResponse) {
  const headers: Record<string, unknown> = { ...response.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
}

describe('GET /company-assets/{code}.{ext}: a miss tells nothing about the company code', () => {
  it('answers an unknown code, a company without a logo and a wrong extension byte for byte the same', async () => {
    const urls = [
      '/company-assets/nosuchco.png',
      '/company-assets/plainco.png',
      '/company-assets/logoco.jpg',
      '/company-assets/LOGOCO.svg',
      '/company-assets/nosuchco.jpg',
    ];
    const answers = await Promise.all(
      urls.map((url) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })),
    );
    const [first, ...rest] = answers.map(observable);
    expect(first!.status).toBe(404);
    expect(first!.headers['cache-control']).toBe('no-store');
    for (const [index, answer] of rest.entries()) expect(answer, urls[index + 1]).toEqual(first);
  });

  it('serves a company that has a logo with it, and its security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/company-assets/logoco.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own (an uploaded SVG as a page), the file may run nothing and load nothing.
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });
});
