/**
 * zod probes once whether it may compile code at run time (`new Function`), when the first object schema of
 * @bouwwerk/domain is made. The app's Content-Security-Policy allows no eval, so the probe is refused, and the
 * browser reports the refusal as a CSP violation although zod catches it. Under `jitless` zod skips the probe
 * and parses without compiled code, fast enough for the few small schemas the app parses.
 *
 * zod keeps its configuration on globalThis.__zod_globalConfig and takes an object found there as its own
 * (zod/v4/core/core.js), so the setting is made here without importing zod: its `config` would bring 20 KB
 * (gzipped) of zod's core into the first screens. Imported first by main.tsx, before any schema exists; the
 * e2e test of the Content-Security-Policy (browser-security.spec.ts, the leave form) fails if zod stops
 * reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
