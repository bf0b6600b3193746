import { Link } from 'react-router-dom';
import Grid from 'antd/es/grid';
import Menu from 'antd/es/menu';

export interface AreaPage {
  key: string;
  /** Under `/:country/`. */
  path: string;
  label: string;
}

/**
 * A back-office area's navigation (the owners', the administrators'): its pages in an antd Menu
 * beside the page on a laptop, and above it, on as many rows as it takes, on a phone
 * (docs/adr/0106-back-office-homes-and-venue-blocks.md). `classPrefix` names the area's CSS
 * (`<prefix>-nav`, `<prefix>-nav__title`).
 */
export function AreaNav({ title, classPrefix, pages, current, country }: { title: string; classPrefix: string; pages: readonly AreaPage[]; current: string | undefined; country: string }) {
  const screens = Grid.useBreakpoint();
  const titleId = `${classPrefix}-nav-title`;
  return (
    <nav className={`${classPrefix}-nav`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${classPrefix}-nav__title`}>
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
  );
}
