import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import type { PayoutTransfer } from '@venues/contracts';
import { money } from '@venues/geo';
import { formatDay } from './format';
import { TRANSFER_TAG } from './labels';

/**
 * One row per paid booking's share (a booking with a paid extra charge has two). The reference is
 * text: the owner area has no page per booking (bookings open from their conversation, whose id a
 * transfer does not carry).
 */
export function TransfersTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  country,
  onPage,
}: {
  rows: PayoutTransfer[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  country: string;
  onPage: (page: number) => void;
}) {
  const columns: TableColumnsType<PayoutTransfer> = [
    { key: 'booking', title: 'Booking', render: (_, t) => t.booking_reference },
    { key: 'venue', title: 'Venue', render: (_, t) => t.venue.name },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, t) => money(t.amount_minor, t.currency, country) },
    { key: 'reversed', title: 'Reversed', align: 'right', render: (_, t) => (t.reversed_minor > 0 ? money(t.reversed_minor, t.currency, country) : '—') },
    { key: 'status', title: 'Status', render: (_, t) => <Tag color={TRANSFER_TAG[t.status].color}>{TRANSFER_TAG[t.status].label}</Tag> },
    { key: 'date', title: 'Date', render: (_, t) => formatDay(t.transferred_at ?? t.created_at) },
  ];
  return (
    <section aria-labelledby="payouts-transfers" className="payouts-card">
      <h2 id="payouts-transfers" className="payouts-heading">
        Transfers to your Stripe account
      </h2>
      <Table<PayoutTransfer>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No transfers yet: your share of each paid booking shows here." /> }}
        pagination={total > pageSize && { current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      />
    </section>
  );
}
