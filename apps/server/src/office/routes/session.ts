import { OfficeSessionSchema, OfficeSignInSchema, type OfficeSession } from '@bouwwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, unauthorized } from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import { createLoginThrottle } from '../../lib/login-throttle';
import { requireOffice, type OfficeCaller } from '../authentication';
import { spendOfficePasswordCheckTime, verifyOfficePassword } from '../passwords';
import { clearSessionCookie, csrfTokenOf, setSessionCookie } from '../session-cookie';

const invalidCredentials = () =>
  unauthorized('The company code, e-mail address or password is not correct', 'INVALID_CREDENTIALS');

export function sessionAnswer(caller: Omit<OfficeCaller, 'sessionId'>): OfficeSession {
  return {
    user: { id: caller.userId, email: caller.email, name: caller.name, role: caller.role },
    company: { code: caller.companyCode, name: caller.companyName },
    csrfToken: csrfTokenOf(caller.sessionSecret),
  };
}

/** Starts a session for the user: the row, the cookie, and the answer the console keeps in memory. */
export async function startOfficeSession(
  repos: Repositories,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<OfficeSession> {
  const secret = newToken();
  const now = new Date();
  const user = await repos.officeSessions.createFor(userId, hashToken(secret), now);
  setSessionCookie(request, reply, secret);
  return sessionAnswer({ ...user, sessionSecret: secret });
}

export const officeSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The field's limits (decision 008) under keys of their own: an office address and an employee's do not
  // share a count.
  const throttle = createLoginThrottle(app.repos, app.config.loginRateLimit, 'office');

  app.post(
    '/session',
    {
      schema: {
        body: OfficeSignInSchema,
        response: { 200: OfficeSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { companyCode, email, password } = request.body;
      const ticket = await throttle.reserve({ ip: request.ip, companyCode, username: email });
      const user = await app.repos.officeUsers.findForSignIn(companyCode, email);
      let valid: boolean;
      try {
        valid =
          user?.active && user.passwordHash
            ? await verifyOfficePassword(user.passwordHash, password)
            : (await spendOfficePasswordCheckTime(password), false);
      } catch (error) {
        await throttle.abandoned(ticket);
        throw error;
      }
      if (!user || !valid) throw invalidCredentials();
      await throttle.succeeded(ticket);
      return startOfficeSession(app.repos, request, reply, user.id);
    },
  );

  app.get('/session', { schema: { response: { 200: OfficeSessionSchema, ...errorResponses(401) } } }, async (request) =>
    sessionAnswer(requireOffice(request)),
  );

  const ends = { schema: { response: { 204: z.null(), ...errorResponses(401, 403) } } };

  app.delete('/session', ends, async (request, reply) => {
    const caller = requireOffice(request);
    await app.repos.officeSessions.end(caller.companyId, caller.sessionId, new Date());
    clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });

  app.delete('/sessions', ends, async (request, reply) => {
    const caller = requireOffice(request);
    await app.repos.officeSessions.endAllOf(caller.companyId, caller.userId, new Date());
    clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });
};
