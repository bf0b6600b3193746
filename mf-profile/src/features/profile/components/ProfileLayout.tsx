import { useCountry, useData } from '@venues/mf-kit';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { User } from '@venues/contracts';
import { authApi } from '@venues/api-client';
import { session } from '@venues/session';
import { PROFILE_PAGES } from '../lib/profilePages';
import { LeaveGuard } from './LeaveGuard';
import './profile.css';

/** What every profile page gets from the layout (react-router outlet context). */
export interface ProfileContext {
  user: User;
}

/** Loads the signed-in user once on entry (fresh values after a reload), then follows the session. */
function useFreshUser(): { error: string | null; retry: () => void } {
  const fresh = useData(() => authApi.me().then((u) => session.setUser(u)), []);
  return { error: fresh.status === 'error' ? fresh.error.message : null, retry: fresh.reload };
}

/**
 * The profile layout: the menu of profile pages beside (or, on phones, above) the page. The
 * shell's `auth` guard has already sent visitors to sign in. Drawn without antd (plain.css): only
 * the pages that use antd load it (AppRoutes).
 */
export const ProfileLayout = observer(function ProfileLayout() {
  const country = useCountry();
  const { pathname } = useLocation();
  const { error, retry } = useFreshUser();
  const user = session.user;

  // Keep the current page's link in view in the phone menu.
  useEffect(() => {
    document.querySelector('.pf-nav a[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  let content;
  if (user) content = <Outlet context={{ user } satisfies ProfileContext} />;
  else if (error)
    content = (
      <div className="ui-result">
        <span className="ui-result__icon ui-result__icon--warning" aria-hidden="true">
          !
        </span>
        <h1>We could not load your profile</h1>
        <p className="ui-result__sub">{error}</p>
        <div className="ui-result__extra">
          <button type="button" className="ui-button ui-button--primary" onClick={retry}>
            Try again
          </button>
        </div>
      </div>
    );
  else
    content = (
      <div className="ui-card ui-skeleton" aria-busy="true" aria-label="Loading your profile">
        {Array.from({ length: 7 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    );

  return (
    <div className="pf-layout ui-plain">
      <LeaveGuard />
      <nav className="pf-nav" aria-labelledby="pf-nav-title">
        <h2 id="pf-nav-title" className="pf-nav-title">
          Your profile
        </h2>
        <ul>
          {PROFILE_PAGES.map((p) => (
            <li key={p.slug}>
              <NavLink to={`/${country}/profile/${p.slug}`} className={p.slug === 'delete-account' ? 'pf-danger' : undefined}>
                {p.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pf-content">{content}</div>
    </div>
  );
});
export default ProfileLayout;
