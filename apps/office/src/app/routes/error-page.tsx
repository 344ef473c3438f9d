import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { nl } from '../../i18n/nl';

/** The router's error boundary: something broke that the screen could not handle itself. */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  // Inside the shell the page sits in the shell's <main>; on its own it is the main content.
  const Container = standalone ? 'main' : 'section';
  return (
    <Container className="page status-page" aria-labelledby="error-page-title">
      <title>{`${nl.errorPage.title} · ${nl.app.name}`}</title>
      <h1 id="error-page-title">{nl.errorPage.title}</h1>
      <p role="alert">{nl.errorPage.message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {nl.errorPage.reload}
      </button>
    </Container>
  );
}
