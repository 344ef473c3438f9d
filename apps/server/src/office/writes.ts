import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../lib/audit-actors';
import { conflict } from '../lib/http-errors';
import { createRepositories, type Repositories } from '../repositories';
import type { OfficeCaller } from './authentication';

/** A console change in one transaction, attributed to its office user in the audit log (decision 016). */
export const officeWriter =
  (app: FastifyInstance) =>
  <T>(caller: OfficeCaller, work: (repos: Repositories) => Promise<T>) =>
    app.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      await repos.auditLog.actAs(consoleActor(caller));
      return work(repos);
    });

/** A record the calculation package feeds is changed there, or its next import would undo it (decision 017). */
export function refuseManaged(what: string, externalId: string | null): void {
  if (externalId !== null)
    throw conflict(
      `This ${what} is managed through the integration (externalId ${externalId}); change it in the calculation package`,
      'MANAGED_BY_INTEGRATION',
    );
}
