import { canRemoveSavedUser, isSameAccount, upsertSavedUser } from '../../../lib/saved-users';
import { TrashIcon, UserPlusIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { usePassport, useSavedUsers, type Passport } from '../../../state/passport';
import './account-list.css';

interface AccountListProps {
  onSwitch: (user: Passport) => void;
  /** Removes a saved account that is not the active one (asking first when it has unsent writes). */
  onRemove: (user: Passport) => void;
  /** Shows 'Medewerker toevoegen' (not on the login screen, whose form does that). */
  onAdd?: () => void;
}

/**
 * The saved accounts of this device: a tap switches to one, the active one is marked and cannot be
 * removed, and 'Medewerker toevoegen' adds another.
 */
export function AccountList({ onSwitch, onRemove, onAdd }: AccountListProps) {
  const passport = usePassport();
  const saved = useSavedUsers();
  // The signed-in account is always listed, also when a former version of the app did not save it.
  const users = passport ? upsertSavedUser(saved, passport) : saved;

  return (
    <div className="account-list">
      <h2 className="account-list__heading">{nl.accounts.savedUsers}</h2>
      <ul className="account-list__users">
        {users.map((user) => {
          const active = passport !== null && isSameAccount(user, passport);
          return (
            <li key={`${user.organisation.trim().toLowerCase()}:${user.userID}`} className="account-list__row">
              <button
                type="button"
                className="account-list__user"
                aria-current={active || undefined}
                aria-label={nl.accounts.switchTo(user.fullName, user.organisationName)}
                onClick={() => onSwitch(user)}
              >
                <span className="account-list__name">{user.fullName}</span>
                <span className="account-list__organisation">{user.organisationName}</span>
                {active ? <span className="account-list__active">{nl.accounts.active}</span> : null}
              </button>
              {canRemoveSavedUser(user, passport) ? (
                <button
                  type="button"
                  className="icon-button account-list__remove"
                  aria-label={nl.accounts.remove(user.fullName, user.organisationName)}
                  onClick={() => onRemove(user)}
                >
                  <TrashIcon />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onAdd ? (
        <button type="button" className="button button--secondary button--block" onClick={onAdd}>
          <UserPlusIcon />
          {nl.accounts.add}
        </button>
      ) : null}
    </div>
  );
}
