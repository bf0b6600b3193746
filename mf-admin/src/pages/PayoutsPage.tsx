import { useNavigate, useSearchParams } from 'react-router-dom';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { observer } from 'mobx-react-lite';
import { PAYOUT_LIMITS, type AdminPayoutRow, type MoneyAmount, type PayoutAccountState } from '@venues/contracts';
import { adminPayoutsApi } from '@venues/api-client';
import { money } from '@venues/geo';
import { useCountry, useData } from '@venues/mf-kit';
import { Skeleton } from '../components/kit';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';

const PAGE = PAYOUT_LIMITS.defaultLimit;
const STATE_TAG: Record<PayoutAccountState, { label: string; color: string }> = {
  not_configured: { label: 'Stripe not configured', color: 'default' },
  none: { label: 'Not set up', color: 'default' },
  onboarding: { label: 'Onboarding', color: 'processing' },
  ready: { label: 'Ready', color: 'success' },
  restricted: { label: 'Restricted', color: 'warning' },
};

/** Amounts per currency on separate lines; "—" for none. */
function Amounts({ list, country }: { list: readonly MoneyAmount[]; country: string }) {
  if (!list.length) return <>—</>;
  return (
    <>
      {list.map((a) => (
        <div key={a.currency}>{money(a.amount_minor, a.currency, country)}</div>
      ))}
    </>
  );
}

/**
 * /:country/payments/payouts (administrators with payments.read, as GET /v1/admin/payouts): each
 * organisation with venues, whether its Stripe account can be paid out, what Stripe needs from it
 * (Stripe's codes, as support reads them to the owner), what is held and what was transferred
 * (docs/transactions.md "Payouts (Stripe Connect)"). Pages are addresses.
 */
function PayoutsPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canRead = useAdminCan('payments.read');
  const [search] = useSearchParams();
  const pageHref = usePageHref();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useData(() => adminPayoutsApi.list({ page, limit: PAGE }), [page], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="payments.read" what="the payouts" />;

  const columns: TableColumnsType<AdminPayoutRow> = [
    { key: 'organisation', title: 'Organisation', render: (_, r) => r.organization.name },
    {
      key: 'venues',
      title: 'Venues (held for each)',
      render: (_, r) =>
        r.venues.length ? (
          <ul className="adm-plain-list">
            {r.venues.map((v) => (
              <li key={v._id}>
                {v.name}
                {v.held.length > 0 && (
                  <Typography.Text type="secondary">
                    {' — '}
                    {v.held.map((a) => money(a.amount_minor, a.currency, country)).join(', ')} held
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    {
      key: 'state',
      title: 'Stripe account',
      render: (_, r) => (
        <>
          <Tag color={STATE_TAG[r.state].color}>{STATE_TAG[r.state].label}</Tag>
          {r.refused_transfers && (
            <div>
              <Tag color="error">
                {r.refused_transfers.count === 1 ? '1 transfer refused' : `${r.refused_transfers.count} transfers refused`}
              </Tag>
              {r.refused_transfers.last_error && <Typography.Text type="danger">{r.refused_transfers.last_error}</Typography.Text>}
            </div>
          )}
          {r.stripe_account_id && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.stripe_account_id}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { key: 'due', title: 'Stripe needs', render: (_, r) => (r.currently_due.length ? r.currently_due.join(', ') : '—') },
    { key: 'held', title: 'Held', align: 'right', render: (_, r) => <Amounts list={r.held} country={country} /> },
    { key: 'transferred', title: 'Transferred', align: 'right', render: (_, r) => <Amounts list={r.transferred} country={country} /> },
  ];

  return (
    <AdminPage title="Payouts" subtitle="Whether each organisation’s Stripe account can receive its venues’ share, and what is held for it until then.">
      {list.status === 'error' && <LoadError title="The payouts could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton rows={6} label="Loading the payouts" />}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="payouts-caption">
          <Table<AdminPayoutRow>
            rowKey={(r) => r.organization._id}
            columns={columns}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 900 }}
            caption={
              <span id="payouts-caption" className="adm-visually-hidden">
                Organisations and their payouts
              </span>
            }
            locale={{ emptyText: <Empty description="No organisation has venues yet." /> }}
            pagination={
              list.data.total > PAGE && {
                current: page,
                pageSize: PAGE,
                total: list.data.total,
                showSizeChanger: false,
                onChange: (p) => navigate(pageHref(p)),
              }
            }
          />
        </section>
      )}
    </AdminPage>
  );
}

export default observer(PayoutsPage);
