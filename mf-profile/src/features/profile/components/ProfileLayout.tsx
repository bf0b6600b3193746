import { useCountry, useData } from '@venues/mf-kit';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Grid from 'antd/es/grid';
import Menu from 'antd/es/menu';
import Skeleton from 'antd/es/skeleton';
import type { User } from '@venues/contracts';
import { authApi } from '@venues/api-client';
import { session } from '@venues/session';
import { PROFILE_PAGES } from '../lib/profilePages';
import { LeaveGuard } from './LeaveGuard';
import './profile.css';
import { Result } from '@venues/ui';

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
 * The profile layout (antd): the menu of profile pages beside (or, on phones, above) the page.
 * The shell's `auth` guard has already sent visitors to sign in. An observer: a sign-out or a
 * changed user redraws it.
 */
export const ProfileLayout = observer(function ProfileLayout() {
  const country = useCountry();
  const { pathname } = useLocation();
  const { error, retry } = useFreshUser();
  const screens = Grid.useBreakpoint();
  const user = session.user;
  const current = PROFILE_PAGES.find((p) => pathname.endsWith(`/profile/${p.slug}`))?.slug;

  let content;
  if (user) content = <Outlet context={{ user } satisfies ProfileContext} />;
  else if (error)
    content = (
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>We could not load your profile</h1>}
        subTitle={`${error} Check your connection and try again.`}
        extra={
          <Button type="primary" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  else
    content = (
      <Card aria-busy="true" aria-label="Loading your profile" role="region">
        <Skeleton active paragraph={{ rows: 7 }} />
      </Card>
    );

  return (
    <div className="pf-layout">
      <LeaveGuard />
      <nav className="pf-nav" aria-labelledby="pf-nav-title">
        <h2 id="pf-nav-title" className="pf-nav-title">
          Your profile
        </h2>
        <Menu
          mode={screens.lg === false ? 'horizontal' : 'inline'}
          // On a phone every page stays in view, on as many rows as it takes: antd would fold the
          // pages that do not fit into a "…" pop-up, where a person does not look for them.
          disabledOverflow
          selectedKeys={current ? [current] : []}
          style={{ borderInlineEnd: 'none' }}
          items={PROFILE_PAGES.map((p) => ({
            key: p.slug,
            danger: p.slug === 'delete-account',
            label: <NavLink to={`/${country}/profile/${p.slug}`}>{p.label}</NavLink>,
          }))}
        />
      </nav>
      <div className="pf-content">{content}</div>
    </div>
  );
});
export default ProfileLayout;
