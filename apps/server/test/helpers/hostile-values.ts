import fc from 'fast-check';

/*
 * The pieces of generated hostile input that the app's routes (test/security/hostile-input) and the
 * integration API's imports (test/integration-api/import-hostile) share; each suite names its own edge values.
 */

/** Edge numbers of the suite, any integer, any finite double. */
export const hostileNumberOf = (edges: number[]) =>
  fc.oneof(fc.constantFrom(...edges), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

/** Edge texts of the suite, any short text, and a control character between two short texts. */
export const hostileStringOf = (edges: string[]) =>
  fc.oneof(
    fc.constantFrom(...edges),
    fc.string({ maxLength: 40 }),
    fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b),
  );

/** Paths into a body: each key, and each key of the objects in its lists and sub-objects. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

/** Sets the value at a path that pathsOf gave for the same body. */
export function setAt(body: unknown, path: Array<string | number>, value: unknown): void {
  let node = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}
