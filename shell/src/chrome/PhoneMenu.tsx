import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { Link, useLocation } from '../routing/navigation';
import { shellState } from '../shellState';
import { samePageIn, userMenuLinks } from './menuLinks';

/**
 * The phone menu (below 600px, behind the burger): every action of the header as a labelled row
 * (the drawer reused the desktop buttons, "SG", "☾" and a heart, white on white on the
 * landing page and empty when signed in). `served` leaves out pages whose app is not deployed.
 */
export const PhoneMenu = observer(function PhoneMenu({ onClose, served }: { onClose: () => void; served: (path: string) => boolean }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const country = session.country;
  const settings = shellState.countrySettings;

  // Focus moves into the menu; Escape closes it.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const p = (path: string) => `/${country}/${path}`;
  const n = session.inquiryBadge;
  const links: { label: string; to: string }[] = [];
  if (!session.isAuthenticated || session.roles.isUser) links.push({ label: 'Favourites', to: p('favorites') });
  if (session.isAuthenticated) {
    if (session.roles.isUser || session.roles.isTeamLister) links.push({ label: n ? `Enquiries (${n} unread)` : 'Enquiries', to: p('enquiries') });
    links.push(...userMenuLinks(country, session.roles).filter((l) => !links.some((x) => x.to === l.to)));
  } else {
    links.push({ label: 'List your venue', to: p('list-your-venue') }, { label: 'Sign in', to: `${p('login')}?returnTo=${encodeURIComponent(pathname + search)}` });
  }

  return (
    <nav className="sh-phone-menu" aria-label="Menu" ref={ref} id="sh-phone-menu">
      {session.isAuthenticated && <p className="sh-phone-who">Signed in as {session.user?.first_name || session.user?.email}</p>}
      <ul className="sh-phone-links">
        {links
          .filter((l) => served(l.to.split('?')[0]!))
          .map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={l.label === 'Sign in' ? 'sh-primary' : undefined}>
                {l.label}
              </Link>
            </li>
          ))}
      </ul>
      <button type="button" className="sh-phone-row" aria-pressed={session.darkMode} onClick={() => session.setDarkMode(!session.darkMode)}>
        Dark mode <span aria-hidden="true">{session.darkMode ? 'On' : 'Off'}</span>
      </button>
      {settings.length > 1 && (
        <section aria-labelledby="sh-phone-country">
          <h2 id="sh-phone-country" className="sh-phone-heading">
            Country
          </h2>
          <ul className="sh-phone-links">
            {settings.map((s) => {
              const cc = s.cca2.toLowerCase();
              return (
                <li key={cc}>
                  <Link to={samePageIn(pathname, search, cc)} aria-current={cc === country ? 'true' : undefined}>
                    {s.country_name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </nav>
  );
});
