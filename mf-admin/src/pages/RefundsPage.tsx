import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { observer } from 'mobx-react-lite';
import type { AdminRefund, RefundReason, RefundStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { money as formatMoney } from '@venues/geo';
import { useCountry, useData } from '@venues/mf-kit';
import { RouteTabs, Skeleton } from '../components/kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';

const STATUS_LABEL: Record<RefundStatus, string> = { failed: 'Failed: needs a person', pending: 'Being sent', succeeded: 'Paid back' };
const REASON_LABEL: Record<string, string> = {
  customer_cancelled: 'Customer cancelled',
  venue_cancelled: 'Venue cancelled',
  slot_taken: 'Slot taken while paying',
  admin_cancelled: 'Cancelled by the marketplace',
};
/** The payments refunded because their slot was taken while the customer paid (docs/admin.md). */
const SLOT_TAKEN = 'slot_taken' satisfies RefundReason;
type View = RefundStatus | typeof SLOT_TAKEN;
const VIEWS: View[] = ['failed', SLOT_TAKEN, 'succeeded', 'pending'];
const VIEW_LABEL: Record<View, string> = { ...STATUS_LABEL, slot_taken: 'Refunded: slot taken' };
const EMPTY: Record<View, string> = {
  failed: 'No failed refunds: nothing needs a person.',
  slot_taken: 'No payment was refunded because its slot was taken.',
  succeeded: 'No refunds paid back yet.',
  pending: 'No refunds are being sent.',
};
const STATUS_COLOR: Record<RefundStatus, string> = { failed: 'error', pending: 'processing', succeeded: 'success' };
const PAGE = 20;

/** A view's query in the address: the failed refunds have none (the page's first view). */
const queryOf = (v: View): string => (v === 'failed' ? '' : v === SLOT_TAKEN ? `?reason=${SLOT_TAKEN}` : `?status=${v}`);

/**
 * /:country/payments/refunds (administrators with payments.read): failed refunds (the provider refused
 * them on every attempt) need a person: "Retry" sends one again after the cause is fixed (the card
 * issuer, the provider's account). "Refunded: slot taken" lists the payments refunded because their
 * slot was taken while the customer paid (every status of that reason), so a person can follow up.
 * Views and pages are addresses (antd Tabs and Table).
 */
function RefundsPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canRead = useAdminCan('payments.read');
  const canRetry = useAdminCan('payments.retry');
  const [search] = useSearchParams();
  const pageHref = usePageHref();
  const asked = search.get('reason') === SLOT_TAKEN ? SLOT_TAKEN : search.get('status');
  const view: View = (VIEWS as readonly (string | null)[]).includes(asked) ? (asked as View) : 'failed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [busy, setBusy] = useState<string | null>(null);
  const query = view === SLOT_TAKEN ? { reason: SLOT_TAKEN } : { status: view };
  const list = useData(() => bookingsApi.adminRefunds({ ...query, page, limit: PAGE }), [view, page], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="payments.read" what="the payments" />;
  const money = (r: Pick<AdminRefund, 'amount_minor' | 'currency'>) => formatMoney(r.amount_minor, r.currency, country);

  async function retry(r: AdminRefund) {
    setBusy(r._id);
    try {
      const out = await bookingsApi.retryRefund(r._id);
      if (out.status === 'succeeded') ui.showSnackbar(`Refund of ${money(out)} paid back`, 'success');
      else ui.showSnackbar(`The provider refused it again: ${out.last_error ?? 'no reason given'}`, 'warning');
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(null);
      list.reload();
    }
  }

  const columns: TableColumnsType<AdminRefund> = [
    { key: 'booking', title: 'Booking', render: (_, r) => r.booking?.reference ?? 'Not booked' },
    { key: 'venue', title: 'Venue', render: (_, r) => r.venue.name },
    { key: 'customer', title: 'Customer', render: (_, r) => `${r.customer.name} (${r.customer.email})` },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, r) => money(r) },
    { key: 'why', title: 'Why', render: (_, r) => REASON_LABEL[r.reason] ?? r.reason },
    { key: 'attempts', title: 'Attempts', align: 'right', dataIndex: 'attempts' },
    {
      key: 'status',
      title: 'Status',
      render: (_, r) => (
        <>
          <Tag color={STATUS_COLOR[r.status]}>{STATUS_LABEL[r.status]}</Tag>
          {r.last_error && r.status !== 'succeeded' && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.last_error}
              </Typography.Text>
            </div>
          )}
          {r.credit_note_number && <div style={{ fontSize: 12 }}>Credit note {r.credit_note_number}</div>}
        </>
      ),
    },
    ...(canRetry
      ? [
          {
            key: 'action',
            title: 'Action',
            render: (_: unknown, r: AdminRefund) =>
              r.status === 'failed' && (
                <Button size="small" loading={busy === r._id} onClick={() => void retry(r)} aria-label={`Retry the refund of ${money(r)} to ${r.customer.name}`}>
                  Retry
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <AdminPage
      title="Refunds"
      subtitle={
        view === SLOT_TAKEN
          ? 'Payments refunded because their slot was taken while the customer paid: follow up with each customer.'
          : 'Refunds the payment provider refused on every attempt need a person: fix the cause, then retry.'
      }
    >
      <RouteTabs label="Which refunds" activeKey={view} items={VIEWS.map((v) => ({ key: v, label: VIEW_LABEL[v], href: `/${country}/payments/refunds${queryOf(v)}` }))} />
      {list.status === 'error' && <LoadError title="The refunds could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton rows={6} label="Loading the refunds" />}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="refunds-caption">
          <Table<AdminRefund>
            rowKey="_id"
            columns={columns}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 900 }}
            caption={
              <span id="refunds-caption" className="adm-visually-hidden">
                {VIEW_LABEL[view]}
              </span>
            }
            locale={{ emptyText: <Empty description={EMPTY[view]} /> }}
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

export default observer(RefundsPage);
