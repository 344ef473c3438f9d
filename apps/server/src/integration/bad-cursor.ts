import { badRequest } from '../lib/http-errors';

/** The 400 of every paged list whose `after` is no `next` this server gave out. */
export const badCursor = () =>
  badRequest('querystring.after: must be the `next` value of an earlier answer', 'BAD_CURSOR');
