import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminAccount, type AdminRole } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { Skeleton } from '../components/kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { actionMessage } from '../lib/errors';
import { formatDate } from '../lib/format';
import { RoleChange } from '../features/admins/components/RoleChange';

const ROLE_TEXT: Record<AdminRole, string> = {
  full: 'everything, including storefronts, moderation, administrators and the audit trail',
  sales: 'storefronts (read), ratings (read), payments and refunds',
  member: 'venue review, ratings moderation and announcements',
};

const nameOf = (a: AdminAccount) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;

/**
 * `settings/admins`: the administrators and their roles; a full administrator changes others' (never
 * their own). Drawn without antd (plain.css).
 */
function AdminsPage() {
  const country = useCountry();
  const canManage = useAdminCan('admins.manage');
  const list = useData(() => adminApi.admins(), [], { skip: !canManage, isEmpty: () => false });
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!canManage) return <NoPermission permission="admins.manage" what="the administrators" />;

  const change = async (a: AdminAccount, role: AdminRole): Promise<boolean> => {
    setRefused(null);
    setBusy(a._id);
    try {
      const updated = await adminApi.changeAdminRole(a._id, { role });
      if (list.data) list.replace(list.data.map((x) => (x._id === updated._id ? updated : x)));
      ui.showSnackbar(`${nameOf(a)} is now ${ADMIN_ROLE_LABELS[updated.role].toLowerCase()}`, 'success');
      return true;
    } catch (e) {
      setRefused(actionMessage(e, `${nameOf(a)}’s role was not changed`));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPage title="Administrators" subtitle="Who administers the marketplace. A change counts from the person’s next action." back={{ to: `/${country}/settings`, label: 'Administration' }}>
      <ul style={{ margin: '0 0 16px', paddingLeft: 18 }} aria-label="What each role may do">
        {ADMIN_ROLES.map((r) => (
          <li key={r}>
            <strong>{ADMIN_ROLE_LABELS[r]}</strong>: {ROLE_TEXT[r]}.
          </li>
        ))}
      </ul>
      {refused && (
        <div className="ui-alert ui-alert--error adm-alert-row" role="alert">
          <span>{refused}</span>
          <button type="button" className="ui-button ui-button--small" onClick={() => setRefused(null)}>
            Dismiss
          </button>
        </div>
      )}
      {list.status === 'error' && <LoadError title="The administrators could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={5} label="Loading the administrators" />
      )}
      {list.data &&
        list.status !== 'error' &&
        (list.data.length === 0 ? (
          <div className="ui-empty">
            <p>No administrators.</p>
          </div>
        ) : (
          <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="Administrators">
            <table className="ui-table" style={{ minWidth: 640 }}>
              <caption className="ui-visually-hidden">Administrators and their roles</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((a) => (
                  <tr key={a._id}>
                    <td>
                      {nameOf(a)} {a.is_you && <span className="adm-tag adm-tag--blue">You</span>}
                      <div className="adm-muted adm-small">{a.email}</div>
                    </td>
                    <td>
                      {a.is_you ? (
                        <span>
                          {ADMIN_ROLE_LABELS[a.role]} <span className="adm-muted">(another full administrator changes yours)</span>
                        </span>
                      ) : (
                        <RoleChange name={nameOf(a)} role={a.role} saving={busy === a._id} disabled={busy !== null && busy !== a._id} onChange={(role) => change(a, role)} />
                      )}
                    </td>
                    <td>{formatDate(a.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </AdminPage>
  );
}

export default observer(AdminsPage);
