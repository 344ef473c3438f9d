import { todayInAmsterdam } from '@bouwwerk/domain';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { redirect, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { CompanyLogo } from '../../../components/company-logo';
import { nlStart } from '../../../i18n/nl-start';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  completeSignIn,
  getPassport,
  getRememberedLogin,
  isAuthenticated,
  knownLogoExt,
  passportFromSession,
} from '../../../state/passport';
import { takeExpiredSession } from '../../../state/session-expired';
import { createSession } from '../../../state/sessions';
import { showToast } from '../../../state/toasts';
import './login-page.css';

/** Someone already signed in goes straight to the weekly overview. */
export function loginLoader() {
  if (isAuthenticated(getPassport())) throw redirect(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
  return null;
}

export interface LoginPageProps {
  /** The accounts still saved on this device, to continue as one of them (the app hands in the accounts feature's). */
  savedAccounts?: ReactNode;
  /**
   * Called once, when the user starts on the form: the app asks for the first signed-in screen's code then,
   * so the sign-in does not wait for it.
   */
  onFirstInput?: () => void;
}

export function LoginPage({ savedAccounts, onFirstInput }: LoginPageProps) {
  const navigate = useNavigate();
  // A plain request, not a query mutation: the query cache is the signed-in screens' (app/signed-in.tsx).
  const [pending, setPending] = useState(false);
  const started = useRef(false);
  // After an expired session its company code and username, whatever remember-me says: only the password is asked.
  const [remembered] = useState(() => ({ ...getRememberedLogin(), ...takeExpiredSession() }));
  const [organisation, setOrganisation] = useState(remembered.organisation);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const logoExt = useMemo(() => knownLogoExt(organisation), [organisation]);
  const id = useId();

  function onStart() {
    if (started.current) return;
    started.current = true;
    onFirstInput?.();
  }

  async function signIn(login: { organisation: string; username: string; rememberMe: boolean }) {
    setPending(true);
    try {
      const session = await createSession({ ...login, password, idempotencyKey: newIdempotencyKey() });
      const passport = passportFromSession(session, login);
      completeSignIn(passport);
      void import('../../../app/signed-in').then((m) => m.prefetchRights(passport));
      void navigate(paths.weeklyOverviewDate.getHref(todayInAmsterdam()), { replace: true });
    } catch {
      showToast({ type: 'failure', message: nlStart.login.failed });
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    onStart();
    void signIn({ organisation: organisation.trim(), username: username.trim(), rememberMe });
  }

  return (
    <main className="login">
      <title>{`${nlStart.login.title} · ${nlStart.app.name}`}</title>
      <div className="login__panel">
        <CompanyLogo
          className="login__logo"
          organisation={organisation}
          logoExt={logoExt}
          alt={logoExt ? nlStart.login.companyLogoAlt(organisation.trim()) : nlStart.app.brandLogoAlt}
        />
        <h1 className="visually-hidden">{nlStart.login.title}</h1>
        <form className="login__form" onSubmit={onSubmit} onInput={onStart} onFocus={onStart} aria-busy={pending}>
          <label className="field" htmlFor={`${id}-organisation`}>
            <span className="field__label">{nlStart.login.companyCode}</span>
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
            <span className="field__label">{nlStart.login.username}</span>
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
            <span className="field__label">{nlStart.login.password}</span>
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
            <span>{nlStart.login.rememberMe}</span>
          </label>
          <button className="button button--primary button--block" type="submit" disabled={pending}>
            {pending ? nlStart.login.submitting : nlStart.login.submit}
          </button>
        </form>
        {savedAccounts}
      </div>
    </main>
  );
}
