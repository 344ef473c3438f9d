import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('X-Application-Key', () => {
  it('is required on every API request (401 when missing)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/version' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'MISSING_APPLICATION_KEY',
      message: 'The X-Application-Key header is missing',
    });
    expect(response.headers['x-app-version']).toBe('9.9.9-test');
  });

  it('must name a known application (401 when unknown)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'x-application-key': 'evil' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNKNOWN_APPLICATION_KEY');
  });

  it('accepts every key listed in APP_KEYS', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/version',
      headers: { 'x-application-key': 'other-app' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'x-application-key': 'bouwwerk-web' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
