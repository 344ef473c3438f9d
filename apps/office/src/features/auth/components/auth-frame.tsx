import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import './auth-frame.css';

/** The pages before a session (login, an invitation): the console's name and one card in the middle. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-frame">
      <title>{`${title} · ${nl.app.name}`}</title>
      <div className="auth-frame__card card">
        <p className="auth-frame__brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="32" height="32" />
          {nl.app.name}
        </p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
