import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatPercent } from '../lib/format';
import { StorefrontStateActions } from '../features/storefronts/components/StorefrontStateActions';
import { taxLabel } from '../features/storefronts/lib/labels';

/** `settings/countries`: every storefront with its money settings; full administrators change them. */
function StorefrontsPage() {
  const country = useCountry();
  const canRead = useAdminCan('storefronts.read');
  const canManage = useAdminCan('storefronts.manage');
  const list = useData(() => adminApi.storefronts(), [], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="storefronts.read" what="the storefronts" />;

  const detail = (s: AdminStorefront) => `/${country}/settings/countries/${s._id}`;
  const columns: TableColumnsType<AdminStorefront> = [
    { title: 'Name', key: 'name', render: (_, s) => <Link to={detail(s)}>{s.country_name}</Link> },
    { title: 'Code', key: 'cca2', render: (_, s) => s.cca2.toUpperCase() },
    { title: 'Currency', key: 'currency', render: (_, s) => s.currency ?? 'None' },
    { title: 'Tax', key: 'tax', render: (_, s) => taxLabel(s) },
    { title: 'Service fee', key: 'fee', render: (_, s) => formatPercent(s.service_fee_percent) },
    { title: 'Enabled', key: 'enabled', render: (_, s) => (s.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>) },
    { title: 'Default', key: 'default', render: (_, s) => (s.is_default ? <Tag color="blue">Default</Tag> : <span aria-label="Not the default">—</span>) },
    { title: 'Published venues', key: 'venues', align: 'right', render: (_, s) => s.published_venues },
  ];
  if (canManage) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, s) => (
        <div className="adm-actions">
          <ButtonLink size="small" to={detail(s)} aria-label={`Edit ${s.country_name}`}>
            Edit
          </ButtonLink>
          <StorefrontStateActions size="small" storefront={s} onChanged={list.reload} />
        </div>
      ),
    });
  }

  return (
    <AdminPage
      title="Storefronts"
      subtitle={canManage ? 'Each country the marketplace serves, with its currency, tax and service fee.' : 'Read only: your role can see the storefronts but not change them.'}
      back={{ to: `/${country}/settings`, label: 'Administration' }}
      extra={
        canManage && (
          <ButtonLink type="primary" icon={<PlusOutlined />} to={`/${country}/settings/add-country`}>
            Add a storefront
          </ButtonLink>
        )
      }
    >
      {list.status === 'error' && <LoadError title="The storefronts could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.data && (
        <Table<AdminStorefront>
          rowKey="_id"
          loading={list.status === 'loading'}
          dataSource={list.data}
          columns={columns}
          pagination={false}
          scroll={{ x: 980 }}
          locale={{ emptyText: <EmptyState description="No storefronts yet." /> }}
        />
      )}
    </AdminPage>
  );
}

export default observer(StorefrontsPage);
