import { todayInAmsterdam } from '@bouwwerk/domain';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { nl } from '../../i18n/nl';
import { paths } from '../../lib/paths';
import './status-page.css';

/** The router's error boundary: something broke that the screen could not handle itself. */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  // Inside the shell the page sits in the shell's <main>; on its own it is the main content.
  const Container = standalone ? 'main' : 'section';

  return (
    <Container className="page status-page" aria-labelledby="error-page-message">
      {standalone ? <title>{`${nl.errorPage.title} · ${nl.app.name}`}</title> : null}
      <p id="error-page-message" className="status-page__message" role="alert">
        {nl.errorPage.message}
      </p>
      <button
        type="button"
        className="button button--primary"
        // A full reload: a fresh copy of the app, on today's overview.
        onClick={() => window.location.assign(paths.weeklyOverviewDate.getHref(todayInAmsterdam()))}
      >
        {nl.errorPage.reload}
      </button>
    </Container>
  );
}
