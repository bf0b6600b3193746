import Button from 'antd/es/button';
import type { TableColumnsType } from 'antd';
import type { AuditEntry } from '@venues/contracts';
import { formatDateTime } from '../../../lib/format';
import { ACTION_LABEL, roleLabel, TARGET_LABEL } from '../lib';

/** The audit trail's columns (antd Table); each entry's changed fields open under it (expandable). */
export const AUDIT_COLUMNS: TableColumnsType<AuditEntry> = [
  {
    key: 'when',
    title: 'When',
    render: (_, e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>,
  },
  {
    key: 'who',
    title: 'Who',
    render: (_, e) => (
      <>
        {e.actor.email}
        <div className="adm-muted adm-small">{roleLabel(e.actor.role)}</div>
      </>
    ),
  },
  { key: 'action', title: 'Action', render: (_, e) => ACTION_LABEL[e.action] ?? e.action },
  {
    key: 'what',
    title: 'What',
    render: (_, e) => (
      <>
        <span className="adm-muted">{TARGET_LABEL[e.target_type] ?? e.target_type}:</span> <span id={`audit-${e._id}-summary`}>{e.summary}</span>
      </>
    ),
  },
  { key: 'reason', title: 'Reason', render: (_, e) => e.reason || <span className="adm-muted">—</span> },
];

/** The id of an entry's changed fields, which its disclosure button controls. */
export const changesId = (e: AuditEntry) => `audit-${e._id}-changes`;

/**
 * The disclosure button of an entry (antd Table's expand icon): named with the entry's summary too
 * ("Show changes Singapore: …") so a list of the page's buttons tells them apart; aria-expanded says
 * whether its changes are open.
 */
export function AuditExpandIcon({ expanded, record, onExpand }: { expanded: boolean; record: AuditEntry; onExpand: (record: AuditEntry, e: React.MouseEvent<HTMLElement>) => void }) {
  return (
    <Button
      size="small"
      id={`audit-${record._id}-button`}
      className="adm-disclosure"
      aria-expanded={expanded}
      aria-controls={changesId(record)}
      aria-labelledby={`audit-${record._id}-button audit-${record._id}-summary`}
      onClick={(e) => onExpand(record, e)}
    >
      <span aria-hidden="true">▸</span>
      Show changes
    </Button>
  );
}
