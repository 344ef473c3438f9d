import { lazy, Suspense, useState, type ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { useSavedUsers } from '../../../state/passport';
import { useRemoveAccount } from '../hooks/use-remove-account';
import { useSwitchAccount } from '../hooks/use-switch-account';
import { AccountList } from './account-list';

// Opened now and then: its form loads only then.
const AddUserModal = lazy(() => import('./add-user-modal').then((m) => ({ default: m.AddUserModal })));

interface AccountActionsProps {
  /** Called when the list has done its part: a switch starts, or the add form opens. */
  onClose: () => void;
  /** Where the list shows: the header's pop-over panel, or a section of a page. */
  renderList: (list: ReactNode) => ReactNode;
}

/** The saved accounts with everything they do: switch (asking about unsaved work first), add, remove. */
function AccountActions({ onClose, renderList }: AccountActionsProps) {
  const { switchTo, confirmation } = useSwitchAccount(onClose);
  const removal = useRemoveAccount();
  const [adding, setAdding] = useState(false);
  return (
    <>
      {renderList(
        <AccountList
          onSwitch={switchTo}
          onRemove={removal.askRemove}
          onAdd={() => {
            onClose();
            setAdding(true);
          }}
        />,
      )}
      {adding ? (
        <Suspense fallback={null}>
          <AddUserModal onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {confirmation}
      {removal.confirmation}
    </>
  );
}

/** The header menu's panel; it stays mounted once opened, so a question it asked outlives the panel. */
export function AccountMenuPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  return (
    <AccountActions
      onClose={onClose}
      renderList={(list) => (
        <section
          id={id}
          className="header__menu-panel account-menu__panel"
          hidden={!open}
          aria-label={nl.accounts.menu}
        >
          {list}
        </section>
      )}
    />
  );
}

/** The account menu laid out on a page (the not-found page) instead of behind the header's button. */
export function AccountSection() {
  return (
    <AccountActions
      onClose={() => undefined}
      renderList={(list) => (
        <section className="account-section" aria-label={nl.accounts.menu}>
          {list}
        </section>
      )}
    />
  );
}

/**
 * The login screen's list of the accounts still on this device (after one of them signed out): a tap
 * continues as that employee without a password, since the device holds their token. Shows nothing when
 * there are none.
 */
export function SavedAccountsOnLogin() {
  const saved = useSavedUsers();
  const { switchTo, confirmation } = useSwitchAccount(() => undefined);
  const removal = useRemoveAccount();
  if (saved.length === 0) return null;
  return (
    <section className="account-section" aria-label={nl.accounts.menu}>
      <AccountList onSwitch={switchTo} onRemove={removal.askRemove} />
      {confirmation}
      {removal.confirmation}
    </section>
  );
}
