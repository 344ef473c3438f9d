import { lazy, Suspense, useId, useState } from 'react';
import { usePopover } from '../../../components/use-popover';
import { nl } from '../../../i18n/nl';
import type { Passport } from '../../../state/passport';
import './account-menu.css';

// The list and its actions load when the menu is first opened: the header of the first screen needs only the button.
const AccountMenuPanel = lazy(() => import('./account-menu-panel').then((m) => ({ default: m.AccountMenuPanel })));

const initialsOf = (passport: Passport) =>
  `${passport.firstName.charAt(0)}${passport.lastName.split(' ').pop()?.charAt(0) ?? ''}`.toUpperCase();

/** The header's account switcher: the signed-in employee's initials open the list of saved accounts. */
export function AccountMenu({ passport }: { passport: Passport }) {
  const panelId = useId();
  const { containerRef, open, toggle, close } = usePopover();
  const [opened, setOpened] = useState(false);

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        type="button"
        className="account-menu__button"
        aria-label={nl.accounts.open(passport.fullName)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          toggle();
        }}
      >
        {initialsOf(passport)}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
