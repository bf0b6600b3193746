import Table from 'antd/es/table';
import type { AuditEntry } from '@venues/contracts';
import { diffOf } from '../lib';
import { changesId } from './auditColumns';

/** An entry's record before and after, as the fields that changed. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const diff = diffOf(entry.before, entry.after);
  return (
    <div id={changesId(entry)} style={{ overflowX: 'auto' }}>
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
        <Table
          className="adm-diff"
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={diff}
          caption={<span className="adm-visually-hidden">Changed fields</span>}
          columns={[
            { key: 'field', title: 'Field', dataIndex: 'label', onCell: () => ({ role: 'rowheader' }) },
            { key: 'before', title: 'Before', render: (_, d) => (d.before ? <del>{d.before}</del> : <span className="adm-muted">{entry.before ? '(empty)' : '(new)'}</span>) },
            { key: 'after', title: 'After', render: (_, d) => (d.after ? <ins>{d.after}</ins> : <span className="adm-muted">{entry.after ? '(empty)' : '(deleted)'}</span>) },
          ]}
        />
      )}
    </div>
  );
}
