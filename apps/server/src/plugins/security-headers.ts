import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isServerPath } from './application-key';

/**
 * The browser may use the camera on this origin and nothing that reads or gives away more: no microphone
 * (the camera asks for video only), no location, no payment, no USB, no screen capture. Only features
 * Chromium knows are named: an unknown one is a console error on every page load.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/**
 * The Content-Security-Policy of a file the company uploaded (the logo), for helmet's route option: shown by an
 * <img> the policy does not matter, but opened on its own (an SVG as a page, in the app's origin) it may run no
 * script, load nothing and is a sandboxed document of no origin.
 */
export const FILE_ONLY_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], sandbox: [], 'frame-ancestors': ["'none'"] },
  },
} satisfies FastifyHelmetOptions;

/**
 * The 'sha256-…' sources of the inline <script> and <style> elements of the built index.html: the build puts
 * one script there (first-screen-preload.ts, the preload hints of a signed-in visit), and its text changes
 * with every build's chunk names, so the hashes are taken from the file the server is about to serve.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hashesOf = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64')}'`,
    );
  return {
    scripts: hashesOf(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: hashesOf(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

function builtShellHashes(webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  return existsSync(indexHtml) ? inlineHashes(readFileSync(indexHtml, 'utf8')) : { scripts: [], styles: [] };
}

/**
 * Security headers on every answer: the app shell, its assets, the company logos, API answers and every
 * error (the error handler and the not-found handler keep headers set in onRequest), through @fastify/helmet.
 *
 * The Content-Security-Policy allows the app's own origin and what it truly needs beyond it: images from
 * data: (the signature pad's PNG) and blob: (the camera's photos), and the build's inline script by its
 * hash. No 'unsafe-inline', no 'unsafe-eval', no other host. Registered before every other plugin, so its
 * onRequest hook runs before any that may refuse a request (the application key, the token).
 *
 * API answers (/v1/, /v3/, /integration/) carry tokens and personal data: `Cache-Control: no-store` unless the route set
 * its own cache policy on a successful answer (the material catalogue's `private, no-cache` with its ETag).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { scripts, styles } = builtShellHashes(app.config.webDist);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scripts],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", ...styles],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // helmet's default SAMEORIGIN; DENY says what frame-ancestors 'none' says, for browsers without CSP 2.
    xFrameOptions: { action: 'deny' },
    // Addresses name projects, work orders and dates: none of that goes to another site (the map link).
    referrerPolicy: { policy: 'no-referrer' },
    // Sent only on answers to HTTPS requests (below): a browser ignores it over plain HTTP anyway.
    strictTransportSecurity: false,
  });

  const hstsMaxAge = app.config.hstsMaxAgeSeconds;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY, so a client cannot ask for it over HTTP.
    if (hstsMaxAge > 0 && request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${hstsMaxAge}`);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isServerPath(request.url) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
