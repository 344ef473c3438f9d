import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSession, signOutEverywhere, useSession } from '../../../api/session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { nl } from '../../../i18n/nl';
import { refusalText } from '../../../lib/form-check';
import { paths } from '../../../lib/paths';
import { PasskeysSection } from './passkeys-section';

/**
 * /kantoor/account: who is signed in, his passkeys, and 'Overal afmelden', which ends every session of the user.
 */
export function AccountPage() {
  const { user, company } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onSignOutEverywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      setFailure(refusalText(error));
      return;
    }
    await navigate(paths.login.getHref(), { replace: true, state: { signedOut: true } });
    endSession(queryClient);
  };

  return (
    <section className="page" aria-labelledby="account-title">
      <title>{`${nl.account.title} · ${nl.app.name}`}</title>
      <h1 id="account-title">{nl.account.title}</h1>
      <div className="card">
        <dl className="facts">
          <dt>{nl.account.name}</dt>
          <dd>{user.name}</dd>
          <dt>{nl.account.email}</dt>
          <dd>{user.email}</dd>
          <dt>{nl.account.role}</dt>
          <dd>{nl.roles[user.role]}</dd>
          <dt>{nl.account.company}</dt>
          <dd>{company.name}</dd>
        </dl>
      </div>
      <PasskeysSection />
      <section className="card" aria-labelledby="sign-out-everywhere-title">
        <h2 id="sign-out-everywhere-title">{nl.account.signOutEverywhere}</h2>
        <p>{nl.account.signOutEverywhereIntro}</p>
        <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirming(true)}>
          {nl.account.signOutEverywhere}
        </button>
        <FormError message={failure} />
      </section>
      {confirming ? (
        <ConfirmDialog
          title={nl.account.signOutEverywhereConfirmTitle}
          confirmLabel={nl.account.signOutEverywhere}
          busy={busy}
          onConfirm={() => void onSignOutEverywhere()}
          onCancel={() => setConfirming(false)}
        >
          <p>{nl.account.signOutEverywhereConfirm}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
