import { LIMITS } from '@bouwwerk/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { jsonDepthExceeds } from '../lib/json-depth';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after a check that they nest no deeper
 * than any body of ours could: validation, the idempotency fingerprint and the logger all walk a body
 * recursively, and a body 5,000 levels deep overflowed the stack (a 500).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, LIMITS.jsonDepthMax)) {
      done(badRequest(`body: nests deeper than ${LIMITS.jsonDepthMax} levels`, 'BODY_TOO_DEEP'), undefined);
      return;
    }
    parse(request, text, done);
  });
});
