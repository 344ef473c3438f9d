import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/** The methods whose body Fastify parses; GET and HEAD bodies are never read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Whether a route declares the body it reads: a schema (zod, or one that documents a body checked in the handler). */
const declaresBody = (route: RouteOptions) => route.schema?.body !== undefined;

/**
 * `{}` says nothing, and HTTP clients that insist on a body for a POST send it (axios, Angular, many office
 * tools); a Buffer is a raw body a route parsed with its own content-type parser (the photos) and reads itself.
 */
const saysNothing = (body: unknown) =>
  body === undefined ||
  Buffer.isBuffer(body) ||
  (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (saysNothing(request.body)) return;
  throw badRequest('body: this call takes no body; send none (or {})', 'UNEXPECTED_BODY');
}

/**
 * A write route without a body schema (POST /v1/weekindiening/{date}) refuses a body rather than answer 200
 * while ignoring it: a client that sends fields believes they counted, as the strict body schemas of every
 * other route tell it (unknown keys are errors: docs/security.md#input-nothing-reaches-the-database-unchecked). Added
 * per route at registration, so routes with a body pay nothing; preValidation, where a schema's own check would run:
 * after the token (onRequest), before the Idempotency-Key is looked at, so a refusal stores nothing.
 */
export const unexpectedBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (declaresBody(route) || !methodsOf(route).some((method) => BODY_METHODS.has(method))) return;
    const own = route.preValidation;
    route.preValidation = own === undefined ? [refuseBody] : [refuseBody, ...(Array.isArray(own) ? own : [own])];
  });
});
