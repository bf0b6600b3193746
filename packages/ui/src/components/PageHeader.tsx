import type { ReactNode } from 'react';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right (buttons). */
  extra?: ReactNode;
}

/** Page title row: an h1, an optional line under it, actions on the right. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex component="header" justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
