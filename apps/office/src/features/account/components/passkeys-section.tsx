import type { Passkey } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { passkeysQuery, removePasskey } from '../api/passkeys';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { TableWrap } from '../../../components/table-wrap';

/** 'Passkeys' on Mijn account: the user's passkeys, 'Passkey toevoegen', and 'Verwijderen' after asking. */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const { busy, run } = useSingleFlight();

  const onRemove = (passkey: Passkey) =>
    run(async () => {
      setFailure(undefined);
      try {
        await removePasskey(queryClient, passkey.id);
        setDone(nl.passkeys.removed(passkey.name));
      } catch (error) {
        setFailure(refusalText(error));
      } finally {
        setRemoving(null);
      }
    });

  return (
    <section className="card passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{nl.passkeys.title}</h2>
      <p>{nl.passkeys.intro}</p>
      {passkeys.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : passkeys.isError ? (
        <div role="alert">
          <p>{nl.passkeys.loadFailed}</p>
          <button type="button" className="button" onClick={() => void passkeys.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : passkeys.data.length === 0 ? (
        <p>{nl.passkeys.none}</p>
      ) : (
        <TableWrap>
          <table className="table" aria-labelledby="passkeys-title">
            <thead>
              <tr>
                <th scope="col">{nl.passkeys.columns.name}</th>
                <th scope="col">{nl.passkeys.columns.created}</th>
                <th scope="col">{nl.passkeys.columns.lastUsed}</th>
                <th scope="col">
                  <span className="visually-hidden">{nl.passkeys.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.data.map((passkey) => (
                <tr key={passkey.id}>
                  <td>{passkey.name}</td>
                  <td className="nowrap">{formatDateTime(passkey.createdAt)}</td>
                  <td className="nowrap">
                    {passkey.lastUsedAt === null ? nl.passkeys.never : formatDateTime(passkey.lastUsedAt)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={nl.passkeys.removeLabel(passkey.name)}
                      onClick={() => {
                        setDone(null);
                        setRemoving(passkey);
                      }}
                    >
                      {nl.passkeys.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDone(null);
            setAdding(true);
          }}
        >
          {nl.passkeys.add}
        </button>
      </div>
      <StatusMessage message={done} />
      <FormError message={failure} />
      {adding ? (
        <AddPasskeyDialog
          onClose={() => setAdding(false)}
          onAdded={(name) => {
            setAdding(false);
            setDone(nl.passkeys.added(name));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={nl.passkeys.removeConfirmTitle}
          confirmLabel={nl.passkeys.remove}
          busy={busy}
          onConfirm={() => void onRemove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{nl.passkeys.removeConfirm(removing.name)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
