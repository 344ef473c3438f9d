import { describe, expect, it, beforeAll } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { apiHeaders, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  await createCompany(ctx.database.db, { code: 'demo', logo: PNG });
  await createCompany(ctx.database.db, { code: 'nologo' });
});

describe('GET /v1/version', () => {
  it('returns the server version, also in the X-App-Version header', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/version', headers: apiHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '9.9.9-test' });
    expect(response.headers['x-app-version']).toBe('9.9.9-test');
  });
});

describe('GET /company-assets/{organisation}.{logoExt}', () => {
  it('serves the company logo without an application key, as an <img> loads it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/company-assets/demo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('matches the company code case-insensitively', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/company-assets/DEMO.png' })).statusCode).toBe(200);
  });

  it.each(['/company-assets/demo.jpg', '/company-assets/nologo.png', '/company-assets/unknown.png'])(
    'answers 404 for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('LOGO_NOT_FOUND');
    },
  );

  it('answers 400 for a file name that is not {code}.{ext}', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/company-assets/..%2Fsecret' });
    expect(response.statusCode).toBe(400);
  });
});
