import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { nl } from '../i18n/nl';
import type { Passport } from '../state/passport';
import { CompanyLogo } from './company-logo';
import { BackIcon, MenuIcon, SettingsIcon } from './icons';
import './header.css';

interface HeaderProps {
  title: string;
  passport: Passport;
  /** Shown on pages below a root page of the bottom navigation. */
  onBack?: () => void;
}

export function Header({ title, passport, onBack }: HeaderProps) {
  const initials = `${passport.firstName.charAt(0)}${passport.lastName.split(' ').pop()?.charAt(0) ?? ''}`;
  return (
    <header className="header">
      <CompanyLogo
        className="header__logo"
        organisation={passport.organisation}
        logoExt={passport.logoExt}
        alt=""
      />
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
        {/* The account switcher of a later issue goes here; for now it shows who is signed in. */}
        <div className="header__account" aria-hidden="true">
          {initials.toUpperCase()}
        </div>
        <HeaderMenu />
      </div>
    </header>
  );
}

function HeaderMenu() {
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Open only on the page where it was opened: any navigation closes it.
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const open = openOnPage === location.key;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOnPage(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnPage(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="header__menu" ref={containerRef}>
      <button
        type="button"
        className="icon-button"
        aria-label={nl.shell.menu}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOnPage(open ? null : location.key)}
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
