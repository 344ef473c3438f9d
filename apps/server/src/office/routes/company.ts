import {
  LOGO_LIMITS,
  LOGO_MEDIA_TYPES,
  OfficeCompanyInputSchema,
  OfficeCompanySchema,
  type OfficeCompany,
} from '@bouwwerk/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoMediaType, logoTooLarge, processLogo } from '../../lib/company-logo';
import { errorResponses, notFound } from '../../lib/http-errors';
import { FILE_ONLY_HELMET } from '../../plugins/security-headers';
import type { Repositories } from '../../repositories';
import { requireOffice } from '../authentication';
import { officeWriter } from '../writes';

const noLogo = () => notFound('Your company has no logo', 'LOGO_NOT_FOUND');

async function companyOf(repos: Repositories, companyId: number): Promise<OfficeCompany> {
  const row = await repos.officeSettings.company(companyId);
  // The session names the company; one removed under it is gone for this caller too.
  if (!row) throw notFound('Your company does not exist', 'COMPANY_NOT_FOUND');
  return {
    code: row.code,
    name: row.name,
    validateRegistrationsFirst: row.validate_registrations_first,
    hoursReminderAt: row.hours_reminder_at === null ? null : row.hours_reminder_at.slice(0, 5),
    logoVersion: row.logoVersion,
  };
}

/** onRequest of the upload, after the session: a type we do not take or a length over the limit is refused unread. */
async function refuseUnreadable(request: FastifyRequest): Promise<void> {
  logoMediaType(request.headers['content-type']);
  if (Number(request.headers['content-length'] ?? 0) > LOGO_LIMITS.maxBytes) throw logoTooLarge();
}

/**
 * The company's page in the console: its name, "Registraties eerst valideren" (decision 018) and its logo,
 * which the app's header and the werkbon PDF show. A context of its own: the image parser and its limit belong
 * to the upload alone.
 */
export const officeCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);
  app.addContentTypeParser(
    [...LOGO_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw logoTooLarge();
    throw error;
  });

  const answer = { 200: OfficeCompanySchema, ...errorResponses(400, 401, 403, 404) };

  app.get('/company', { schema: { response: answer } }, (request) =>
    companyOf(app.repos, requireOffice(request).companyId),
  );

  app.put('/company', { schema: { body: OfficeCompanyInputSchema, response: answer } }, async (request) => {
    const caller = requireOffice(request);
    return write(caller, async (repos) => {
      await repos.officeSettings.updateCompany(caller.companyId, {
        name: request.body.name,
        validate_registrations_first: request.body.validateRegistrationsFirst,
        ...(request.body.hoursReminderAt === undefined ? {} : { hours_reminder_at: request.body.hoursReminderAt }),
      });
      return companyOf(repos, caller.companyId);
    });
  });

  app.get('/company/logo', { helmet: FILE_ONLY_HELMET }, async (request, reply) => {
    const logo = await app.repos.officeSettings.logo(requireOffice(request).companyId);
    if (!logo?.logo) throw noLogo();
    return reply
      .header('content-type', logo.logo_mime ?? 'application/octet-stream')
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(logo.logo));
  });

  app.put(
    '/company/logo',
    {
      onRequest: [refuseUnreadable],
      schema: { response: { ...answer, ...errorResponses(413, 415) } },
    },
    async (request) => {
      const caller = requireOffice(request);
      // No body at all is an empty one (400 LOGO_EMPTY).
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Decoded before the transaction: no connection or lock is held while sharp works.
      const png = await processLogo(bytes, logoMediaType(request.headers['content-type']));
      return write(caller, async (repos, record) => {
        const before = await companyOf(repos, caller.companyId);
        await repos.officeSettings.setLogo(caller.companyId, png);
        const after = await companyOf(repos, caller.companyId);
        await record(logoChange(caller.companyId, before, after));
        return after;
      });
    },
  );

  app.delete('/company/logo', { schema: { response: answer } }, async (request) => {
    const caller = requireOffice(request);
    return write(caller, async (repos, record) => {
      const before = await companyOf(repos, caller.companyId);
      if (before.logoVersion === null) throw noLogo();
      await repos.officeSettings.setLogo(caller.companyId, null);
      const after = await companyOf(repos, caller.companyId);
      await record(logoChange(caller.companyId, before, after));
      return after;
    });
  });
};

/** The log keeps pictures out (migration 013): a logo's change is told by its version. */
const logoChange = (companyId: number, before: OfficeCompany, after: OfficeCompany) => ({
  action: 'companies.logo',
  table: 'companies',
  id: companyId,
  label: after.name,
  before: { logo: before.logoVersion },
  after: { logo: after.logoVersion },
});
