import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import './login-page.css';

/** A placeholder without behaviour, as the specification has it. */
export function ResetPasswordPage() {
  return (
    <main className="login">
      <title>{`${nl.resetPassword.title} · ${nl.app.name}`}</title>
      <div className="login__panel">
        <h1 className="page-heading">{nl.resetPassword.title}</h1>
        <Link className="button button--secondary button--block" to={paths.login.getHref()}>
          {nl.resetPassword.toLogin}
        </Link>
      </div>
    </main>
  );
}
