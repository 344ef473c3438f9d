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
 * and kept reads). A trash icon beside the account to switch to is easily hit with gloves on, so the user is
 * always asked first, naming the account; writes it saved that the server does not have yet would go with
 * it, and then the same question says how many.
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
    setAsking({ user, count });
  }

  const confirmation = asking ? (
    <ConfirmModal
      title={nl.accounts.removeTitle}
      message={
        asking.count > 0
          ? nl.accounts.removeUnsent(asking.user.fullName, asking.count)
          : nl.accounts.removeQuestion(asking.user.fullName, asking.user.organisationName)
      }
      cancelLabel={nl.accounts.cancel}
      confirmLabel={asking.count > 0 ? nl.accounts.removeConfirm : nl.accounts.removeButton}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        remove(asking.user);
      }}
    />
  ) : null;

  return { askRemove: (user: Passport) => void askRemove(user), confirmation };
}
