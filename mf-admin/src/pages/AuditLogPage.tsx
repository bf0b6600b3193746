import { observer } from 'mobx-react-lite';
import { Button, Input, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { auditLogQuery, type AuditEntry, type AuditLogQuery } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { useSearchState } from '../hooks/useSearchState';
import { formatDateTime } from '../lib/format';
import { AuditDiff } from '../features/audit/components/AuditDiff';
import { ACTION_LABEL, ACTION_OPTIONS, roleLabel, TARGET_LABEL, TARGET_OPTIONS } from '../features/audit/lib';

const LIMIT = 25;
const FILTERS = ['action', 'target_type', 'actor_id', 'from', 'to'] as const;

/**
 * `settings/audit-log`: every administrator's action, newest first, paged; filters by action, target
 * type, administrator and days (UTC, both included); each entry opens to its changed fields.
 */
function AuditLogPage() {
  const country = useCountry();
  const canRead = useAdminCan('audit.read');
  const { get, set, page } = useSearchState();
  const raw = Object.fromEntries(FILTERS.map((f) => [f, get(f)])) as Record<(typeof FILTERS)[number], string>;
  // The query is checked as the server checks it: a wrong range is said on the page, not sent.
  const checked = auditLogQuery.safeParse({ ...raw, page, limit: LIMIT });
  const rangeError = checked.success ? null : (checked.error.issues[0]?.message ?? 'These filters are not valid');
  const key = JSON.stringify(raw);
  const list = useData(() => adminApi.auditLog({ ...(JSON.parse(key) as AuditLogQuery), page, limit: LIMIT }), [key, page], { skip: !canRead || !checked.success, isEmpty: () => false });
  const admins = useData(() => adminApi.admins(), [], { skip: !canRead });
  if (!canRead) return <NoPermission permission="audit.read" what="the audit trail" />;
  const filtered = FILTERS.some((f) => raw[f]);

  const columns: TableColumnsType<AuditEntry> = [
    { title: 'When', key: 'when', width: 170, render: (_, e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> },
    {
      title: 'Who',
      key: 'who',
      render: (_, e) => (
        <>
          {e.actor.email}
          <div className="adm-muted" style={{ fontSize: 12 }}>{roleLabel(e.actor.role)}</div>
        </>
      ),
    },
    { title: 'Action', key: 'action', render: (_, e) => ACTION_LABEL[e.action] ?? e.action },
    {
      title: 'What',
      key: 'what',
      render: (_, e) => (
        <>
          <span className="adm-muted">{TARGET_LABEL[e.target_type] ?? e.target_type}:</span> {e.summary}
        </>
      ),
    },
    { title: 'Reason', key: 'reason', render: (_, e) => e.reason || <span className="adm-muted">—</span> },
  ];

  return (
    <AdminPage title="Audit trail" subtitle="Every change an administrator made, newest first. Entries cannot be edited or deleted." back={{ to: `/${country}/settings`, label: 'Administration' }}>
      <div className="adm-toolbar" role="search" aria-label="Filter the audit trail">
        <div className="adm-field">
          <label htmlFor="audit-action">Action</label>
          <Select id="audit-action" value={raw.action} onChange={(v: string) => set({ action: v })} options={ACTION_OPTIONS} style={{ width: 230 }} showSearch={{ optionFilterProp: 'label' }} />
        </div>
        <div className="adm-field">
          <label htmlFor="audit-target">Target type</label>
          <Select id="audit-target" value={raw.target_type} onChange={(v: string) => set({ target_type: v })} options={TARGET_OPTIONS} style={{ width: 160 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="audit-actor">Administrator</label>
          <Select
            id="audit-actor"
            value={raw.actor_id}
            onChange={(v: string) => set({ actor_id: v })}
            options={[{ value: '', label: 'Anyone' }, ...(admins.data ?? []).map((a) => ({ value: a._id, label: a.email }))]}
            style={{ width: 230 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </div>
        <div className="adm-field">
          <label htmlFor="audit-from">From (UTC day)</label>
          <Input id="audit-from" type="date" value={raw.from} onChange={(e) => set({ from: e.target.value })} style={{ width: 160 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="audit-to">To (UTC day)</label>
          <Input
            id="audit-to"
            type="date"
            value={raw.to}
            onChange={(e) => set({ to: e.target.value })}
            status={rangeError ? 'error' : undefined}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'audit-range-error' : undefined}
            style={{ width: 160 }}
          />
        </div>
        {filtered && <Button onClick={() => set(Object.fromEntries(FILTERS.map((f) => [f, ''])))}>Clear filters</Button>}
      </div>
      {rangeError && (
        <Typography.Paragraph type="danger" id="audit-range-error" role="alert">
          {rangeError}
        </Typography.Paragraph>
      )}
      {list.status === 'error' && <LoadError title="The audit trail could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Skeleton active paragraph={{ rows: 8 }} />}
      {list.data && list.status !== 'error' && !rangeError && (
        <Table<AuditEntry>
          rowKey="_id"
          loading={list.status === 'loading'}
          dataSource={list.data.data}
          columns={columns}
          scroll={{ x: 900 }}
          expandable={{ expandedRowRender: (e) => <AuditDiff entry={e} />, expandRowByClick: false }}
          locale={{ emptyText: <EmptyState description={filtered ? 'No entry matches these filters.' : 'No administrator has changed anything yet.'} /> }}
          pagination={{ current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => set({ page: String(p) }) }}
        />
      )}
    </AdminPage>
  );
}

export default observer(AuditLogPage);
