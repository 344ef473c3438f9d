import { CompanyAssetParamsSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { FILE_ONLY_HELMET } from '../plugins/security-headers';

/**
 * Every miss gets this one answer, whether the code is unknown, the company has no logo or the extension is
 * not its logo's: status, headers and body alike, so the address cannot be used to find company codes. Not
 * stored: a company that adds a logo later is seen at once.
 */
const noSuchLogo = () => new HttpError(404, 'LOGO_NOT_FOUND', 'No such logo', { 'cache-control': 'no-store' });

/**
 * The company logo at /company-assets/{organisation}.{logoExt}: public, like the sign-in page that shows
 * it before anyone is signed in, and cacheable for a day.
 *
 * A company with a logo is necessarily seen to exist by whoever guesses its code and the logo's extension:
 * the specification puts the logo at this address for an <img> (which sends no token), and the login page
 * shows it before anyone signs in. A company code is no secret (every employee types it, and it is mostly
 * the company's name), and it opens nothing by itself: sign-in also needs a username and a password.
 */
export const companyAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-assets/:file',
    { schema: { params: CompanyAssetParamsSchema }, helmet: FILE_ONLY_HELMET },
    async (request, reply) => {
      const dot = request.params.file.lastIndexOf('.');
      const code = request.params.file.slice(0, dot);
      const ext = request.params.file.slice(dot + 1).toLowerCase();
      const logo = await app.repos.companies.findLogo(code, ext);
      if (!logo?.logo) throw noSuchLogo();
      return reply
        .header('content-type', logo.logo_mime ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(logo.logo));
    },
  );
};
