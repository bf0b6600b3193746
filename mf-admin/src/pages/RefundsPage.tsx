import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { App, Button, Segmented, Skeleton, Table, Tag } from 'antd';
import type { AdminRefund, RefundReason, RefundStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { currencyInfo, formatMoney, localeForCountry } from '@venues/geo';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyState, PageHeader } from '@venues/ui';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import '../admin.css';

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
const PAGE = 20;

/**
 * /:country/payments/refunds (administrators with payments.read): failed refunds (the provider refused
 * them on every attempt) need a person: "Retry" sends one again after the cause is fixed (the card
 * issuer, the provider's account). "Refunded: slot taken" lists the payments refunded because their
 * slot was taken while the customer paid (every status of that reason), so a person can follow up.
 */
function RefundsPage() {
  const country = useCountry();
  const app = App.useApp();
  const canRead = useAdminCan('payments.read');
  const canRetry = useAdminCan('payments.retry');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('reason') === SLOT_TAKEN ? SLOT_TAKEN : search.get('status');
  const view: View = (VIEWS as readonly (string | null)[]).includes(asked) ? (asked as View) : 'failed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [busy, setBusy] = useState<string | null>(null);
  useDocumentTitle('Refunds');
  const query = view === SLOT_TAKEN ? { reason: SLOT_TAKEN } : { status: view };
  const list = useData(() => bookingsApi.adminRefunds({ ...query, page, limit: PAGE }), [view, page], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="payments.read" what="the payments" />;
  const money = (r: AdminRefund) => formatMoney(r.amount_minor / 10 ** (currencyInfo(r.currency)?.decimal_digits ?? 2), r.currency, localeForCountry(country));
  const paramsOf = (v: View): Record<string, string> => (v === 'failed' ? {} : v === SLOT_TAKEN ? { reason: SLOT_TAKEN } : { status: v });

  async function retry(r: AdminRefund) {
    setBusy(r._id);
    try {
      const out = await bookingsApi.retryRefund(r._id);
      void app.message[out.status === 'succeeded' ? 'success' : 'warning'](out.status === 'succeeded' ? `Refund of ${money(out)} paid back` : `The provider refused it again: ${out.last_error ?? 'no reason given'}`);
    } catch (e) {
      void app.message.error(toApiError(e).message);
    } finally {
      setBusy(null);
      list.reload();
    }
  }

  return (
    <div className="adm-page">
      <PageHeader
        title="Refunds"
        subtitle={
          view === SLOT_TAKEN
            ? 'Payments refunded because their slot was taken while the customer paid: follow up with each customer.'
            : 'Refunds the payment provider refused on every attempt need a person: fix the cause, then retry.'
        }
      />
      <div style={{ overflowX: 'auto', marginBottom: 16 }}>
        <Segmented aria-label="Which refunds" value={view} onChange={(v) => setSearch(paramsOf(v as View))} options={VIEWS.map((v) => ({ label: VIEW_LABEL[v], value: v }))} />
      </div>
      {list.status === 'error' && <LoadError title="The refunds could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.data && list.status !== 'error' && (
        <Table<AdminRefund>
          rowKey="_id"
          loading={list.status === 'loading'}
          dataSource={list.data.data}
          scroll={{ x: 900 }}
          locale={{ emptyText: <EmptyState description={EMPTY[view]} /> }}
          pagination={{ current: page, pageSize: PAGE, total: list.data.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => setSearch({ ...paramsOf(view), page: String(p) }) }}
          columns={[
            { title: 'Booking', render: (_, r) => r.booking?.reference ?? 'Not booked' },
            { title: 'Venue', render: (_, r) => r.venue.name },
            { title: 'Customer', render: (_, r) => `${r.customer.name} (${r.customer.email})` },
            { title: 'Amount', render: (_, r) => money(r) },
            { title: 'Why', render: (_, r) => REASON_LABEL[r.reason] ?? r.reason },
            { title: 'Attempts', dataIndex: 'attempts' },
            {
              title: 'Status',
              render: (_, r) => (
                <>
                  <Tag>{STATUS_LABEL[r.status]}</Tag>
                  {r.last_error && r.status !== 'succeeded' && <div style={{ fontSize: 12 }}>{r.last_error}</div>}
                  {r.credit_note_number && <div style={{ fontSize: 12 }}>Credit note {r.credit_note_number}</div>}
                </>
              ),
            },
            ...(canRetry
              ? [
                  {
                    title: 'Action',
                    render: (_: unknown, r: AdminRefund) =>
                      r.status === 'failed' ? (
                        <Button size="small" loading={busy === r._id} onClick={() => void retry(r)} aria-label={`Retry the refund of ${money(r)} to ${r.customer.name}`}>
                          Retry
                        </Button>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}

export default observer(RefundsPage);
