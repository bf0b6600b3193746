import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import type { PayoutItem } from '@venues/contracts';
import { money } from '@venues/geo';
import { formatDay } from './format';
import { PAYOUT_TAG } from './labels';
import { PagedTableCard, type PagedRows } from './PagedTableCard';

/** Stripe's payouts from the Stripe account to the venue's bank, as Stripe last told us. */
export function PayoutsTable({ country, ...list }: PagedRows<PayoutItem>) {
  const columns: TableColumnsType<PayoutItem> = [
    { key: 'amount', title: 'Amount', align: 'right', render: (_, p) => money(p.amount_minor, p.currency, country) },
    { key: 'status', title: 'Status', render: (_, p) => <Tag color={PAYOUT_TAG[p.status].color}>{PAYOUT_TAG[p.status].label}</Tag> },
    { key: 'arrival', title: 'Arrival date', render: (_, p) => formatDay(p.arrival_date) },
    { key: 'failure', title: 'Why it failed', render: (_, p) => p.failure_message ?? p.failure_code ?? '—' },
  ];
  return <PagedTableCard id="payouts-payouts" title="Payouts to your bank" columns={columns} minWidth={600} empty="No payouts yet: Stripe pays your bank once transfers arrive." {...list} />;
}
