import Tag from 'antd/es/tag';
import type { RecordStatus } from '@venues/contracts';
import { statusColors, statusLabels } from '../tokens';

export interface StatusTagProps {
  status: RecordStatus;
}

/** A record status (docs/spec.md §4) in its theme colour. */
export function StatusTag({ status }: StatusTagProps) {
  return (
    <Tag color={statusColors[status]} data-status={status}>
      {statusLabels[status]}
    </Tag>
  );
}
