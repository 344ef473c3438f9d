import { IMPORT_COLLECTIONS } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * Every paged list of the integration API answers a cursor it did not hand out with a 400 BAD_CURSOR naming
 * `querystring.after`, never a 500: a cursor is opaque to the client, so whatever it holds must be checked
 * before it reaches SQL (an id beyond int4 used to fail in PostgreSQL).
 */

const ctx = useTestApp();
let acme: ImportingCompany;

beforeAll(async () => {
  acme = await importingCompany(ctx, 'CURSORS');
});

const made = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const LISTS = [...IMPORT_COLLECTIONS, 'registrations/changes', 'week-submissions', 'webhook/deliveries', 'audit-log'];

/** Cursors no list hands out: past int4 or int8, not decimal, non-canonical base64url, made-up texts. */
const TAMPERED = [
  made('i2147483648'),
  made('i9999999999'),
  made('i99999999999999999999'),
  made('i0'),
  made('i-1'),
  made('i01'),
  made('e\u0000'),
  made('e P-1'),
  made('eP-1\u2028'),
  made('eCafe\u0301'),
  made('x'),
  made('99999999999999999999.0'),
  made('18446744073709551616.1'),
  made('1.9223372036854775808'),
  '9999999999999999999999',
  `${made('i5')}=`,
  'aTV',
  'not*a*cursor',
];

describe('a tampered cursor', () => {
  it.each(LISTS)('on %s is a 400 BAD_CURSOR', async (list) => {
    for (const after of TAMPERED) {
      const response = await acme.get(list, `?after=${encodeURIComponent(after)}`);
      expect(response.statusCode, `${list} after=${after}`).toBe(400);
      const body = response.json() as { code: string; message: string };
      expect(body.message, `${list} after=${after}`).toMatch(/^querystring\.after: /);
      if (/^[A-Za-z0-9_-]+$/.test(after)) expect(body.code, `${list} after=${after}`).toBe('BAD_CURSOR');
    }
  });
});
