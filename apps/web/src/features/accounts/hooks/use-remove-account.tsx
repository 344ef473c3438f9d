import { useState } from 'react';
import { deleteAccountDb } from '../../../api/account-db';
import { countOutboxItems } from '../../../api/outbox';
import { ConfirmModal } from '../../../components/confirm-modal';
import { nl } from '../../../i18n/nl';
import { removeUser, type Passport } from '../../../state/passport';
import { revokeSession } from '../../../state/sessions';
import { showToast } from '../../../state/toasts';

/**
 * Removing a saved account from the device: its passport, its token on the server, and its database (outbox
 * and kept reads). Writes it saved and the server does not have yet would go with it, so when there are
 * any the user is asked first, with how many.
 */
export function useRemoveAccount() {
  const [asking, setAsking] = useState<{ user: Passport; count: number } | null>(null);

  function remove(user: Passport) {
    removeUser(user);
    showToast({ type: 'success', message: nl.accounts.removed(user.fullName) });
    // A token left on the server would still sign in whoever copied it off the device. Best effort: offline,
    // it simply expires.
    revokeSession(user.accessToken).catch((error: unknown) =>
      console.warn(`Could not revoke the token of the removed account ${user.username}`, error),
    );
    deleteAccountDb(user).catch((error: unknown) =>
      console.warn(`Could not delete the database of the removed account ${user.username}`, error),
    );
  }

  async function askRemove(user: Passport) {
    const count = await countOutboxItems(user).catch(() => 0);
    if (count > 0) setAsking({ user, count });
    else remove(user);
  }

  const confirmation = asking ? (
    <ConfirmModal
      title={nl.accounts.removeTitle}
      message={nl.accounts.removeUnsent(asking.user.fullName, asking.count)}
      cancelLabel={nl.accounts.cancel}
      confirmLabel={nl.accounts.removeConfirm}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        remove(asking.user);
      }}
    />
  ) : null;

  return { askRemove: (user: Passport) => void askRemove(user), confirmation };
}
