import { config } from 'zod';

/**
 * zod probes once whether it may compile code at run time (`new Function`). The server's Content-Security-Policy
 * allows no eval, so the browser would report the refused probe as a violation although zod catches it. Under
 * `jitless` zod skips the probe and parses without compiled code, fast enough for a form's few fields. Imported
 * first by main.tsx, before any schema exists; the login form loads zod anyway, so this costs the first screen nothing.
 */
config({ jitless: true });
