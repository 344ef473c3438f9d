import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hostileNumberOf, hostileStringOf, pathsOf, setAt } from './hostile-values';

/*
 * What a fuzzer sends to a route, for the hostile-input suites of the app's routes and the office console's
 * (test/security): hostile values, the changes it makes to a right body, and hostile path segments.
 */

export const DEEP = 5_000;
/** Replaced, in the sent text, by an array nested DEEP levels (built as text: no JavaScript stack walks it). */
export const DEEP_MARKER = '__deeply_nested__';

export const hostileNumber = hostileNumberOf([
  2_147_483_648,
  99_999_999_999,
  -2_147_483_649,
  0,
  -1,
  1e9,
  -1e8,
  1e308,
  -1e308,
  0.00001,
  1e-7,
  5e-324,
  2 ** 53 + 2,
  24.00001,
  0.1 + 0.2,
]);
export const hostileString = hostileStringOf([
  '',
  ' ',
  '0x157',
  '1e3',
  ' 7',
  '+7',
  '-0',
  '2147483648',
  '9999-12-31',
  '1900-01-01',
  '2026-02-30',
  '10-03-2026',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '<script>',
  "'; DROP TABLE employees; --",
  'x'.repeat(100_000),
]);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, true, false, [], {}, [[[]]], { id: 1 }, DEEP_MARKER),
  fc.array(hostileNumber, { maxLength: 3 }),
);

export type BodyChange =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'unknownKey'; key: string; value: unknown }
  | { kind: 'dropField'; pick: number }
  | { kind: 'whole'; value: unknown };

export const bodyChange: fc.Arbitrary<BodyChange> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknownKey' as const),
      key: fc.constantFrom('bogus', '__proto__', 'constructor', 'companyId', 'employee_id'),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dropField' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

export const hostilePathSegment = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999',
    '0x157',
    '1e3',
    '-1',
    '0',
    '00',
    '+7',
    '%20',
    '%00',
    'abc',
    '9999-12-31',
    '1900-01-01',
    '2026-02-30',
    '03-10-2026',
    '..',
    '%2e%2e',
    'x'.repeat(3000),
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** The request's body as sent: JSON text, with the deep marker expanded into real nesting. */
export function bodyText(body: unknown): string {
  return JSON.stringify(body).replace(`"${DEEP_MARKER}"`, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`);
}

export function applyChange(template: Record<string, unknown>, change: BodyChange): unknown {
  const body = structuredClone(template);
  const paths = pathsOf(body);
  if (change.kind === 'whole') return change.value;
  if (change.kind === 'unknownKey') {
    Object.defineProperty(body, change.key, {
      value: change.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return body;
  }
  if (paths.length === 0) return change.kind === 'field' ? change.value : body;
  const path = paths[change.pick % paths.length]!;
  if (change.kind === 'field') setAt(body, path, change.value);
  else {
    let node = body as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    if (Array.isArray(node)) node.splice(Number(path.at(-1)), 1);
    else delete node[path.at(-1)!];
  }
  return body;
}

/** A route with a request that is right, so each hostile change is the only thing wrong with it. */
export interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path's segments; the ones in `params` are the values fuzzed. */
  path: (params: Record<string, string>) => string;
  params: Record<string, string>;
  body?: () => Record<string, unknown>;
  /** false: sent without the caller's credential, as a stranger would (signing in, a public link). */
  signedIn?: boolean;
}

/** Never 5xx; `{code, message}` on every refusal; no row changed by a refused write. */
export async function expectHeldUp(
  what: string,
  writes: boolean,
  request: () => Promise<LightMyRequestResponse>,
  rowChanges: () => Promise<number>,
) {
  const before = await rowChanges();
  const response = await request();
  expect(response.statusCode, `${what}\n-> ${response.body.slice(0, 500)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const error = response.json() as { code?: unknown; message?: unknown };
    expect(typeof error.code, what).toBe('string');
    expect(typeof error.message, what).toBe('string');
    if (writes) expect(await rowChanges(), `${what}\n-> ${response.statusCode} changed rows`).toBe(before);
  }
}
