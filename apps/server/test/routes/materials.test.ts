import type { CatalogueResponse } from '@bouwwerk/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'anna']);
const { tokens } = ctx;

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...apiHeaders(token), ...headers } });

describe('GET /v1/materialen', () => {
  it('returns the company catalogue as parent groups, groups and lines', async () => {
    const response = await get('/v1/materialen', tokens.jan);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CatalogueResponse;
    const lines = body.codes.flatMap((c) => c.tables.flatMap((t) => t.rows));
    const count = await ctx.database.db
      .selectFrom('materials')
      .innerJoin('companies', 'companies.id', 'materials.company_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('companies.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(lines).toHaveLength(Number(count.n));
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const first = body.codes[0]!;
    expect(first).toMatchObject({ code: expect.any(String), description: expect.any(String) });
    expect(first.tables[0]!.rows[0]).toEqual({
      groupLineId: expect.any(Number),
      code: expect.any(String),
      description: expect.any(String),
      unit: expect.any(String),
      quantity: expect.any(Number),
    });
    expect(new Set(body.codes.map((c) => c.code)).size).toBe(body.codes.length);
  });

  it('keeps companies apart: anna gets only acme’s lines', async () => {
    const demo = (await get('/v1/materialen', tokens.jan)).json() as CatalogueResponse;
    const acme = (await get('/v1/materialen', tokens.anna)).json() as CatalogueResponse;
    const demoIds = new Set(demo.codes.flatMap((c) => c.tables.flatMap((t) => t.rows.map((r) => r.groupLineId))));
    const acmeIds = acme.codes.flatMap((c) => c.tables.flatMap((t) => t.rows.map((r) => r.groupLineId)));
    expect(acmeIds.length).toBeGreaterThan(0);
    expect(acmeIds.filter((id) => demoIds.has(id))).toEqual([]);
  });

  it('answers 304 without a body for an unchanged catalogue, and 200 once it changed', async () => {
    const first = await get('/v1/materialen', tokens.jan);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"materials-/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await get('/v1/materialen', tokens.jan, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();

    await ctx.database.db
      .updateTable('companies')
      .set({ materials_modified_at: new Date(Date.now() + 60_000) })
      .where('code', '=', 'demo')
      .execute();
    const changed = await get('/v1/materialen', tokens.jan, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does not let one company’s ETag match another’s catalogue', async () => {
    const etag = (await get('/v1/materialen', tokens.jan)).headers.etag as string;
    expect((await get('/v1/materialen', tokens.anna, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/materialen', headers: apiHeaders() })).statusCode).toBe(
      401,
    );
  });

  it('sends the same catalogue brotli- or gzip-compressed to a client that accepts it', async () => {
    const plain = await get('/v1/materialen', tokens.jan, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/v1/materialen', tokens.jan, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/v1/materialen', tokens.jan, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a new catalogue as soon as the office stamps it, not the body it sent before', async () => {
    const lineIds = (body: CatalogueResponse) =>
      body.codes.flatMap((c) => c.tables.flatMap((t) => t.rows.map((r) => r.groupLineId)));
    const before = lineIds((await get('/v1/materialen', tokens.anna)).json() as CatalogueResponse);
    const acme = await ctx.database.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    const added = await ctx.database.db
      .insertInto('materials')
      .values({
        company_id: acme.id,
        parent_group_code: '99',
        parent_group_description: 'Nieuw',
        group_code: '999',
        group_description: 'Nieuw',
        code: 'N1',
        description: 'Nieuwe plaat',
        unit: 'stuks',
        quantity: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('companies')
      .set({ materials_modified_at: new Date(Date.now() + 120_000) })
      .where('id', '=', acme.id)
      .execute();
    for (const encoding of ['identity', 'br']) {
      const response = await get('/v1/materialen', tokens.anna, { 'accept-encoding': encoding });
      const body = (
        encoding === 'br' ? JSON.parse(brotliDecompressSync(response.rawPayload).toString()) : response.json()
      ) as CatalogueResponse;
      expect(lineIds(body)).toEqual(expect.arrayContaining([...before, added.id]));
    }
  });
});

describe('GET /v1/materialen/lastmodified', () => {
  it('returns the stamp that versions the catalogue', async () => {
    const response = await get('/v1/materialen/lastmodified', tokens.jan);
    expect(response.statusCode).toBe(200);
    const { lastModifiedMaterial } = response.json();
    expect(new Date(lastModifiedMaterial).toISOString()).toBe(lastModifiedMaterial);
    expect((await get('/v1/materialen', tokens.jan)).json().lastModifiedMaterial).toBe(lastModifiedMaterial);
  });
});
