import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../lib/http-errors';

/** Where the office console lives; its own router's basename and its build's base (apps/office). */
export const OFFICE_APP_PREFIX = '/kantoor';

/** An address of the office console: the field app's catch-all leaves these alone (plugins/web-app.ts). */
export const isOfficeAppPath = (url: string) =>
  url === OFFICE_APP_PREFIX || url.startsWith(`${OFFICE_APP_PREFIX}/`) || url.startsWith(`${OFFICE_APP_PREFIX}?`);

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

/**
 * Serves the built office console (apps/office/dist) under /kantoor/, beside the field app at the root: its
 * hashed assets cached for a year, every address of its history-mode router (a bookmarked employee, a reload
 * on a filtered list) answered with its index.html, never cached. Without a build, /kantoor answers 404 like
 * any address the server does not have, never with the field app.
 *
 * Encapsulated under its prefix: its not-found handler serves /kantoor/* only. The field app's @fastify/static
 * owns reply.sendFile, so this one decorates nothing and sends its index.html from memory (read at start, as
 * the Content-Security-Policy's hashes of the field app's are; a build goes with a restart).
 */
export async function officeAppPlugin(app: FastifyInstance) {
  const root = app.config.officeDist;
  const indexPath = path.join(root, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
  if (!indexHtml) app.log.warn(`No office app build in ${root}: run npm run build; /kantoor/ is not served`);

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  await app.register(
    async (office) => {
      if (indexHtml) {
        await office.register(fastifyStatic, {
          root,
          prefix: '/',
          decorateReply: false,
          wildcard: true,
          index: false,
          // The build writes a brotli and a gzip copy beside each file (apps/office/vite.config.ts).
          preCompressed: true,
          // No source maps, even if a build left some behind: the ordinary 404 of a file that is not there.
          allowedPath: (pathName) => !isSourceMap(pathName),
          setHeaders: (reply, filePath) => {
            const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        });
        office.get('/', { prefixTrailingSlash: 'slash' }, (_request, reply) => sendIndex(reply));
      }
      // The console's relative addresses work only below /kantoor/.
      office.get('/', { prefixTrailingSlash: 'no-slash' }, (request, reply) => {
        const query = request.url.slice(OFFICE_APP_PREFIX.length);
        return reply.redirect(`${OFFICE_APP_PREFIX}/${query}`, 301);
      });

      office.setNotFoundHandler(async (request, reply) => {
        const wantsPage = request.method === 'GET' || request.method === 'HEAD';
        if (indexHtml && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) return sendIndex(reply);
        throw notFound(`${request.method} ${request.url.split('?')[0]} does not exist`, 'ROUTE_NOT_FOUND');
      });
    },
    { prefix: OFFICE_APP_PREFIX },
  );
}
