import type { OfficeEmployee } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { SecretDialog } from '../../../components/secret-dialog';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { newFieldPassword, signOutPhones } from '../api/employees';
import { fullName } from '../lib/employee-rows';

/**
 * An employee's field password and phones: a new password, shown once (his phones are signed out with it),
 * and signing him out of every phone, asked first.
 */
export function EmployeeActions({ employee }: { employee: OfficeEmployee }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, run: runOnce } = useSingleFlight();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const name = fullName(employee);

  const run = (action: () => Promise<void>) =>
    runOnce(async () => {
      setFailure(undefined);
      setDone(null);
      try {
        await action();
      } catch (error) {
        setFailure(refusalText(error));
      }
    });

  const onNewPassword = () => run(async () => setPassword(await newFieldPassword(queryClient, employee.id)));
  const onSignOutPhones = () =>
    run(async () => {
      setConfirming(false);
      await signOutPhones(queryClient, employee.id);
      setDone(nl.employeeActions.signOutPhonesDone);
    });

  return (
    <section className="card employee-actions" aria-labelledby="employee-actions-title">
      <h2 id="employee-actions-title">{nl.employeeActions.title}</h2>
      <p>{nl.employeeForm.phonesSignedIn(employee.activeSessions)}</p>
      <div className="button-row">
        <button type="button" className="button" aria-busy={busy} onClick={() => void onNewPassword()}>
          {nl.employeeActions.newPassword}
        </button>
        <button type="button" className="button" aria-busy={busy} onClick={() => setConfirming(true)}>
          {nl.employeeActions.signOutPhones}
        </button>
      </div>
      <StatusMessage message={done} />
      <FormError message={failure} />
      {password !== null ? (
        <SecretDialog
          title={nl.employeeActions.newPasswordTitle}
          label={nl.employeeActions.newPasswordTitle}
          secret={password}
          onClose={() => setPassword(null)}
        >
          <p>{nl.employeeActions.newPasswordIntro(name)}</p>
          <p>{nl.employeeActions.newPasswordSignedOut}</p>
        </SecretDialog>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={nl.employeeActions.signOutPhonesConfirmTitle}
          confirmLabel={nl.employeeActions.confirmSignOut}
          busy={busy}
          onConfirm={() => void onSignOutPhones()}
          onCancel={() => setConfirming(false)}
        >
          <p>{nl.employeeActions.signOutPhonesConfirm(name)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
