import { todayInAmsterdam } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { redirect, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { CompanyLogo } from '../../../components/company-logo';
import { nl } from '../../../i18n/nl';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  completeSignIn,
  getPassport,
  getRememberedLogin,
  isAuthenticated,
  knownLogoExt,
  passportFromSession,
} from '../../../state/passport';
import { getRightsQueryOptions, hasFetchableRights } from '../../../api/rights';
import { takeExpiredSession } from '../../../state/session-expired';
import { showToast } from '../../../state/toasts';
import { useCreateSession } from '../../../api/sessions';
import './login-page.css';

/** Someone already signed in goes straight to the weekly overview. */
export function loginLoader() {
  if (isAuthenticated(getPassport())) throw redirect(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
  return null;
}

export interface LoginPageProps {
  /** The accounts still saved on this device, to continue as one of them (the app hands in the accounts feature's). */
  savedAccounts?: ReactNode;
}

export function LoginPage({ savedAccounts }: LoginPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createSession = useCreateSession();
  // After an expired session its company code and username, whatever remember-me says: only the password is asked.
  const [remembered] = useState(() => ({ ...getRememberedLogin(), ...takeExpiredSession() }));
  const [organisation, setOrganisation] = useState(remembered.organisation);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const logoExt = useMemo(() => knownLogoExt(organisation), [organisation]);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createSession.isPending) return;
    const login = { organisation: organisation.trim(), username: username.trim(), rememberMe };
    createSession.mutate(
      { ...login, password, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (session) => {
          const passport = passportFromSession(session, login);
          completeSignIn(passport);
          if (hasFetchableRights(passport)) void queryClient.prefetchQuery(getRightsQueryOptions(passport));
          void navigate(paths.weeklyOverviewDate.getHref(todayInAmsterdam()), { replace: true });
        },
        onError: () => showToast({ type: 'failure', message: nl.login.failed }),
      },
    );
  }

  return (
    <main className="login">
      <title>{`${nl.login.title} · ${nl.app.name}`}</title>
      <div className="login__panel">
        <CompanyLogo
          className="login__logo"
          organisation={organisation}
          logoExt={logoExt}
          alt={logoExt ? nl.login.companyLogoAlt(organisation.trim()) : nl.app.brandLogoAlt}
        />
        <h1 className="visually-hidden">{nl.login.title}</h1>
        <form className="login__form" onSubmit={onSubmit} aria-busy={createSession.isPending}>
          <label className="field" htmlFor={`${id}-organisation`}>
            <span className="field__label">{nl.login.companyCode}</span>
            <input
              id={`${id}-organisation`}
              className="field__input"
              name="organisation"
              value={organisation}
              onChange={(e) => setOrganisation(e.target.value)}
              autoComplete="organization"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
          </label>
          <label className="field" htmlFor={`${id}-username`}>
            <span className="field__label">{nl.login.username}</span>
            <input
              id={`${id}-username`}
              className="field__input"
              name="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
          </label>
          <label className="field" htmlFor={`${id}-password`}>
            <span className="field__label">{nl.login.password}</span>
            <input
              id={`${id}-password`}
              className="field__input"
              name="password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
            />
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
            />
            <span>{nl.login.rememberMe}</span>
          </label>
          <button className="button button--primary button--block" type="submit" disabled={createSession.isPending}>
            {createSession.isPending ? nl.login.submitting : nl.login.submit}
          </button>
        </form>
        {savedAccounts}
      </div>
    </main>
  );
}
