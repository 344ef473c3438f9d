import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionQuery } from '../api/session';
import { paths, withinBasename } from '../lib/paths';
import { queryClient } from '../lib/query';

/**
 * The guard of every screen inside the shell: without a session, the login page, which comes back here after
 * signing in. Asks the server once per visit; after that the session in memory answers.
 */
export async function requireSessionLoader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(paths.login.getHref(withinBasename(url.pathname, url.search)));
  }
  return null;
}
