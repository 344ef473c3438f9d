import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useOutboxItems } from '../api/outbox';
import { paths } from '../lib/paths';
import { nl } from '../i18n/nl';
import type { Passport } from '../state/passport';
import { CompanyLogo } from './company-logo';
import { usePopover } from './use-popover';
import { AlertIcon, BackIcon, MenuIcon, SettingsIcon } from './icons';
import './header.css';

interface HeaderProps {
  title: string;
  passport: Passport;
  /** Shown on pages below a root page of the bottom navigation. */
  onBack?: () => void;
  /** The account switcher (features/accounts), composed in by the app. */
  accountMenu: ReactNode;
}

export function Header({ title, passport, onBack, accountMenu }: HeaderProps) {
  return (
    <header className="header">
      <div className="header__bar">
        {onBack ? (
          <button type="button" className="icon-button" onClick={onBack} aria-label={nl.shell.back}>
            <BackIcon />
          </button>
        ) : null}
        <div className="header__text">
          <h1 className="header__title">{title}</h1>
          <p className="header__user">
            <span className="header__name">{passport.fullName}</span>
            <span className="header__organisation">{passport.organisationName}</span>
          </p>
        </div>
        {/* The company logo is the background of the buttons' end of the band, never behind the title. */}
        <div className="header__end">
          <CompanyLogo
            className="header__logo"
            organisation={passport.organisation}
            logoExt={passport.logoExt}
            alt=""
          />
          <RefusedBadge />
          {accountMenu}
          <HeaderMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * The writes the server refused, counted where the user always looks: a tap opens the outbox page, where
 * each is corrected, sent again or discarded. Nothing shows while none is refused.
 */
function RefusedBadge() {
  const refused = useOutboxItems().filter((item) => item.state === 'refused').length;
  if (refused === 0) return null;
  return (
    <Link className="header__badge" to={paths.outbox.getHref()} aria-label={nl.outbox.badge(refused)}>
      <AlertIcon />
      <span className="header__badge-count" aria-hidden="true" data-testid="refused-count">
        {refused}
      </span>
    </Link>
  );
}

function HeaderMenu() {
  const menuId = useId();
  const { containerRef, open, toggle } = usePopover();

  return (
    <div className="header__menu" ref={containerRef}>
      <button
        type="button"
        className="icon-button"
        aria-label={nl.shell.menu}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <MenuIcon />
      </button>
      <nav id={menuId} className="header__menu-panel" hidden={!open} aria-label={nl.shell.menu}>
        <Link className="header__menu-item" to={paths.settings.getHref()}>
          <SettingsIcon />
          {nl.shell.settings}
        </Link>
      </nav>
    </div>
  );
}
