import {
  mayChangePeriod,
  periodChange,
  RegistrationPeriodInputSchema,
  RegistrationPeriodSchema,
  type RegistrationPeriod,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses, forbidden, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { requireOffice } from '../authentication';
import { officeWriter } from '../writes';

async function periodOf(repos: Repositories, companyId: number): Promise<RegistrationPeriod> {
  const row = await repos.officeSettings.registrationPeriod(companyId);
  if (!row) throw notFound('Your company does not exist', 'COMPANY_NOT_FOUND');
  return row;
}

/**
 * 'Periode afsluiten' (decision 020): the day up to which the company's registrations are final. The database
 * refuses every write of a registration in it (migration 020); this only moves the day. The companies row's
 * audit entry keeps who moved it, and the reason beside it says why.
 */
export const officeRegistrationPeriodRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);
  const answer = { 200: RegistrationPeriodSchema, ...errorResponses(400, 401, 403, 404) };

  app.get('/registration-period', { schema: { response: answer } }, (request) =>
    periodOf(app.repos, requireOffice(request).companyId),
  );

  app.put(
    '/registration-period',
    { schema: { body: RegistrationPeriodInputSchema, response: answer } },
    async (request) => {
      const caller = requireOffice(request);
      const { closedThrough, reason } = request.body;
      return write(caller, async (repos) => {
        // Read in the transaction that moves it: two offices closing at once see each other's day.
        const current = await repos.officeSettings.registrationPeriod(caller.companyId, { forUpdate: true });
        if (!current) throw notFound('Your company does not exist', 'COMPANY_NOT_FOUND');
        const change = periodChange(current.closedThrough, closedThrough);
        if (change === 'unchanged') return current;
        if (!mayChangePeriod(caller.role, change))
          throw forbidden('Only a beheerder reopens a closed period', 'REOPEN_NEEDS_BEHEERDER');
        if (change === 'reopen' && reason.trim() === '')
          throw badRequest('reason: say why the closed period is reopened', 'REASON_REQUIRED');
        await repos.officeSettings.setRegistrationPeriod(caller.companyId, { closedThrough, reason: reason.trim() });
        return periodOf(repos, caller.companyId);
      });
    },
  );
};
