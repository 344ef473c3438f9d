import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isServerPath } from './application-key';
import { isOfficeAppPath } from './office-app';
import { notFound } from '../lib/http-errors';

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

/**
 * Serves the built web app from the same origin as the API. Unknown non-API paths get index.html, so
 * deep links of the history-mode router (a bookmarked week, a reload on a work order) open the app; the
 * office console's addresses (/kantoor, plugins/office-app.ts) never do.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (!hasBuild) app.log.warn(`No web app build in ${root}: run npm run build; only the API is served`);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The build writes a brotli and a gzip copy beside each file (vite.config.ts): a phone on a poor
      // connection downloads a quarter of the bytes, and the server spends no CPU compressing.
      preCompressed: true,
      // Source maps would hand out the app's source with its comments: not served, even if a build left
      // some behind (vite.config.ts emits none); the answer is the ordinary 404 of a file that is not there.
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static handler would answer the bare root as a directory listing (403); it is the app's start page.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      hasBuild &&
      wantsPage &&
      !isServerPath(request.url) &&
      !isOfficeAppPath(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(`${request.method} ${request.url.split('?')[0]} does not exist`, 'ROUTE_NOT_FOUND');
  });
});
