import {
  SessionRequestSchema,
  SessionResponseSchema,
  SessionUserRequestSchema,
  SignInResponseSchema,
  type SessionResponse,
  type SignInResponse,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, forbidden, unauthorized } from '../../lib/http-errors';
import { counts } from '../../lib/metrics';
import { spendPasswordCheckTime, verifyPasswordDigest } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { requireAuth } from '../../plugins/context';
import { createLoginThrottle } from '../../lib/login-throttle';

/** One answer for a wrong company code, username or password: which part was wrong is not revealed. */
const invalidCredentials = () =>
  unauthorized('The company code, username or password is not correct', 'INVALID_CREDENTIALS');

const errors = errorResponses(400, 401, 403, 429);

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.loginRateLimit;
  const throttle = createLoginThrottle(app.repos, limits);

  /**
   * Sign-in (decision 008). With a device token that this account's sign-in gave this device, only the
   * token's own failures count; without one, the limits of strangers. Either way the attempt takes its place
   * in the limits before the password is checked, so no number of parallel guesses gets more checks.
   */
  app.post(
    '/v1/sessions',
    { schema: { body: SessionRequestSchema, response: { 200: SignInResponseSchema, ...errors } } },
    async (request): Promise<SignInResponse> => {
      const {
        RelatieId: companyCode,
        Gebruikersnaam: username,
        Wachtwoord: passwordDigest,
        deviceToken,
      } = request.body;
      const now = new Date();
      const usedAfter = new Date(now.getTime() - limits.deviceTokenTtlMs);
      const account = await app.repos.signIn.findAccount(companyCode, username);
      // An unknown account looks its token up too (and finds nothing), so the two take the same statements.
      const deviceId = deviceToken
        ? await app.repos.signIn.reserveDevice(
            { hash: hashToken(deviceToken), companyId: account?.companyId ?? 0, employeeId: account?.employeeId ?? 0 },
            now,
            limits.maxPerDevice,
            usedAfter,
          )
        : undefined;
      const ticket =
        deviceId === undefined ? await throttle.reserve({ ip: request.ip, companyCode, username }, now) : undefined;

      let valid: boolean;
      try {
        valid = account
          ? await verifyPasswordDigest(passwordDigest, { hash: account.passwordHash, salt: account.passwordSalt })
          : (await spendPasswordCheckTime(passwordDigest), false);
      } catch (error) {
        if (ticket) await throttle.abandoned(ticket);
        throw error;
      }
      if (!account || !valid) {
        counts.signInFailures++;
        throw invalidCredentials();
      }

      let keptDeviceToken: string;
      if (deviceId !== undefined && deviceToken) {
        await app.repos.signIn.deviceSucceeded(deviceId);
        keptDeviceToken = deviceToken;
      } else {
        if (ticket) await throttle.succeeded(ticket);
        keptDeviceToken = newToken();
        await app.repos.signIn.addDevice(
          { hash: hashToken(keptDeviceToken), companyId: account.companyId, employeeId: account.employeeId },
          now,
          limits.maxPerDevice,
          usedAfter,
        );
      }

      const token = newToken();
      await app.repos.sessions.create({
        companyId: account.companyId,
        employeeId: account.employeeId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + app.config.tokenTtlMs),
      });
      return {
        bedrijfsnaam: account.companyName,
        logoExt: account.logoExt,
        contactpersoonId: account.employeeId,
        authToken: token,
        naam: account.firstName,
        achternaam: account.lastName,
        deviceToken: keptDeviceToken,
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
    { onRequest: [app.authenticate], schema: { response: { 204: z.null(), ...errorResponses(401) } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await app.repos.sessions.revoke(auth.companyId, auth.sessionId, new Date());
      return reply.status(204).send(null);
    },
  );
};
