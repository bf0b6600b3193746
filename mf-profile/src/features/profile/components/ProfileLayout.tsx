import { useCountry, useData } from '@venues/mf-kit';
import { useEffect, type CSSProperties } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Card, Result, Skeleton, theme } from 'antd';
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
 * shell's `auth` guard has already sent visitors to sign in.
 */
export const ProfileLayout = observer(function ProfileLayout() {
  const country = useCountry();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const { error, retry } = useFreshUser();
  const user = session.user;

  // Keep the current page's link in view in the phone menu.
  useEffect(() => {
    document.querySelector('.pf-nav a[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const vars = {
    '--pf-primary': token.colorPrimary,
    '--pf-text': token.colorText,
    '--pf-muted': token.colorTextSecondary,
    '--pf-hover': token.colorFillTertiary,
    // antd's colorPrimaryBg is grey for this deep teal: a light tint of the brand colour instead.
    '--pf-active-bg': `color-mix(in srgb, ${token.colorPrimary} 10%, ${token.colorBgContainer})`,
    '--pf-border': token.colorBorderSecondary,
    '--pf-danger': token.colorError,
  } as CSSProperties;

  let content;
  if (user) content = <Outlet context={{ user } satisfies ProfileContext} />;
  else if (error)
    content = (
      <Result
        status="warning"
        title="We could not load your profile"
        subTitle={error}
        extra={
          <Button type="primary" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  else
    content = (
      <Card aria-busy="true" aria-label="Loading your profile">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  return (
    <div className="pf-layout" style={vars}>
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
