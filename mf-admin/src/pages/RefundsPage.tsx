import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Segmented, Table, Tag, Typography } from 'antd';
import { REFUND_STATUSES, type AdminRefund, type RefundStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { currencyInfo, formatMoney, localeForCountry } from '@venues/geo';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyState, PageHeader } from '@venues/ui';

const STATUS_LABEL: Record<RefundStatus, string> = { failed: 'Failed: needs a person', pending: 'Being sent', succeeded: 'Paid back' };
const REASON_LABEL: Record<string, string> = {
  customer_cancelled: 'Customer cancelled',
  venue_cancelled: 'Venue cancelled',
  slot_taken: 'Slot taken while paying',
  admin_cancelled: 'Cancelled by the marketplace',
};
const PAGE = 20;

/**
 * /:country/payments/refunds (administrators): refunds by status. Failed ones (the provider refused
 * them on every attempt) need a person: "Retry" sends one again after the cause is fixed (the card
 * issuer, the provider's account). Refunds paid back after a slot was taken show here too.
 */
export default function RefundsPage() {
  const country = useCountry();
  const app = App.useApp();
  const [search, setSearch] = useSearchParams();
  const status = (REFUND_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as RefundStatus) : 'failed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [busy, setBusy] = useState<string | null>(null);
  useDocumentTitle('Refunds');
  const list = useData(() => bookingsApi.adminRefunds({ status, page, limit: PAGE }), [status, page]);
  const money = (r: AdminRefund) => formatMoney(r.amount_minor / 10 ** (currencyInfo(r.currency)?.decimal_digits ?? 2), r.currency, localeForCountry(country));

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
    <div style={{ padding: '24px 16px', maxWidth: 1200, margin: '0 auto' }}>
      <PageHeader title="Refunds" subtitle="Refunds the payment provider refused on every attempt need a person: fix the cause, then retry." />
      <Segmented
        aria-label="Refund status"
        value={status}
        onChange={(v) => setSearch(v === 'failed' ? {} : { status: String(v) })}
        options={REFUND_STATUSES.map((s) => ({ label: STATUS_LABEL[s], value: s })).reverse()}
        style={{ marginBottom: 16 }}
      />
      {list.status === 'error' ? (
        <Typography.Paragraph type="danger">{list.error.message}</Typography.Paragraph>
      ) : (
        <Table<AdminRefund>
          rowKey="_id"
          loading={!list.data}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: <EmptyState description={status === 'failed' ? 'No failed refunds: nothing needs a person.' : 'No refunds with this status.'} /> }}
          pagination={{ current: page, pageSize: PAGE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: (p) => setSearch({ ...(status === 'failed' ? {} : { status }), page: String(p) }) }}
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
            {
              title: 'Action',
              render: (_, r) =>
                r.status === 'failed' ? (
                  <Button size="small" loading={busy === r._id} onClick={() => void retry(r)}>
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </div>
  );
}
