import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../lib/audit-actors';
import { conflict } from '../lib/http-errors';
import { createRepositories, type Executor, type Repositories } from '../repositories';
import type { AuditChange } from '../repositories/audit-log-repository';
import type { OfficeCaller } from './authentication';

/** An entry of what no audited table shows (an invitation, a sign-out, a new password), by the caller. */
export type RecordChange = (change: AuditChange) => Promise<void>;

/**
 * A console change in one transaction, attributed to its office user in the audit log (decision 016): the
 * triggers log what it writes to the company's data, and `record` what they cannot see.
 */
export const officeWriter =
  (app: FastifyInstance) =>
  <T>(caller: OfficeCaller, work: (repos: Repositories, record: RecordChange, trx: Executor) => Promise<T>) =>
    app.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const actor = consoleActor(caller);
      await repos.auditLog.actAs(actor);
      return work(repos, (change) => repos.auditLog.record(caller.companyId, actor, change), trx);
    });

/** A record the calculation package feeds is changed there, or its next import would undo it (decision 017). */
export function refuseManaged(what: string, externalId: string | null): void {
  if (externalId !== null)
    throw conflict(
      `This ${what} is managed through the integration (externalId ${externalId}); change it in the calculation package`,
      'MANAGED_BY_INTEGRATION',
    );
}
