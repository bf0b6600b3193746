import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import Grid from 'antd/es/grid';
import Menu from 'antd/es/menu';
import { useCountry } from './hooks/useCountry';
import './area-layout.css';

export interface AreaPage {
  key: string;
  /** Under `/:country/`. */
  path: string;
  label: string;
}

/**
 * A back-office area's frame (the owners', the administrators'; docs/adr/0106-back-office-homes-and-venue-blocks.md):
 * its pages in an antd Menu beside the page on a laptop, and above it, on as many rows as it takes,
 * on a phone. The route's page is drawn in the frame's `<Outlet>`; its chunk loads under the
 * navigation, which stays.
 */
export function AreaLayout({ title, pages, current, fallback = null }: { title: string; pages: readonly AreaPage[]; current: string | undefined; fallback?: ReactNode }) {
  const country = useCountry();
  const screens = Grid.useBreakpoint();
  return (
    <div className="area-layout">
      <nav className="area-nav" aria-labelledby="area-nav-title">
        <h2 id="area-nav-title" className="area-nav__title">
          {title}
        </h2>
        <Menu
          mode={screens.lg === false ? 'horizontal' : 'inline'}
          // Every page stays in view on a phone: antd would fold what does not fit into a "…" pop-up.
          disabledOverflow
          selectedKeys={current ? [current] : []}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
          items={pages.map((p) => ({
            key: p.key,
            label: (
              <Link to={`/${country}/${p.path}`} aria-current={p.key === current ? 'page' : undefined}>
                {p.label}
              </Link>
            ),
          }))}
        />
      </nav>
      <div className="area-layout__page">
        <Suspense fallback={fallback}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
