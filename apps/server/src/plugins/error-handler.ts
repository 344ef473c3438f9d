import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PERIOD_CLOSED_SQLSTATE } from '../db/migrations/020-registration-period-close';
import { WEEK_APPROVED_SQLSTATE } from '../db/migrations/022-week-approval';
import { HttpError } from '../lib/http-errors';
import { describeIssues, type FieldIssue } from '../lib/validation';

/** The registrations' final days (migrations 020 and 022), refused by the database and answered as 409. */
const DATABASE_REFUSALS = new Map([
  [PERIOD_CLOSED_SQLSTATE, 'PERIOD_CLOSED'],
  [WEEK_APPROVED_SQLSTATE, 'WEEK_APPROVED'],
]);

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: readonly string[] };
}

/** fastify-type-provider-zod hands zod's issues over with their path joined as `/materialen/0/aantal`. */
function toFieldIssue(issue: ValidationIssue): FieldIssue {
  const path = (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { path, message: issue.message ?? 'is invalid', code: issue.keyword, keys: issue.params?.keys };
}

export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return describeIssues(context ?? '', issues.map(toFieldIssue));
}

/**
 * One place that turns every failure into `{ code, message }`: 4xx say what is wrong (the field first),
 * 5xx are logged with their stack and the request id, and answered with that id only.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
    }
    const refusal = DATABASE_REFUSALS.get(String((error as { code?: unknown }).code));
    if (refusal) {
      // The database's own rule, whichever door wrote: the client's state, not a fault.
      return reply.status(409).send({ code: refusal, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ code: 'BAD_REQUEST', message: describeValidation(error.validationContext, error.validation) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues, reqId: request.id },
        'response does not match its schema',
      );
      return reply.status(500).send({ code: 'INTERNAL', message: `Internal server error (request ${request.id})` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: `Internal server error (request ${request.id})` });
  });
});
