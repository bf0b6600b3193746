import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatPercent } from '../lib/format';
import { StorefrontStateButtons } from '../features/storefronts/components/StorefrontStateButtons';
import { taxLabel } from '../features/storefronts/lib/labels';


/**
 * `settings/countries`: every storefront with its money settings; full administrators change them.
 * antd Table.
 */
function StorefrontsPage() {
  const country = useCountry();
  const canRead = useAdminCan('storefronts.read');
  const canManage = useAdminCan('storefronts.manage');
  const list = useData(() => adminApi.storefronts(), [], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="storefronts.read" what="the storefronts" />;

  const detail = (s: AdminStorefront) => `/${country}/settings/countries/${s._id}`;
  const columns: TableColumnsType<AdminStorefront> = [
    { key: 'name', title: 'Name', render: (_, s) => <Link to={detail(s)}>{s.country_name}</Link> },
    { key: 'code', title: 'Code', render: (_, s) => s.cca2.toUpperCase() },
    { key: 'currency', title: 'Currency', render: (_, s) => s.currency ?? 'None' },
    { key: 'tax', title: 'Tax', render: (_, s) => taxLabel(s) },
    { key: 'fee', title: 'Service fee', render: (_, s) => formatPercent(s.service_fee_percent) },
    { key: 'enabled', title: 'Enabled', render: (_, s) => (s.enabled ? <Tag color="success">Enabled</Tag> : <Tag>Disabled</Tag>) },
    {
      key: 'default',
      title: 'Default',
      render: (_, s) =>
        s.is_default ? (
          <Tag color="blue">Default</Tag>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="adm-visually-hidden">Not the default</span>
          </>
        ),
    },
    { key: 'published', title: 'Published venues', align: 'right', dataIndex: 'published_venues' },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, s: AdminStorefront) => (
              <Flex wrap gap={8}>
                <LinkButton small to={detail(s)}>
                  Edit<span className="adm-visually-hidden"> {s.country_name}</span>
                </LinkButton>
                <StorefrontStateButtons storefront={s} onChanged={list.reload} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <AdminPage
      title="Storefronts"
      subtitle={canManage ? 'Each country the marketplace serves, with its currency, tax and service fee.' : 'Read only: your role can see the storefronts but not change them.'}
      back={{ to: `/${country}/settings`, label: 'Administration' }}
      extra={
        canManage && (
          <LinkButton primary icon={<PlusOutlined />} to={`/${country}/settings/add-country`}>
            Add a storefront
          </LinkButton>
        )
      }
    >
      {list.status === 'error' && <LoadError title="The storefronts could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the storefronts" />
      )}
      {list.data && (
        <section aria-labelledby="storefronts-caption">
          <Table<AdminStorefront>
            rowKey="_id"
            columns={columns}
            dataSource={list.data}
            loading={list.status === 'loading'}
            scroll={{ x: 980 }}
            pagination={false}
            caption={
              <span id="storefronts-caption" className="adm-visually-hidden">
                Storefronts
              </span>
            }
            locale={{ emptyText: <Empty description="No storefronts yet." /> }}
          />
        </section>
      )}
    </AdminPage>
  );
}

export default observer(StorefrontsPage);
