import { observer } from 'mobx-react-lite';
import type { AuditLogQuery } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { Pagination, Skeleton } from '../components/kit';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';
import { useSearchState } from '../hooks/useSearchState';
import { AUDIT_COLUMNS, AuditEntryRows } from '../features/audit/components/AuditEntryRows';
import { filterProblem, FILTERS, type AuditFilters } from '../features/audit/filters';
import { ACTION_OPTIONS, TARGET_OPTIONS } from '../features/audit/lib';

const LIMIT = 25;
const PROBLEM_ID = 'audit-filter-error';

/**
 * `settings/audit-log`: every administrator's action, newest first, paged by address; filters by
 * action, target type, administrator and days (UTC, both included); each entry opens to its changed
 * fields. Drawn without antd (plain.css).
 */
function AuditLogPage() {
  const country = useCountry();
  const canRead = useAdminCan('audit.read');
  const { get, set, page } = useSearchState();
  const pageHref = usePageHref();
  const raw = Object.fromEntries(FILTERS.map((f) => [f, get(f)])) as AuditFilters;
  // A filter the server would refuse is said on the page, not sent.
  const problem = filterProblem(raw);
  const key = JSON.stringify(raw);
  const list = useData(() => adminApi.auditLog({ ...(JSON.parse(key) as AuditLogQuery), page, limit: LIMIT }), [key, page], { skip: !canRead || problem !== null, isEmpty: () => false });
  const admins = useData(() => adminApi.admins(), [], { skip: !canRead });
  if (!canRead) return <NoPermission permission="audit.read" what="the audit trail" />;
  const filtered = FILTERS.some((f) => raw[f]);
  /** The attributes that tie a filter to the problem said under the filters. */
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': PROBLEM_ID } : {});
  const actors = (admins.data ?? []).map((a) => ({ value: a._id, label: a.email }));
  // An administrator named in the address but not (or not yet) in the list still shows as chosen.
  if (raw.actor_id && !actors.some((a) => a.value === raw.actor_id)) actors.push({ value: raw.actor_id, label: raw.actor_id });

  return (
    <AdminPage title="Audit trail" subtitle="Every change an administrator made, newest first. Entries cannot be edited or deleted." back={{ to: `/${country}/settings`, label: 'Administration' }}>
      <div className="adm-toolbar" role="search" aria-label="Filter the audit trail">
        <div className="adm-field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" className="ui-select" value={raw.action} onChange={(e) => set({ action: e.target.value })} {...invalid('action')}>
            {ACTION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="audit-target">Target type</label>
          <select id="audit-target" className="ui-select" value={raw.target_type} onChange={(e) => set({ target_type: e.target.value })} {...invalid('target_type')}>
            {TARGET_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="audit-actor">Administrator</label>
          <select id="audit-actor" className="ui-select" value={raw.actor_id} onChange={(e) => set({ actor_id: e.target.value })}>
            <option value="">Anyone</option>
            {actors.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="audit-from">From (UTC day)</label>
          <input id="audit-from" type="date" className="ui-input" value={raw.from} onChange={(e) => set({ from: e.target.value })} {...invalid('from')} />
        </div>
        <div className="adm-field">
          <label htmlFor="audit-to">To (UTC day)</label>
          <input id="audit-to" type="date" className="ui-input" value={raw.to} onChange={(e) => set({ to: e.target.value })} {...invalid('to')} />
        </div>
        {filtered && (
          <button type="button" className="ui-button" onClick={() => set(Object.fromEntries(FILTERS.map((f) => [f, ''])))}>
            Clear filters
          </button>
        )}
      </div>
      {problem && (
        <p className="ui-field-error" id={PROBLEM_ID} role="alert" style={{ marginBottom: 16 }}>
          {problem.message}
        </p>
      )}
      {list.status === 'error' && <LoadError title="The audit trail could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && (
        <Skeleton rows={8} label="Loading the audit trail" />
      )}
      {list.data &&
        list.status !== 'error' &&
        !problem &&
        (list.data.data.length === 0 ? (
          <div className="ui-empty">
            <p>{filtered ? 'No entry matches these filters.' : 'No administrator has changed anything yet.'}</p>
          </div>
        ) : (
          <>
            <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="Audit trail entries">
              <table className="ui-table" style={{ minWidth: 900 }} aria-busy={list.status === 'loading' || undefined}>
                <caption className="ui-visually-hidden">Audit trail entries, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="ui-visually-hidden">Changes</span>
                    </th>
                    {AUDIT_COLUMNS.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={list.status === 'loading' ? 'adm-stale' : undefined}>
                  {list.data.data.map((e) => (
                    <AuditEntryRows key={e._id} entry={e} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={list.data.total} limit={LIMIT} hrefFor={pageHref} label="Pages of the audit trail" />
          </>
        ))}
    </AdminPage>
  );
}

export default observer(AuditLogPage);
