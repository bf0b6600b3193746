import Table from 'antd/es/table';
import type { VenueChange } from '@venues/contracts';

/**
 * "What changed since the last approval": each differing field, before and after (null: a first
 * submission). antd Table; it scrolls sideways on a narrow screen.
 */
export function ChangesTable({ changes }: { changes: VenueChange[] | null }) {
  return (
    <section className="adm-panel" aria-labelledby="venue-changes">
      <h2 id="venue-changes">What changed since the last approval</h2>
      {changes === null ? (
        <p style={{ margin: 0 }}>
          <strong>First submission:</strong> this venue was never approved, so there is nothing to compare with. Review all of it.
        </p>
      ) : changes.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing that needs a review changed since the last approval.</p>
      ) : (
        <Table<VenueChange>
          className="adm-diff"
          size="small"
          rowKey="field"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={changes}
          caption={<span className="adm-visually-hidden">Each changed field, before and now</span>}
          columns={[
            { key: 'field', title: 'Field', dataIndex: 'label', onCell: () => ({ role: 'rowheader' }) },
            { key: 'before', title: 'Before', render: (_, c) => (c.before ? <del>{c.before}</del> : <span className="adm-muted">(empty)</span>) },
            { key: 'now', title: 'Now', render: (_, c) => (c.after ? <ins>{c.after}</ins> : <span className="adm-muted">(empty)</span>) },
          ]}
        />
      )}
    </section>
  );
}
