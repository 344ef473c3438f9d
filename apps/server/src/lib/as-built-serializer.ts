// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import type { FastifySerializerCompiler } from 'fastify';

/**
 * Sends a route's answers as its handler built them, without zod's encode of every value: for the week
 * overview, the app's most frequent request, that encode took 0.1 ms of the server's ~1.3 ms per week (a 9 KB
 * answer), twice the JSON.stringify itself. Only for answers that typed code builds field by field, never for
 * rows passed on from the database, and only where the route's tests hold every answer to its schema (nothing
 * stripped, nothing of the wrong type). See docs/decisions/003-typed-answers-zod-for-requests-and-forms.md.
 */
export const asBuiltSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
