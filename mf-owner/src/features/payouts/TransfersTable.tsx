import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import type { PayoutTransfer } from '@venues/contracts';
import { money } from '@venues/geo';
import { formatDay } from './format';
import { TRANSFER_TAG } from './labels';
import { PagedTableCard, type PagedRows } from './PagedTableCard';

/**
 * One row per paid booking's share (a booking with a paid extra charge has two). The reference is
 * text: the owner area has no page per booking (bookings open from their conversation, whose id a
 * transfer does not carry).
 */
export function TransfersTable({ country, ...list }: PagedRows<PayoutTransfer>) {
  const columns: TableColumnsType<PayoutTransfer> = [
    { key: 'booking', title: 'Booking', render: (_, t) => t.booking_reference },
    { key: 'venue', title: 'Venue', render: (_, t) => t.venue.name },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, t) => money(t.amount_minor, t.currency, country) },
    { key: 'reversed', title: 'Reversed', align: 'right', render: (_, t) => (t.reversed_minor > 0 ? money(t.reversed_minor, t.currency, country) : '—') },
    { key: 'status', title: 'Status', render: (_, t) => <Tag color={TRANSFER_TAG[t.status].color}>{TRANSFER_TAG[t.status].label}</Tag> },
    { key: 'date', title: 'Date', render: (_, t) => formatDay(t.transferred_at ?? t.created_at) },
  ];
  return <PagedTableCard id="payouts-transfers" title="Transfers to your Stripe account" columns={columns} minWidth={720} empty="No transfers yet: your share of each paid booking shows here." {...list} />;
}
