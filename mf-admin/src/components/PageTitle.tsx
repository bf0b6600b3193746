import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The page heading with its actions on the right (wraps under on narrow screens). */
export function PageTitle({ title, back, actions }: { title: string; back?: ReactNode; actions?: ReactNode }) {
  return (
    <header style={{ marginBottom: 24 }}>
      {back}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {title}
        </Typography.Title>
        {actions}
      </div>
    </header>
  );
}
