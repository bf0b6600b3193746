import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '../routing/navigation';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { PRODUCT, PRODUCT_NAME } from '../config';
import { matchRoute } from '../routes';
import { shellState } from '../shellState';
import { samePageIn, userMenuLinks } from './menuLinks';
import { PhoneMenu } from './PhoneMenu';

/** A path has a page when the site's table knows it (routes.json) and its remote is deployed (remotes.json). */
function isServed(path: string): boolean {
  const match = matchRoute(path, PRODUCT, shellState.routes);
  return match !== null && shellState.availableRemotes.has(match.route.remote);
}

/**
 * A small menu button: opens a list, closes on outside click, Escape or navigation. Its `title`
 * (also its accessible name) starts with the visible `label`, so speech users can say what they see
 * (WCAG 2.5.3, axe label-content-name-mismatch).
 */
function MenuButton({ label, title, children, className }: { label: ReactNode; title: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`sh-menu ${className ?? ''}`} ref={ref}>
      <button type="button" className="sh-btn" aria-haspopup="menu" aria-expanded={open} aria-label={title} title={title} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && (
        <div className="sh-menu-list" role="menu" onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}

export const CountrySwitcher = observer(function CountrySwitcher() {
  const { pathname, search } = useLocation();
  const settings = shellState.countrySettings;
  const current = session.country;
  // A plain span may not carry aria-label (aria-prohibited-attr); a title names it on hover.
  if (settings.length < 2) return <span className="sh-country-code" title="Country">{current.toUpperCase()}</span>;
  return (
    <MenuButton
      label={current.toUpperCase()}
      title={`${current.toUpperCase()}, change country (now ${settings.find((s) => s.cca2.toLowerCase() === current)?.country_name ?? current.toUpperCase()})`}
    >
      {settings.map((s) => {
        const cc = s.cca2.toLowerCase();
        return (
          <Link key={cc} role="menuitem" className={cc === current ? 'sh-active' : undefined} to={samePageIn(pathname, search, cc)}>
            {s.country_name}
          </Link>
        );
      })}
    </MenuButton>
  );
});

export const DarkModeToggle = observer(function DarkModeToggle() {
  const on = session.darkMode;
  return (
    <button type="button" className="sh-btn sh-icon" aria-pressed={on} aria-label={on ? 'Use light mode' : 'Use dark mode'} onClick={() => session.setDarkMode(!on)}>
      {on ? '☀' : '☾'}
    </button>
  );
});

/** The inquiry badge (docs/spec.md §4), linking to the inbox — left out until mf-enquiries is deployed, like the menu's links. */
export const EnquiriesBadge = observer(function EnquiriesBadge() {
  const n = session.inquiryBadge;
  const to = `/${session.country}/enquiries`;
  if (!isServed(to)) return null;
  return (
    <Link to={to} className="sh-btn sh-icon sh-badge-host" aria-label={n ? `Enquiries, ${n} unread` : 'Enquiries'}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm0 14H5.2L4 17.2V4h16v12Z" />
      </svg>
      {n > 0 && <span className="sh-badge" data-testid="inquiry-badge">{n > 99 ? '99+' : n}</span>}
    </Link>
  );
});

/** Favourites (a heart) for visitors and customers; a visitor is asked to sign in by the route's guard. */
export const FavouritesLink = observer(function FavouritesLink() {
  if (session.isAuthenticated && !session.roles.isUser) return null;
  const to = `/${session.country}/favorites`;
  if (!isServed(to)) return null;
  return (
    <Link to={to} className="sh-btn sh-icon" aria-label="Favourites" title="Favourites">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4Zm0-2.7c4.8-4.3 8-7.2 8-10.2C20 6.5 18.5 5 16.5 5c-1.5 0-3 1-3.6 2.4h-1.9C10.5 6 9 5 7.5 5 5.5 5 4 6.5 4 8.5c0 3 3.2 5.9 8 10.2Z" />
      </svg>
    </Link>
  );
});

export const AccountArea = observer(function AccountArea() {
  const { pathname, search } = useLocation();
  const country = session.country;
  if (!session.isAuthenticated) {
    const returnTo = encodeURIComponent(pathname + search);
    const listYourVenue = `/${country}/list-your-venue`;
    return (
      <>
        {isServed(listYourVenue) && (
          <Link className="sh-btn" to={listYourVenue}>
            List your venue
          </Link>
        )}
        <Link className="sh-btn sh-primary" to={`/${country}/login?returnTo=${returnTo}`}>
          Sign in
        </Link>
      </>
    );
  }
  const name = session.user?.first_name || session.user?.email || 'Account';
  return (
    <>
      <EnquiriesBadge />
      <MenuButton label={name} title={`${name}, account menu`} className="sh-user-menu">
        {userMenuLinks(country, session.roles, isServed).map((l) => (
          <Link key={l.to} role="menuitem" to={l.to}>
            {l.label}
          </Link>
        ))}
      </MenuButton>
    </>
  );
});

/** Header: logo, country, theme, account. Below 600px the actions fold into a drawer. */
export const Header = observer(function Header({ minimal }: { minimal?: boolean }) {
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawer(false), [pathname]);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  return (
    <header className="sh-header">
      <Link to={`/${session.country}`} className="sh-logo" aria-label={`${PRODUCT_NAME} home`}>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>{PRODUCT_NAME}</span>
      </Link>
      {!minimal && (
        <>
          <nav className="sh-actions" aria-label="Site">
            <CountrySwitcher />
            <DarkModeToggle />
            <FavouritesLink />
            <AccountArea />
          </nav>
          <button
            type="button"
            className={`sh-btn sh-icon sh-burger ${drawer ? 'sh-burger-open' : ''}`}
            aria-label={drawer ? 'Close menu' : 'Open menu'}
            aria-expanded={drawer}
            aria-controls={drawer ? 'sh-phone-menu' : undefined}
            onClick={() => setDrawer((d) => !d)}
          >
            {drawer ? '✕' : '☰'}
          </button>
          {drawer && (
            <>
              <PhoneMenu onClose={closeDrawer} served={isServed} />
              <div className="sh-drawer-mask" onClick={closeDrawer} />
            </>
          )}
        </>
      )}
    </header>
  );
});
