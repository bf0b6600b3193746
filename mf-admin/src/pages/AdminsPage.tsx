import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
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
 * their own). antd Table.
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

  const columns: TableColumnsType<AdminAccount> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, a) => (
        <>
          {nameOf(a)} {a.is_you && <Tag color="blue">You</Tag>}
          <div className="adm-muted adm-small">{a.email}</div>
        </>
      ),
    },
    {
      key: 'role',
      title: 'Role',
      render: (_, a) =>
        a.is_you ? (
          <span>
            {ADMIN_ROLE_LABELS[a.role]} <span className="adm-muted">(another full administrator changes yours)</span>
          </span>
        ) : (
          <RoleChange name={nameOf(a)} role={a.role} saving={busy === a._id} disabled={busy !== null && busy !== a._id} onChange={(role) => change(a, role)} />
        ),
    },
    { key: 'since', title: 'Since', render: (_, a) => formatDate(a.created_at) },
  ];

  return (
    <AdminPage title="Administrators" subtitle="Who administers the marketplace. A change counts from the person’s next action." back={{ to: `/${country}/settings`, label: 'Administration' }}>
      <ul style={{ margin: '0 0 16px', paddingLeft: 18 }} aria-label="What each role may do">
        {ADMIN_ROLES.map((r) => (
          <li key={r}>
            <strong>{ADMIN_ROLE_LABELS[r]}</strong>: {ROLE_TEXT[r]}.
          </li>
        ))}
      </ul>
      {refused && <Alert type="error" showIcon role="alert" title={refused} closable={{ 'aria-label': 'Dismiss' }} onClose={() => setRefused(null)} style={{ marginBottom: 16 }} />}
      {list.status === 'error' && <LoadError title="The administrators could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton rows={5} label="Loading the administrators" />}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="admins-caption">
          <Table<AdminAccount>
            rowKey="_id"
            columns={columns}
            dataSource={list.data}
            pagination={false}
            scroll={{ x: 640 }}
            caption={
              <span id="admins-caption" className="adm-visually-hidden">
                Administrators and their roles
              </span>
            }
            locale={{ emptyText: <Empty description="No administrators." /> }}
          />
        </section>
      )}
    </AdminPage>
  );
}

export default observer(AdminsPage);
