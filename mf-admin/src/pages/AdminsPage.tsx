import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Select, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminAccount, type AdminRole } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { EmptyState } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { actionMessage } from '../lib/errors';
import { formatDate } from '../lib/format';

const ROLE_OPTIONS = ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }));
const ROLE_TEXT: Record<AdminRole, string> = {
  full: 'everything, including storefronts, moderation, administrators and the audit trail',
  sales: 'storefronts (read), ratings (read), payments and refunds',
  member: 'venue review, ratings moderation and announcements',
};

const nameOf = (a: AdminAccount) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;

/** `settings/admins`: the administrators and their roles; a full administrator changes others' (never their own). */
function AdminsPage() {
  const country = useCountry();
  const canManage = useAdminCan('admins.manage');
  const list = useData(() => adminApi.admins(), [], { skip: !canManage, isEmpty: () => false });
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!canManage) return <NoPermission permission="admins.manage" what="the administrators" />;

  const change = async (a: AdminAccount, role: AdminRole) => {
    setRefused(null);
    setBusy(a._id);
    try {
      const updated = await adminApi.changeAdminRole(a._id, { role });
      if (list.data) list.replace(list.data.map((x) => (x._id === updated._id ? updated : x)));
      ui.showSnackbar(`${nameOf(a)} is now ${ADMIN_ROLE_LABELS[updated.role].toLowerCase()}`, 'success');
    } catch (e) {
      setRefused(actionMessage(e, `${nameOf(a)}’s role was not changed`));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<AdminAccount> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, a) => (
        <>
          {nameOf(a)} {a.is_you && <Tag color="blue">You</Tag>}
          <div className="adm-muted" style={{ fontSize: 12 }}>{a.email}</div>
        </>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, a) =>
        a.is_you ? (
          <span>
            {ADMIN_ROLE_LABELS[a.role]} <span className="adm-muted">(another full administrator changes yours)</span>
          </span>
        ) : (
          <Select<AdminRole>
            aria-label={`Role of ${nameOf(a)}`}
            value={a.role}
            options={ROLE_OPTIONS}
            loading={busy === a._id}
            disabled={busy !== null}
            onChange={(role) => void change(a, role)}
            style={{ width: 190 }}
          />
        ),
    },
    { title: 'Since', key: 'since', render: (_, a) => formatDate(a.created_at) },
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
      {refused && <Alert type="error" showIcon role="alert" title={refused} closable onClose={() => setRefused(null)} style={{ marginBottom: 16 }} />}
      {list.status === 'error' && <LoadError title="The administrators could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 5 }} />}
      {list.data && list.status !== 'error' && (
        <Table<AdminAccount> rowKey="_id" dataSource={list.data} columns={columns} pagination={false} scroll={{ x: 640 }} locale={{ emptyText: <EmptyState description="No administrators." /> }} />
      )}
    </AdminPage>
  );
}

export default observer(AdminsPage);
