import type { ReactNode } from 'react';
import type { PageHeaderProps } from './PageHeader';

/** PageHeader without antd (plain.css's .ui-page-header): an h1, an optional line under it, actions on the right. */
export function PlainPageHeader({ title, subtitle, extra }: PageHeaderProps): ReactNode {
  return (
    <header className="ui-page-header">
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {extra ? <div className="ui-page-header__actions">{extra}</div> : null}
    </header>
  );
}
