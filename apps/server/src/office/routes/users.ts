import {
  IdParamSchema,
  InvitationLinkSchema,
  OfficeUserSchema,
  OfficeUsersSchema,
  OfficeUserUpdateSchema,
  type OfficeUser,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { officeWriter } from '../writes';
import { requireOffice, sessionWindow } from '../authentication';
import { createLink, mailLink, pendingOf, requestOrigin } from '../links';

const IdParams = z.strictObject({ id: IdParamSchema });
const userNotFound = () => notFound('There is no office user with this id in your company', 'USER_NOT_FOUND');

type UserRow = Awaited<ReturnType<Repositories['officeUsers']['list']>>[number];

const userOf = (row: UserRow): OfficeUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
  activeSessions: row.activeSessions,
});

export const officeUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  async function userById(repos: Repositories, companyId: number, id: number) {
    const [user] = await repos.officeUsers.list(companyId, sessionWindow(new Date()), id);
    if (!user) throw userNotFound();
    return userOf(user);
  }

  app.get(
    '/users',
    { schema: { response: { 200: OfficeUsersSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const caller = requireOffice(request);
      const now = new Date();
      const [users, invitations] = await Promise.all([
        app.repos.officeUsers.list(caller.companyId, sessionWindow(now)),
        app.repos.officeLinks.pending(caller.companyId, now),
      ]);
      return { users: users.map(userOf), invitations: invitations.map(pendingOf) };
    },
  );

  /**
   * A beheerder changes another user's name, role or whether he may sign in. The company's active beheerders
   * are locked first, so no change (nor two at once) leaves the company without one; a deactivated user's
   * sessions end with the change.
   */
  app.patch(
    '/users/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeUserUpdateSchema,
        response: { 200: OfficeUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const change = request.body;
      return write(caller, async (repos, record) => {
        const beheerders = await repos.officeUsers.lockActiveBeheerders(caller.companyId);
        const before = await repos.officeUsers.find(caller.companyId, id);
        if (!before) throw userNotFound();
        const staysBeheerder = (change.role ?? before.role) === 'beheerder' && (change.active ?? before.active);
        if (beheerders.length === 1 && beheerders[0] === id && !staysBeheerder)
          throw conflict(
            'The company needs at least one active beheerder; make another user beheerder first',
            'LAST_BEHEERDER',
          );
        const after = await repos.officeUsers.update(caller.companyId, id, change);
        if (!after) throw userNotFound();
        if (!after.active) await repos.officeSessions.endAllOf(caller.companyId, id, new Date());
        const { passwordHash: _secret, ...kept } = before;
        await record({
          action: 'office_users.update',
          table: 'office_users',
          id,
          label: after.email,
          before: kept,
          after,
        });
        return userById(repos, caller.companyId, id);
      });
    },
  );

  app.delete(
    '/users/:id/sessions',
    { schema: { params: IdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      await write(caller, async (repos, record) => {
        const user = await repos.officeUsers.find(caller.companyId, id);
        if (!user) throw userNotFound();
        const ended = await repos.officeSessions.endAllOf(caller.companyId, id, new Date());
        await record({
          action: 'office_users.sign_out',
          table: 'office_users',
          id,
          label: user.email,
          before: { activeSessions: ended },
          after: { activeSessions: 0 },
        });
      });
      return reply.status(204).send(null);
    },
  );

  /** A forgotten password: a beheerder hands the user a new link, as e-mail is not assumed. */
  app.post(
    '/users/:id/password-link',
    {
      schema: { params: IdParams, response: { 201: InvitationLinkSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const answer = await write(caller, async (repos, record) => {
        const user = await repos.officeUsers.find(caller.companyId, id);
        if (!user) throw userNotFound();
        if (!user.active) throw conflict('Activate the user before giving him a new password', 'USER_INACTIVE');
        const created = await createLink(repos, {
          companyId: caller.companyId,
          purpose: 'password',
          userId: id,
          email: user.email,
          name: user.name,
          role: user.role,
          createdBy: caller.userId,
          origin: requestOrigin(request),
        });
        await record({
          action: 'office_users.password_link',
          table: 'office_users',
          id,
          label: user.email,
          before: null,
          after: { expiresAt: created.invitation.expiresAt },
        });
        return created;
      });
      return reply.status(201).send(await mailLink(app, answer, caller.companyName));
    },
  );
};
