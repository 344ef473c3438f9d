import {
  InvitationAcceptSchema,
  InvitationLinkSchema,
  InvitationPreviewSchema,
  InvitationRequestSchema,
  LinkTokenParamSchema,
  OfficeSessionSchema,
  IdParamSchema,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import { createRepositories, type Repositories } from '../../repositories';
import { officeWriter } from '../writes';
import { requireOffice } from '../authentication';
import { createLink, mailLink, pendingOf, requestOrigin } from '../links';
import { hashOfficePassword } from '../passwords';
import { startOfficeSession } from './session';

const TokenParams = z.strictObject({ token: LinkTokenParamSchema });
const IdParams = z.strictObject({ id: IdParamSchema });

const linkNotFound = () => notFound('There is no such invitation or password link', 'INVITATION_NOT_FOUND');

/** Why a link can no longer be used; undefined while it can. */
function unusable(link: { usedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date | string }, now: Date) {
  if (link.usedAt) return conflict('This link was used already; ask a beheerder for a new one', 'INVITATION_USED');
  if (link.withdrawnAt)
    return conflict('This link was withdrawn or replaced by a newer one; ask a beheerder', 'INVITATION_WITHDRAWN');
  if (new Date(link.expiresAt) <= now)
    return conflict('This link has expired (links last 72 hours); ask a beheerder for a new one', 'INVITATION_EXPIRED');
  return undefined;
}

/** The link behind a token while it can be used; 404 or 409 otherwise. */
async function usableLink(repos: Repositories, token: string) {
  const link = await repos.officeLinks.findByToken(hashToken(token));
  if (!link) throw linkNotFound();
  const refusal = unusable(link, new Date());
  if (refusal) throw refusal;
  return link;
}

export const officeInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get(
    '/invitations/:token',
    { schema: { params: TokenParams, response: { 200: InvitationPreviewSchema, ...errorResponses(400, 404, 409) } } },
    async (request) => {
      const link = await usableLink(app.repos, request.params.token);
      return {
        email: link.email,
        name: link.name,
        role: link.role,
        purpose: link.purpose,
        company: { code: link.companyCode, name: link.companyName },
      };
    },
  );

  /**
   * Sets the password and signs in. The link is locked and marked used in the transaction that creates the
   * user (or sets his password), so two tabs racing with one link make one user, and the other gets 409.
   */
  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        params: TokenParams,
        body: InvitationAcceptSchema,
        response: { 200: OfficeSessionSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      // A link that cannot be used is refused before argon2id spends its 19 MiB and some 30 ms on the password:
      // nobody without a valid link makes the server hash anything.
      await usableLink(app.repos, request.params.token);
      const passwordHash = await hashOfficePassword(request.body.password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const now = new Date();
        const link = await repos.officeLinks.findByToken(hashToken(request.params.token), { forUpdate: true });
        if (!link) throw linkNotFound();
        const refusal = unusable(link, now);
        if (refusal) throw refusal;
        await repos.officeLinks.markUsed(link.id, now);
        return link.purpose === 'invitation'
          ? joinByInvitation(repos, link, passwordHash)
          : setPasswordByLink(repos, link, passwordHash, now);
      });
      return startOfficeSession(app.repos, request, reply, userId);
    },
  );

  app.post(
    '/invitations',
    {
      schema: {
        body: InvitationRequestSchema,
        response: { 201: InvitationLinkSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { email, name, role } = request.body;
      const answer = await write(caller, async (repos, record) => {
        if (await repos.officeUsers.findByEmail(caller.companyId, email))
          throw conflict(`${email} is already an office user of this company`, 'EMAIL_TAKEN');
        const created = await createLink(repos, {
          companyId: caller.companyId,
          purpose: 'invitation',
          userId: null,
          email,
          name,
          role,
          createdBy: caller.userId,
          origin: requestOrigin(request),
        });
        await record({
          action: 'office_links.create',
          table: 'office_links',
          id: created.invitation.id,
          label: email,
          before: null,
          after: { email, name, role, expiresAt: created.invitation.expiresAt },
        });
        return created;
      });
      return reply.status(201).send(await mailLink(app, answer, caller.companyName));
    },
  );

  app.delete(
    '/invitations/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = requireOffice(request);
      await write(caller, async (repos, record) => {
        const withdrawn = await repos.officeLinks.withdraw(caller.companyId, request.params.id, new Date());
        if (!withdrawn) throw notFound('There is no pending link with this id', 'INVITATION_NOT_FOUND');
        await record({
          action: 'office_links.withdraw',
          table: 'office_links',
          id: withdrawn.id,
          label: withdrawn.email,
          before: pendingOf(withdrawn),
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );
};

type UsableLink = NonNullable<Awaited<ReturnType<Repositories['officeLinks']['findByToken']>>>;

async function joinByInvitation(repos: Repositories, link: UsableLink, passwordHash: string): Promise<number> {
  if (await repos.officeUsers.findByEmail(link.companyId, link.email))
    throw conflict(`${link.email} is already an office user of this company`, 'EMAIL_TAKEN');
  const { id } = await repos.officeUsers.create({
    companyId: link.companyId,
    email: link.email,
    name: link.name,
    role: link.role,
    passwordHash,
  });
  await repos.auditLog.record(
    link.companyId,
    { source: 'console', kind: 'office_user', id, name: link.name },
    {
      action: 'office_users.create',
      table: 'office_users',
      id,
      label: link.email,
      before: null,
      after: { email: link.email, name: link.name, role: link.role, active: true },
    },
  );
  return id;
}

/** A forgotten password: the new one replaces it, and every session of the old one ends. */
async function setPasswordByLink(repos: Repositories, link: UsableLink, passwordHash: string, now: Date) {
  const userId = link.userId;
  if (userId === null) throw linkNotFound();
  const user = await repos.officeUsers.update(link.companyId, userId, { passwordHash });
  if (!user) throw linkNotFound();
  if (!user.active) throw conflict('This office user was deactivated; ask a beheerder', 'USER_INACTIVE');
  await repos.officeSessions.endAllOf(link.companyId, userId, now);
  await repos.auditLog.record(
    link.companyId,
    { source: 'console', kind: 'office_user', id: userId, name: user.name },
    {
      action: 'office_users.password',
      table: 'office_users',
      id: userId,
      label: user.email,
      before: null,
      after: null,
    },
  );
  return userId;
}
