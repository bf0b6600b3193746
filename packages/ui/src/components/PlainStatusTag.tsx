import type { RecordStatus } from '@venues/contracts';
import { statusColors, statusLabels } from '../tokens';

/**
 * StatusTag without antd (plain.css's .ui-tag), for pages that load no antd: the same label on the
 * same theme colour, white text (antd's Tag with a custom colour draws it the same way).
 */
export function PlainStatusTag({ status }: { status: RecordStatus }) {
  const color = statusColors[status];
  return (
    <span className="ui-tag" data-status={status} style={{ background: color, borderColor: color }}>
      {statusLabels[status]}
    </span>
  );
}
