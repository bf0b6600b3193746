import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import type { AuditEntry, AuditLogQuery } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { Skeleton } from '../components/kit';
import { FilterSelect } from '../components/FilterSelect';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';
import { useSearchState } from '../hooks/useSearchState';
import { AuditDiff } from '../features/audit/components/AuditDiff';
import { AUDIT_COLUMNS, AuditExpandIcon } from '../features/audit/components/auditColumns';
import { filterProblem, FILTERS, type AuditFilters } from '../features/audit/filters';
import { ACTION_OPTIONS, TARGET_OPTIONS } from '../features/audit/lib';

const LIMIT = 25;
const PROBLEM_ID = 'audit-filter-error';

/**
 * `settings/audit-log`: every administrator's action, newest first, paged by address; filters by
 * action, target type, administrator and days (UTC, both included); each entry opens to its changed
 * fields (antd Table, Select, DatePicker).
 */
function AuditLogPage() {
  const country = useCountry();
  const canRead = useAdminCan('audit.read');
  const { get, set, page } = useSearchState();
  const pageHref = usePageHref();
  const navigate = useNavigate();
  const raw = Object.fromEntries(FILTERS.map((f) => [f, get(f)])) as AuditFilters;
  // A filter the server would refuse is said on the page, not sent.
  const problem = filterProblem(raw);
  const key = JSON.stringify(raw);
  const list = useData(() => adminApi.auditLog({ ...(JSON.parse(key) as AuditLogQuery), page, limit: LIMIT }), [key, page], { skip: !canRead || problem !== null, isEmpty: () => false });
  const admins = useData(() => adminApi.admins(), [], { skip: !canRead });
  if (!canRead) return <NoPermission permission="audit.read" what="the audit trail" />;
  const filtered = FILTERS.some((f) => raw[f]);
  /** The attributes that tie a filter to the problem said under the filters. */
  const invalid = (field: string) => (problem?.field === field ? { invalid: true, describedBy: PROBLEM_ID } : {});
  const actors = [{ value: '', label: 'Anyone' }, ...(admins.data ?? []).map((a) => ({ value: a._id, label: a.email }))];
  // An administrator named in the address but not (or not yet) in the list still shows as chosen.
  if (raw.actor_id && !actors.some((a) => a.value === raw.actor_id)) actors.push({ value: raw.actor_id, label: raw.actor_id });

  return (
    <AdminPage title="Audit trail" subtitle="Every change an administrator made, newest first. Entries cannot be edited or deleted." back={{ to: `/${country}/settings`, label: 'Administration' }}>
      <div className="adm-toolbar" role="search" aria-label="Filter the audit trail">
        <FilterSelect id="audit-action" label="Action" value={raw.action} options={ACTION_OPTIONS} onChange={(v) => set({ action: v })} {...invalid('action')} />
        <FilterSelect id="audit-target" label="Target type" value={raw.target_type} options={TARGET_OPTIONS} onChange={(v) => set({ target_type: v })} {...invalid('target_type')} />
        <FilterSelect id="audit-actor" label="Administrator" value={raw.actor_id} options={actors} onChange={(v) => set({ actor_id: v })} minWidth={220} />
        <DayFilter id="audit-from" label="From (UTC day)" value={raw.from} onChange={(v) => set({ from: v })} {...invalid('from')} />
        <DayFilter id="audit-to" label="To (UTC day)" value={raw.to} onChange={(v) => set({ to: v })} {...invalid('to')} />
        {filtered && <Button onClick={() => set(Object.fromEntries(FILTERS.map((f) => [f, ''])))}>Clear filters</Button>}
      </div>
      {problem && (
        <Typography.Paragraph type="danger" id={PROBLEM_ID} role="alert" style={{ marginBottom: 16 }}>
          {problem.message}
        </Typography.Paragraph>
      )}
      {list.status === 'error' && <LoadError title="The audit trail could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Skeleton rows={8} label="Loading the audit trail" />}
      {list.data && list.status !== 'error' && !problem && (
        <section aria-labelledby="audit-caption">
          <Table<AuditEntry>
            rowKey="_id"
            columns={AUDIT_COLUMNS}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 900 }}
            caption={
              <span id="audit-caption" className="adm-visually-hidden">
                Audit trail entries, newest first
              </span>
            }
            expandable={{ expandedRowRender: (e) => <AuditDiff entry={e} />, expandIcon: (p) => <AuditExpandIcon {...p} /> }}
            locale={{ emptyText: <Empty description={filtered ? 'No entry matches these filters.' : 'No administrator has changed anything yet.'} /> }}
            pagination={list.data.total > LIMIT && { current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, onChange: (p) => navigate(pageHref(p)) }}
          />
        </section>
      )}
    </AdminPage>
  );
}

/** A UTC day (YYYY-MM-DD in the address) picked with antd's DatePicker, under its label. */
function DayFilter({ id, label, value, onChange, invalid, describedBy }: { id: string; label: string; value: string; onChange: (v: string) => void; invalid?: boolean; describedBy?: string }) {
  const day = value && dayjs(value, 'YYYY-MM-DD', true).isValid() ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <DatePicker id={id} value={day} format="YYYY-MM-DD" status={invalid ? 'error' : undefined} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')} />
    </div>
  );
}

export default observer(AuditLogPage);
