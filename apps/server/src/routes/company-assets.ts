import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors';

const LogoParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9]{1,8}$/, { error: 'must be {companyCode}.{logoExt}' }),
});

/**
 * The company logo at /company-assets/{organisation}.{logoExt}: public, like the sign-in page that shows
 * it before anyone is signed in, and cacheable for a day.
 */
export const companyAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-assets/:file',
    { schema: { params: LogoParamsSchema } },
    async (request, reply) => {
      const dot = request.params.file.lastIndexOf('.');
      const code = request.params.file.slice(0, dot);
      const ext = request.params.file.slice(dot + 1).toLowerCase();
      const logo = await app.repos.companies.findLogo(code);
      if (!logo?.logo || logo.logo_ext.toLowerCase() !== ext) throw notFound('This company has no such logo', 'LOGO_NOT_FOUND');
      return reply
        .header('content-type', logo.logo_mime ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(logo.logo));
    },
  );
};
