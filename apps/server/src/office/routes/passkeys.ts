import {
  IdParamSchema,
  OfficeSessionSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  PasskeySignInSchema,
  PasskeysSchema,
  type Passkey,
} from '@bouwwerk/domain';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, errorResponses, notFound, unauthorized } from '../../lib/http-errors';
import { createLoginThrottle } from '../../lib/login-throttle';
import { createRepositories } from '../../repositories';
import { officeWriter } from '../writes';
import { requireOffice } from '../authentication';
import { requestOrigin } from '../links';
import { startOfficeSession } from './session';

/** How long the browser may take between asking for options and answering them. */
const CHALLENGE_VALID_MS = 5 * 60 * 1000;
const RP_NAME = 'Bouwwerk kantoor';

const IdParams = z.strictObject({ id: IdParamSchema });
/** The relying party is the host the console is served from, without its port. */
const rpId = (request: FastifyRequest) => request.hostname.replace(/:\d+$/, '');
const passkeyOf = (row: {
  id: number;
  name: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
}): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
});
const signInRefused = () => unauthorized('This passkey is not known here or could not be verified', 'PASSKEY_REFUSED');

/**
 * Passkeys (WebAuthn, after SimpleWebAuthn's example server): each attempt gets a challenge that the server
 * keeps and deletes when the answer arrives, so it is used once. A signed-in user adds passkeys; signing in
 * with one asks for no address (a discoverable credential names its user). The password stays as fallback.
 */
export const officePasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);
  const throttle = createLoginThrottle(app.repos, app.config.loginRateLimit, 'office');

  app.get('/passkeys', { schema: { response: { 200: PasskeysSchema, ...errorResponses(401) } } }, async (request) => {
    const caller = requireOffice(request);
    return { passkeys: (await app.repos.officePasskeys.listOf(caller.companyId, caller.userId)).map(passkeyOf) };
  });

  app.post(
    '/passkeys/options',
    { schema: { response: { 200: PasskeyOptionsSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const caller = requireOffice(request);
      const existing = await app.repos.officePasskeys.listOf(caller.companyId, caller.userId);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId(request),
        userName: caller.email,
        userDisplayName: `${caller.name} (${caller.companyCode})`,
        userID: new TextEncoder().encode(`office-user-${caller.userId}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await app.repos.officePasskeys.addChallenge({
        challenge: options.challenge,
        purpose: 'register',
        userId: caller.userId,
        now: new Date(),
        validMs: CHALLENGE_VALID_MS,
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/passkeys',
    {
      schema: {
        body: PasskeyRegistrationSchema,
        response: { 201: PasskeySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { challengeId, name, response } = request.body;
      const challenge = await app.repos.officePasskeys.takeChallenge(
        challengeId,
        'register',
        caller.userId,
        new Date(),
      );
      if (!challenge)
        throw badRequest('challengeId: the attempt is unknown, used or expired; start again', 'PASSKEY_CHALLENGE');
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: requestOrigin(request),
        expectedRPID: rpId(request),
        requireUserVerification: false,
      }).catch((error: unknown) => {
        throw badRequest(
          `response: ${error instanceof Error ? error.message : 'not a valid passkey answer'}`,
          'PASSKEY_INVALID',
        );
      });
      if (!verification.verified) throw badRequest('response: the passkey answer did not verify', 'PASSKEY_INVALID');
      const { credential } = verification.registrationInfo;
      const added = await write(caller, async (repos, record) => {
        const row = await repos.officePasskeys.add({
          companyId: caller.companyId,
          userId: caller.userId,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: name || 'Passkey',
          now: new Date(),
        });
        if (!row) throw conflict('This passkey is registered already', 'PASSKEY_EXISTS');
        await record({
          action: 'office_passkeys.insert',
          table: 'office_passkeys',
          id: row.id,
          label: row.name,
          before: null,
          after: { name: row.name, transports: credential.transports ?? [] },
        });
        return row;
      });
      return reply.status(201).send(passkeyOf(added));
    },
  );

  app.delete(
    '/passkeys/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = requireOffice(request);
      await write(caller, async (repos, record) => {
        const removed = await repos.officePasskeys.remove(caller.companyId, caller.userId, request.params.id);
        if (!removed) throw notFound('You have no passkey with this id', 'PASSKEY_NOT_FOUND');
        await record({
          action: 'office_passkeys.delete',
          table: 'office_passkeys',
          id: removed.id,
          label: removed.name,
          before: { name: removed.name },
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/passkey-sign-in/options',
    { schema: { response: { 200: PasskeyOptionsSchema, ...errorResponses(403, 429) } } },
    async (request) => {
      // Anyone may ask, and each answer keeps a challenge for five minutes: counted per address.
      await throttle.reserveForAddress('passkey-options', request.ip);
      const options = await generateAuthenticationOptions({ rpID: rpId(request), userVerification: 'preferred' });
      const challengeId = await app.repos.officePasskeys.addChallenge({
        challenge: options.challenge,
        purpose: 'sign_in',
        userId: null,
        now: new Date(),
        validMs: CHALLENGE_VALID_MS,
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/passkey-sign-in',
    { schema: { body: PasskeySignInSchema, response: { 200: OfficeSessionSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const { challengeId, response } = request.body;
      const userId = await app.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const now = new Date();
        const challenge = await repos.officePasskeys.takeChallenge(challengeId, 'sign_in', null, now);
        if (!challenge)
          throw badRequest('challengeId: the attempt is unknown, used or expired; start again', 'PASSKEY_CHALLENGE');
        const passkey = await repos.officePasskeys.findForSignIn(response.id);
        if (!passkey?.active) throw signInRefused();
        const verification = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: requestOrigin(request),
          expectedRPID: rpId(request),
          credential: {
            id: response.id,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
        if (!verification.verified || !verification.authenticationInfo) throw signInRefused();
        await repos.officePasskeys.used(passkey.id, verification.authenticationInfo.newCounter, now);
        return passkey.userId;
      });
      return startOfficeSession(app.repos, request, reply, userId);
    },
  );
};
