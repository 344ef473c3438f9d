import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * External ids are compared, not read: white space around one, or a character nobody sees, would make a
 * second record of what the office thinks is one. They are refused; NFC and NFD forms name one record.
 */

const ctx = useTestApp();
let acme: ImportingCompany;

beforeAll(async () => {
  acme = await importingCompany(ctx, 'EXTIDS');
});

const message = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answer = await response;
  return { status: answer.statusCode, message: (answer.json() as { message?: string }).message };
};

describe('an external id', () => {
  it.each([
    ['P-1 ', 'must not begin or end with white space'],
    [' P-1', 'must not begin or end with white space'],
    ['\u00a0P-1', 'must not begin or end with white space'],
    ['P-1\u0085', 'must not contain invisible characters'],
    ['P\u20281', 'must not contain invisible characters'],
    ['P\u20291', 'must not contain invisible characters'],
    ['\ufeffP-1', 'must not contain invisible characters'],
  ])('%j is a 400 naming the field', async (externalId, why) => {
    expect(await message(acme.put('project-groups', [{ externalId, name: 'Bouw' }]))).toEqual({
      status: 400,
      message: expect.stringContaining(`records[0].externalId: ${why}`),
    });
    expect(await message(acme.put('projects', [{ externalId: 'P-9', projectGroupExternalId: externalId }]))).toEqual({
      status: 400,
      message: expect.stringContaining(`records[0].projectGroupExternalId: ${why}`),
    });
  });

  it('in NFC and NFD form names one record, stored in NFC', async () => {
    const nfc = 'Caf\u00e9-1';
    const nfd = 'Cafe\u0301-1';
    expect((await acme.put('project-groups', [{ externalId: nfd, name: 'Bouw' }])).json()).toMatchObject({
      created: 1,
    });
    expect((await acme.put('project-groups', [{ externalId: nfc, name: 'Bouw' }])).json()).toMatchObject({
      unchanged: 1,
    });
    expect((await acme.put('projects', [{ externalId: 'P-1', projectGroupExternalId: nfd }])).statusCode).toBe(200);
    expect(await acme.list('project-groups')).toMatchObject([{ externalId: nfc }]);
    expect(await acme.list('projects')).toMatchObject([{ externalId: 'P-1', projectGroupExternalId: nfc }]);
    // Two records of one batch that differ only in form are the same id twice.
    expect(
      (
        await acme.put('project-groups', [
          { externalId: nfc, name: 'A' },
          { externalId: nfd, name: 'B' },
        ])
      ).statusCode,
    ).toBe(400);
  });
});

describe('free texts', () => {
  it('take invisible line breaks as a space (one line) or a line break (remark), and drop U+FEFF', async () => {
    const response = await acme.put('project-groups', [{ externalId: 'G-TEXT', name: '\ufeffBouw\u2028en\u0085weg' }]);
    expect(response.statusCode).toBe(200);
    const stored = (await acme.list('project-groups')).find((g) => g.externalId === 'G-TEXT');
    expect(stored).toMatchObject({ name: 'Bouw en weg' });
  });
});

describe('a webhook URL', () => {
  it.each(['\u0085', '\u2028', '\u2029', '\ufeff'])('with %j is a 400 naming body.url', async (character) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/integration/v1/webhook',
      headers: { authorization: `Bearer ${acme.key}` },
      payload: { url: `https://example.com/hook${character}`, events: ['registration.created'] },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/^body\.url: must not contain invisible/);
  });
});
