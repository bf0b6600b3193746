import { useId, useState } from 'react';
import type { AuditEntry } from '@venues/contracts';
import { formatDateTime } from '../../../lib/format';
import { ACTION_LABEL, roleLabel, TARGET_LABEL } from '../lib';
import { AuditDiff } from './AuditDiff';

/** The table's columns after the disclosure button's (the changes row spans them all). */
export const AUDIT_COLUMNS = ['When', 'Who', 'Action', 'What', 'Reason'] as const;

/**
 * One audit entry as a table row, and the row under it with its changed fields. A disclosure button
 * (aria-expanded, aria-controls) opens that row: the keyboard reaches it and a screen reader hears
 * whether it is open.
 */
export function AuditEntryRows({ entry: e }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const diffId = `${id}-diff`;
  return (
    <>
      <tr>
        <td>
          {/* Named with the entry's summary too ("Show changes Singapore: …"): a list of the page's buttons tells them apart. */}
          <button
            type="button"
            id={`${id}-button`}
            className="ui-button ui-button--small adm-disclosure"
            aria-expanded={open}
            aria-controls={diffId}
            aria-labelledby={`${id}-button ${id}-summary`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">▸</span>
            Show changes
          </button>
        </td>
        <td>
          <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
        </td>
        <td>
          {e.actor.email}
          <div className="adm-muted adm-small">{roleLabel(e.actor.role)}</div>
        </td>
        <td>{ACTION_LABEL[e.action] ?? e.action}</td>
        <td>
          <span className="adm-muted">{TARGET_LABEL[e.target_type] ?? e.target_type}:</span> <span id={`${id}-summary`}>{e.summary}</span>
        </td>
        <td>{e.reason || <span className="adm-muted">—</span>}</td>
      </tr>
      <tr id={diffId} className="adm-diff-row" hidden={!open}>
        <td colSpan={AUDIT_COLUMNS.length + 1}>{open && <AuditDiff entry={e} />}</td>
      </tr>
    </>
  );
}
