import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { paths } from '../../lib/paths';

/** An address inside the shell that the console does not have. */
export function NotFoundPage() {
  return (
    <section className="page status-page" aria-labelledby="not-found-title">
      <title>{`${nl.notFoundPage.title} · ${nl.app.name}`}</title>
      <h1 id="not-found-title">{nl.notFoundPage.title}</h1>
      <p>{nl.notFoundPage.message}</p>
      <Link className="button" to={paths.employees.getHref()}>
        {nl.notFoundPage.toStart}
      </Link>
    </section>
  );
}
