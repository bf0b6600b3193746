import type { AuditEntry } from '@venues/contracts';
import { diffOf } from '../lib';

/** An entry's record before and after, as the fields that changed. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const diff = diffOf(entry.before, entry.after);
  return (
    <div style={{ overflowX: 'auto' }}>
      <p style={{ margin: '0 0 8px' }}>
        <strong>{entry.summary}</strong>
        {entry.reason && <> — reason: “{entry.reason}”</>}
        <span className="adm-muted" style={{ display: 'block', fontSize: 12 }}>
          Target: {entry.target_type} {entry.target_id}
        </span>
      </p>
      {diff.length === 0 ? (
        <p className="adm-muted" style={{ margin: 0 }}>
          No field values were recorded for this action.
        </p>
      ) : (
        <table className="adm-diff" aria-label="Changed fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => (
              <tr key={d.field}>
                <th scope="row">{d.label}</th>
                <td>{d.before ? <del>{d.before}</del> : <span className="adm-muted">{entry.before ? '(empty)' : '(new)'}</span>}</td>
                <td>{d.after ? <ins>{d.after}</ins> : <span className="adm-muted">{entry.after ? '(empty)' : '(deleted)'}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
