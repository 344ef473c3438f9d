import type { PendingInvitation } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { refusalText } from '../../../lib/form-check';
import { revokeLink } from '../api/users';
import { TableWrap } from '../../../components/table-wrap';

/** The links handed out and not used yet; 'Intrekken' makes one useless at once. */
export function PendingLinks({
  invitations,
  onDone,
}: {
  invitations: PendingInvitation[];
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();

  const revoke = async (invitation: PendingInvitation) => {
    setBusy(invitation.id);
    setFailure(undefined);
    try {
      await revokeLink(queryClient, invitation.id);
      onDone(nl.users.revoked);
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(null);
    }
  };

  const columns = nl.users.pendingColumns;
  return (
    <section aria-labelledby="pending-heading">
      <h2 id="pending-heading">{nl.users.pendingHeading}</h2>
      <FormError message={failure} />
      {invitations.length === 0 ? (
        <p className="muted">{nl.users.pendingNone}</p>
      ) : (
        <TableWrap>
          <table className="table" aria-labelledby="pending-heading">
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.email}</th>
                <th scope="col">{columns.role}</th>
                <th scope="col">{columns.purpose}</th>
                <th scope="col">{columns.expires}</th>
                <th scope="col">{columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.name}</td>
                  <td>{invitation.email}</td>
                  <td>{nl.roles[invitation.role]}</td>
                  <td>{nl.users.purpose[invitation.purpose]}</td>
                  <td>{formatDateTime(invitation.expiresAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy === invitation.id}
                      onClick={() => void revoke(invitation)}
                    >
                      {nl.users.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
