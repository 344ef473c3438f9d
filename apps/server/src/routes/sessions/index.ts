import {
  ApiErrorSchema,
  SessionRequestSchema,
  SessionResponseSchema,
  SessionUserRequestSchema,
  type SessionResponse,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { spendPasswordCheckTime, verifyPasswordDigest } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { requireAuth } from '../../plugins/context';
import { createLoginThrottle } from './login-throttle';

/** One answer for a wrong company code, username or password: which part was wrong is not revealed. */
const invalidCredentials = () =>
  unauthorized('The company code, username or password is not correct', 'INVALID_CREDENTIALS');

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.repos, app.config.loginRateLimit);

  app.post(
    '/v1/sessions',
    { schema: { body: SessionRequestSchema, response: { 200: SessionResponseSchema, ...errors } } },
    async (request): Promise<SessionResponse> => {
      const { RelatieId: companyCode, Gebruikersnaam: username, Wachtwoord: passwordDigest } = request.body;
      const attempt = { ip: request.ip, companyCode, username };
      await throttle.assertAllowed(attempt);

      const company = await app.repos.companies.findByCode(companyCode);
      const employee = company ? await app.repos.employees.findActiveByUsername(company.id, username) : undefined;
      const valid = employee
        ? await verifyPasswordDigest(passwordDigest, { hash: employee.password_hash, salt: employee.password_salt })
        : (await spendPasswordCheckTime(passwordDigest), false);
      if (!company || !employee || !valid) {
        await throttle.recordFailure(attempt);
        throw invalidCredentials();
      }
      await throttle.recordSuccess(attempt);

      const token = newToken();
      await app.repos.sessions.create({
        companyId: company.id,
        employeeId: employee.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + app.config.tokenTtlMs),
      });
      return {
        bedrijfsnaam: company.name,
        logoExt: company.logo_ext,
        contactpersoonId: employee.id,
        authToken: token,
        naam: employee.first_name,
        achternaam: employee.last_name,
      };
    },
  );

  app.post(
    '/v1/sessions/user',
    {
      onRequest: [app.authenticate],
      schema: { body: SessionUserRequestSchema, response: { 200: SessionResponseSchema, ...errors } },
    },
    async (request): Promise<SessionResponse> => {
      const auth = requireAuth(request);
      const body = request.body;
      const sameEmployee =
        body.contactpersoonId === auth.employeeId &&
        body.RelatieId.toLowerCase() === auth.companyCode.toLowerCase() &&
        body.Gebruikersnaam.toLowerCase() === auth.username.toLowerCase();
      if (!sameEmployee) throw forbidden('The body names another employee than the one signed in', 'OTHER_EMPLOYEE');
      return {
        bedrijfsnaam: auth.companyName,
        logoExt: auth.logoExt,
        contactpersoonId: auth.employeeId,
        authToken: auth.token,
        naam: auth.firstName,
        achternaam: auth.lastName,
      };
    },
  );

  app.delete(
    '/v1/sessions',
    { onRequest: [app.authenticate], schema: { response: { 204: z.null(), 401: ApiErrorSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await app.repos.sessions.revoke(auth.companyId, auth.sessionId, new Date());
      return reply.status(204).send(null);
    },
  );
};
