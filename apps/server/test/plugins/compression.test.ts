import { randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireAuth } from '../../src/plugins/context';
import { writeAndAnswer } from '../../src/plugins/idempotency';
import { seedDemo, signInDemo, useDemoApp } from '../helpers/demo-refs';
import { APP_KEY, apiHeaders, useTestApp } from '../helpers/test-app';

/** A write whose answer is over the threshold, to see what writeAndAnswer stores and the replay sends. */
const bigWrite: FastifyPluginAsync = async (app) => {
  app.post(
    '/v1/test-big-write',
    { onRequest: [app.authenticate], schema: { response: { 201: z.object({ lines: z.array(z.string()) }) } } },
    async (request, reply) => {
      requireAuth(request);
      return writeAndAnswer(request, reply, 201, async () => ({
        lines: Array.from({ length: 200 }, (_, i) => `regel ${i}`),
      }));
    },
  );
};

/** A JSON answer of about this many KB, of varied text (so it compresses as real answers do, not to nothing). */
const sized: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kb: string } }>('/v1/test-sized/:kb', async (request) =>
    Array.from({ length: Number(request.params.kb) * 16 }, (_, i) => ({
      id: i,
      omschrijving: `regel ${(i * 7919) % 10007}`,
    })),
  );
};

const ctx = useDemoApp(['jan']);
const replayCtx = useTestApp({}, [bigWrite]);
const sizedCtx = useTestApp({}, [sized]);

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compressed API answers', () => {
  const weekOf = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/v3/weekoverzicht/2026-03-11',
      headers: {
        ...apiHeaders(ctx.tokens.jan),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends the week overview in brotli or gzip as the phone accepts, the same JSON underneath', async () => {
    const plain = await weekOf();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip;q=1', 'gzip'],
    ] as const) {
      const response = await weekOf(accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(expected, response.rawPayload).toString())).toEqual(plain.json());
    }
    expect((await weekOf('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/version',
      headers: { 'x-application-key': APP_KEY, 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('how answers are compressed', () => {
  const get = (kb: number, acceptEncoding = 'br') =>
    sizedCtx.app.inject({
      method: 'GET',
      url: `/v1/test-sized/${kb}`,
      headers: { 'x-application-key': APP_KEY, 'accept-encoding': acceptEncoding },
    });

  it('compresses answers up to 64 KB in one go, their compressed length known (not streamed through the thread pool)', async () => {
    for (const kb of [12, 40]) {
      const response = await get(kb);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['transfer-encoding'], `${kb} KB`).toBeUndefined();
      expect(Number(response.headers['content-length']), `${kb} KB`).toBe(response.rawPayload.length);
      expect(JSON.parse(decode('br', response.rawPayload).toString())).toHaveLength(kb * 16);
    }
  });

  it('compresses on the spot at the quickest levels: the event loop waits for it', async () => {
    const plain = await get(12, 'identity');
    const brotli = await get(12);
    const gzip = await get(12, 'gzip');
    expect(
      brotli.rawPayload.equals(
        brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      ),
    ).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(plain.rawPayload, { level: 1 }))).toBe(true);
  });

  it('streams larger answers', async () => {
    const response = await get(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(JSON.parse(decode('br', response.rawPayload).toString())).toHaveLength(200 * 16);
  });
});

describe('compression with Idempotency-Key replays', () => {
  it('stores the JSON, and a replay is compressed like the first answer', async () => {
    await seedDemo(replayCtx.database.db);
    const { jan } = await signInDemo(replayCtx.app, ['jan']);
    const key = randomUUID();
    const send = () =>
      replayCtx.app.inject({
        method: 'POST',
        url: '/v1/test-big-write',
        headers: { ...apiHeaders(jan), 'idempotency-key': key, 'accept-encoding': 'br' },
        payload: {},
      });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['content-encoding']).toBe('br');
    expect(replay.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', replay.rawPayload).toString())).toEqual(
      JSON.parse(decode('br', first.rawPayload).toString()),
    );

    const stored = await replayCtx.database.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.response_body!)).toMatchObject({ lines: expect.arrayContaining(['regel 199']) });
  });
});
