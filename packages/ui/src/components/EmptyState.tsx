import type { ReactNode } from 'react';
import Empty from 'antd/es/empty';

export interface EmptyStateProps {
  description: ReactNode;
  /** A call to action (e.g. a Button). */
  action?: ReactNode;
}

/** "Nothing here yet", with an optional next step. */
export function EmptyState({ description, action }: EmptyStateProps) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
