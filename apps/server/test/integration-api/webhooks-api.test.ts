import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { newIntegrationKey } from '../../src/lib/integration-keys';
import { createCompany } from '../helpers/fixtures';
import { testConfig, useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';

/** A server that allows no private or loopback receivers, as any server without the demo data. */
const ctx = useTestApp({ webhookAllowPrivateAddresses: 'none' });
const db = () => ctx.database.db;
const keys = { acme: '', other: '' };
let rowChanges: () => Promise<number>;

/** A public address by IP literal, so no DNS is needed here; nothing is ever sent to it in these tests. */
const PUBLIC_URL = 'https://93.184.216.34/bouwwerk/webhook';
const ALL_EVENTS = ['registration.created', 'registration.updated', 'registration.deleted'];

beforeAll(async () => {
  for (const code of ['acme', 'other'] as const) {
    const company = await createCompany(db(), { code: code.toUpperCase() });
    keys[code] = newIntegrationKey();
    await ctx.app.repos.integrationKeys.create(company.id, keys[code], 'office');
  }
  rowChanges = await installWriteCounter(db());
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, key: string | undefined, payload?: unknown, app = ctx.app) =>
  app.inject({
    method,
    url: `/integration/v1${url}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const put = (payload: unknown, key = keys.acme) => call('PUT', '/webhook', key, payload);

/** The request is refused with a 400 whose message names `field`, and writes nothing. */
async function refused(payload: unknown, field: string, key = keys.acme) {
  await call('GET', '/company', key); // the key's last use is recorded before counting
  const before = await rowChanges();
  const response = await put(payload, key);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toContain(`${field}:`);
  expect(await rowChanges()).toBe(before);
  return response.json() as { code: string; message: string };
}

describe('PUT, GET and DELETE /integration/v1/webhook', () => {
  it('creates the webhook with a Standard Webhooks secret, keeps it on a change and rotates it on request', async () => {
    const created = await put({ url: PUBLIC_URL, events: ALL_EVENTS });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ url: PUBLIC_URL, events: ALL_EVENTS, secretIsNew: true });
    expect(saved.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(saved.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

    const changed = await put({ url: `${PUBLIC_URL}/v2`, events: ['registration.deleted'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: `${PUBLIC_URL}/v2`,
      events: ['registration.deleted'],
      secret: saved.secret,
      secretIsNew: false,
      createdAt: saved.createdAt,
    });

    const rotated = (await put({ url: PUBLIC_URL, events: ALL_EVENTS, rotateSecret: true })).json();
    expect(rotated.secretIsNew).toBe(true);
    expect(rotated.secret).not.toBe(saved.secret);
    expect(rotated.secret).toMatch(/^whsec_/);

    const shown = await call('GET', '/webhook', keys.acme);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      url: PUBLIC_URL,
      events: ALL_EVENTS,
      createdAt: saved.createdAt,
      updatedAt: expect.any(String),
      deliveries: { pending: 0, lastSuccessAt: null, lastFailure: null, nextAttemptAt: null },
    });
    expect(shown.body).not.toContain('whsec_');
    expect((await call('GET', '/webhook/deliveries', keys.acme)).json()).toEqual({ items: [], next: null });
  });

  it('removes the webhook; after that there is none to show, list or remove', async () => {
    await put({ url: PUBLIC_URL, events: ALL_EVENTS });
    expect((await call('DELETE', '/webhook', keys.acme)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', '/webhook'],
      ['DELETE', '/webhook'],
      ['GET', '/webhook/deliveries'],
    ] as const) {
      const response = await call(method, url, keys.acme);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('WEBHOOK_NOT_FOUND');
    }
    const again = await put({ url: PUBLIC_URL, events: ALL_EVENTS });
    expect(again.statusCode).toBe(201);
    expect(again.json().secretIsNew).toBe(true);
  });

  it("keeps each company's webhook its own: another key neither reads, changes nor removes it", async () => {
    const acme = (await put({ url: PUBLIC_URL, events: ALL_EVENTS })).json();
    await call('DELETE', '/webhook', keys.other);
    expect((await call('GET', '/webhook', keys.other)).statusCode).toBe(404);
    expect((await call('GET', '/webhook/deliveries', keys.other)).statusCode).toBe(404);
    expect((await call('DELETE', '/webhook', keys.other)).statusCode).toBe(404);

    const other = await put({ url: `${PUBLIC_URL}/other`, events: ['registration.created'] }, keys.other);
    expect(other.statusCode).toBe(201);
    expect(other.json().secret).not.toBe(acme.secret);
    expect((await call('GET', '/webhook', keys.acme)).json()).toMatchObject({ url: PUBLIC_URL, events: ALL_EVENTS });
    expect((await call('DELETE', '/webhook', keys.other)).statusCode).toBe(204);
    expect((await call('GET', '/webhook', keys.acme)).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document, with its schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/integration/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths['/integration/v1/webhook'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths['/integration/v1/webhook/deliveries'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['WebhookPut', 'WebhookSaved', 'Webhook', 'WebhookDelivery', 'WebhookEvent']),
    );
  });

  it('answers 401 without a key or with a wrong one, on every call', async () => {
    for (const [method, url] of [
      ['PUT', '/webhook'],
      ['GET', '/webhook'],
      ['DELETE', '/webhook'],
      ['GET', '/webhook/deliveries'],
    ] as const) {
      for (const key of [undefined, `${keys.acme}x`]) {
        const response = await call(
          method,
          url,
          key,
          method === 'PUT' ? { url: PUBLIC_URL, events: ALL_EVENTS } : undefined,
        );
        expect(response.statusCode, `${method} ${url} ${key ? 'wrong key' : 'no key'}`).toBe(401);
      }
    }
  });
});

describe('bad webhook bodies: 400 naming the field, nothing written', () => {
  it.each([
    ['no url', { events: ALL_EVENTS }, 'body.url'],
    ['a url that is no URL', { url: 'office', events: ALL_EVENTS }, 'body.url'],
    ['an ftp url', { url: 'ftp://93.184.216.34/hook', events: ALL_EVENTS }, 'body.url'],
    ['a javascript: url', { url: 'javascript:alert(1)', events: ALL_EVENTS }, 'body.url'],
    ['a url over 2,000 characters', { url: `${PUBLIC_URL}?${'a'.repeat(2000)}`, events: ALL_EVENTS }, 'body.url'],
    ['a url with a line break', { url: `${PUBLIC_URL}\n`, events: ALL_EVENTS }, 'body.url'],
    [
      'a url with user and password',
      { url: 'https://office:secret@93.184.216.34/hook', events: ALL_EVENTS },
      'body.url',
    ],
    ['http to a public address', { url: 'http://93.184.216.34/hook', events: ALL_EVENTS }, 'body.url'],
    ['no events', { url: PUBLIC_URL }, 'body.events'],
    ['an empty list of events', { url: PUBLIC_URL, events: [] }, 'body.events'],
    ['an unknown event', { url: PUBLIC_URL, events: ['registration.created', 'project.created'] }, 'body.events[1]'],
    ['an event twice', { url: PUBLIC_URL, events: ['registration.deleted', 'registration.deleted'] }, 'body.events[1]'],
    ['events as text', { url: PUBLIC_URL, events: 'registration.created' }, 'body.events'],
    ['rotateSecret as text', { url: PUBLIC_URL, events: ALL_EVENTS, rotateSecret: 'yes' }, 'body.rotateSecret'],
    ['an unknown field', { url: PUBLIC_URL, events: ALL_EVENTS, secret: 'whsec_mine' }, 'body.secret'],
  ])('%s', async (_name, payload, field) => {
    await refused(payload, field);
  });

  it('refuses a bad cursor or limit of the deliveries list, naming it', async () => {
    await put({ url: PUBLIC_URL, events: ALL_EVENTS });
    for (const [query, field] of [
      ['after=abc', 'querystring.after'],
      ['after=0', 'querystring.after'],
      ['limit=0', 'querystring.limit'],
      ['limit=1001', 'querystring.limit'],
    ]) {
      const response = await call('GET', `/webhook/deliveries?${query}`, keys.acme);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    }
  });
});

describe('server-side request forgery: receivers on non-public addresses are refused', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook', 'loopback'],
    ['loopback by https', 'https://127.0.0.1/hook', 'loopback'],
    ['loopback elsewhere in 127/8', 'https://127.1.2.3/hook', 'loopback'],
    ['loopback written in hexadecimal', 'https://0x7f000001/hook', 'loopback'],
    ['IPv6 loopback', 'http://[::1]:8080/hook', 'loopback'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['a host name that resolves to loopback', 'http://localhost:8080/hook', 'loopback'],
    ['a private address (10/8)', 'https://10.0.0.1/hook', 'private'],
    ['a private address (172.16/12)', 'https://172.16.5.4/hook', 'private'],
    ['a private address (192.168/16)', 'https://192.168.1.10/hook', 'private'],
    ['IPv4-mapped IPv6 private', 'https://[::ffff:10.0.0.1]/hook', 'private'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['IPv6 link-local', 'https://[fe80::1]/hook', 'linkLocal'],
    ['IPv6 unique local', 'https://[fd12:3456::1]/hook', 'uniqueLocal'],
    ['carrier-grade NAT', 'https://100.64.0.1/hook', 'carrierGradeNat'],
    ['the unspecified address', 'https://0.0.0.0/hook', 'unspecified'],
    ['multicast', 'https://224.0.0.1/hook', 'multicast'],
  ])('%s: %s', async (_name, url, range) => {
    const { code, message } = await refused({ url, events: ALL_EVENTS }, 'body.url');
    expect(code).toBe('WEBHOOK_URL_REFUSED');
    expect(message).toContain(`is no public internet address (range ${range})`);
    expect(message).not.toMatch(/resolves to \d/);
  });

  it('allows a loopback receiver over http on a server configured for it, and still no private one', async () => {
    const app = await buildApp({ db: db(), config: testConfig({ webhookAllowPrivateAddresses: 'loopback' }) });
    try {
      const url = 'http://127.0.0.1:9/hook';
      const loopback = await call('PUT', '/webhook', keys.other, { url, events: ALL_EVENTS }, app);
      expect(loopback.statusCode, loopback.body).toBe(201);
      expect(
        (await call('PUT', '/webhook', keys.other, { url: 'http://localhost:9/hook', events: ALL_EVENTS }, app))
          .statusCode,
      ).toBe(200);
      for (const refusedUrl of [
        'http://10.0.0.1/hook',
        'https://10.0.0.1/hook',
        'http://169.254.169.254/',
        'http://[fc00::1]/',
      ]) {
        const response = await call('PUT', '/webhook', keys.other, { url: refusedUrl, events: ALL_EVENTS }, app);
        expect(response.statusCode, refusedUrl).toBe(400);
        expect(response.json().message).toMatch(/^body\.url: /);
      }
      expect((await call('GET', '/webhook', keys.other, undefined, app)).json().url).toBe('http://localhost:9/hook');
    } finally {
      await call('DELETE', '/webhook', keys.other, undefined, app);
      await app.close();
    }
  });
});
