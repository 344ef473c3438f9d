import {
  InvoiceLinesSchema,
  RegistrationActionResultSchema,
  RegistrationSelectionSchema,
  type RegistrationSelection,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIntegration } from '../authentication';
import { parseBatch, setRegistrationColumn, type RegistrationTarget } from './registration-actions';
import { errorResponses } from '../../lib/http-errors';
import { integrationActor } from '../../lib/audit-actors';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';

const responses = {
  200: RegistrationActionResultSchema,
  ...errorResponses(400, 401, 413),
};

const ALL_OR_NONE =
  'One transaction: a registration that is unknown, of another company or named twice refuses the whole call (400 naming ' +
  'its index, `registrations[2].registrationId: no hours registration 123`) and nothing changes. Registrations that already ' +
  'were so count as `unchanged` and are not written. Each change shows in the change feed as an update.';

/** What each call sets, from its body. */
const SELECTION_CALLS = [
  {
    url: '/registrations/validate',
    summary: 'Validate registrations',
    description:
      "Marks the registrations validated (the app's `validated` 1). The app's rule for employees with the right " +
      '`validateRegistrations`: they may change only validated registrations.',
    column: 'validated',
    value: 1,
  },
  {
    url: '/registrations/unvalidate',
    summary: 'Undo validation',
    description:
      "Marks the registrations not validated (the app's `validated` 0): employees with the right `validateRegistrations` " +
      'can no longer change them.',
    column: 'validated',
    value: 0,
  },
  {
    url: '/registrations/release',
    summary: 'Release invoiced registrations',
    description:
      'Takes the registrations off their invoice line (`invoiceLineId` null), so the app may change them again.',
    column: 'verkoopfactuurregel_id',
    value: 0,
  },
] as const;

export const registrationActionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The bodies are checked by parseBatch (413 first, fields named from the body); the schemas document them.
  const unchecked = { validatorCompiler: () => (value: unknown) => ({ value }) };

  for (const call of SELECTION_CALLS) {
    app.post(
      call.url,
      {
        ...unchecked,
        schema: {
          summary: call.summary,
          description: `${call.description} ${ALL_OR_NONE}`,
          tags: ['registrations'],
          body: RegistrationSelectionSchema,
          response: responses,
        },
      },
      async (request) => {
        const caller = requireIntegration(request);
        const { registrations } = parseBatch<RegistrationSelection>(
          RegistrationSelectionSchema,
          request.body,
          'registrations',
        );
        const targets: RegistrationTarget[] = registrations.map((r) => ({ ...r, value: call.value }));
        return app.db.transaction().execute(async (trx) => {
          await createAuditLogRepository(trx).actAs(integrationActor(caller));
          return setRegistrationColumn(trx, caller.companyId, 'registrations', call.column, targets);
        });
      },
    );
  }

  app.post(
    '/registrations/invoice',
    {
      ...unchecked,
      schema: {
        summary: 'Invoice registrations',
        description:
          "Puts each registration on your invoice line (the app's verkoopfactuurregel_id): the app then shows it locked and " +
          `refuses changes to it, until \`/registrations/release\`. ${ALL_OR_NONE.replaceAll('registrations[2]', 'lines[2]')}`,
        tags: ['registrations'],
        body: InvoiceLinesSchema,
        response: responses,
      },
    },
    async (request) => {
      const caller = requireIntegration(request);
      const { lines } = parseBatch(InvoiceLinesSchema, request.body, 'lines');
      const targets: RegistrationTarget[] = lines.map((line) => ({
        kind: line.kind,
        registrationId: line.registrationId,
        value: line.invoiceLineId,
      }));
      return app.db.transaction().execute(async (trx) => {
        await createAuditLogRepository(trx).actAs(integrationActor(caller));
        return setRegistrationColumn(trx, caller.companyId, 'lines', 'verkoopfactuurregel_id', targets);
      });
    },
  );
};
