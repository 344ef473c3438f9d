import { formatDate } from '@bouwwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeGateOf } from '../db/write-gate';
import { changeEntityTag, matchesEntityTag } from '../lib/entity-tags';
import { RevalidationCache } from '../lib/revalidation-cache';
import type { SessionWithVersion, VersionScope } from '../repositories/change-versions-repository';
import { requireBearerToken, sessionEnded, sessionLookup } from './authentication';
import { requireAuth, type Auth } from './context';
import { serverToday } from '../lib/today';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of a GET whose answer is built only from what the change versions cover (migration 009):
     * answers 304 to an If-None-Match of the current ETag without running the route, and tags a 200.
     */
    notModified: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A revalidation's session and version, from memory while the database is unchanged (PGlite). */
    revalidations: RevalidationCache<SessionWithVersion>;
    /**
     * A revalidation (the client's copy has a tag), before anything else of the route: the session and the
     * version of `scope` from memory while the database is unchanged, else in one round trip. Answers 304 and
     * returns true when the copy is current; sets `request.auth` when there is a tag at all; 401 without a
     * session.
     */
    revalidate: (request: FastifyRequest, reply: FastifyReply, scope: VersionScope) => Promise<boolean>;
    /** The ETag of the signed-in employee's answer to this request at this change version. */
    changeTag: (request: FastifyRequest, auth: Pick<Auth, 'companyId' | 'employeeId'>, version: string) => string;
  }
  interface FastifyRequest {
    /** Set by notModified: sent with a 200 only, so an error is never taken for a version. */
    changeTag?: string;
  }
}

export const conditionalGetPlugin = fp(async (app: FastifyInstance) => {
  const appVersion = app.config.appVersion;
  app.decorate('revalidations', new RevalidationCache<SessionWithVersion>(writeGateOf(app.db as never)));
  app.decorate('changeTag', (request: FastifyRequest, auth: Pick<Auth, 'companyId' | 'employeeId'>, version: string) =>
    changeEntityTag({
      url: request.url,
      companyId: auth.companyId,
      employeeId: auth.employeeId,
      version,
      today: formatDate(serverToday(app.config), 'api'),
      appVersion,
    }),
  );

  app.decorate('revalidate', async (request: FastifyRequest, reply: FastifyReply, scope: VersionScope) => {
    if (!request.headers['if-none-match']) return false;
    const token = requireBearerToken(request);
    const lookup = sessionLookup(token);
    const current = await app.revalidations.get(`${scope}:${Buffer.from(lookup.tokenHash).toString('base64')}`, () =>
      app.repos.changeVersions.sessionWithVersion(lookup, scope),
    );
    if (!current) throw sessionEnded();
    const { version, expiresAt: _expiresAt, ...session } = current;
    request.auth = { ...session, token };
    const whose = scope === 'company' ? { companyId: session.companyId, employeeId: 0 } : session;
    const tag = app.changeTag(request, whose, version);
    if (!matchesEntityTag(request.headers['if-none-match'], tag)) return false;
    await replyNotModified(reply, tag);
    return true;
  });

  app.decorate('notModified', async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireAuth(request);
    // Read before the route reads its data: a write in between gives an older tag, never a newer one.
    const tag = app.changeTag(request, auth, await app.repos.changeVersions.of(auth.companyId, auth.employeeId));
    if (matchesEntityTag(request.headers['if-none-match'], tag)) await replyNotModified(reply, tag);
    else request.changeTag = tag;
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.changeTag && reply.statusCode === 200) reply.header('etag', request.changeTag);
  });
});

/**
 * The client's copy is current. No payload at all: a 304 never carries one, and a kept-alive client would wait.
 * Like every API answer it stays `no-store` (security-headers.ts): the app keeps its copy and its tag itself
 * (lib/conditional-get.ts), so no browser cache needs to hold an employee's data.
 */
export function replyNotModified(reply: FastifyReply, tag: string) {
  return reply.status(304).header('etag', tag).send();
}
