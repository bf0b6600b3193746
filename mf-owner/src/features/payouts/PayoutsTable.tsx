import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import Tag from 'antd/es/tag';
import type { PayoutItem } from '@venues/contracts';
import { money } from '@venues/geo';
import { formatDay } from './format';
import { PAYOUT_TAG } from './labels';

/** Stripe's payouts from the Stripe account to the venue's bank, as Stripe last told us. */
export function PayoutsTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  country,
  onPage,
}: {
  rows: PayoutItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  country: string;
  onPage: (page: number) => void;
}) {
  const columns: TableColumnsType<PayoutItem> = [
    { key: 'amount', title: 'Amount', align: 'right', render: (_, p) => money(p.amount_minor, p.currency, country) },
    { key: 'status', title: 'Status', render: (_, p) => <Tag color={PAYOUT_TAG[p.status].color}>{PAYOUT_TAG[p.status].label}</Tag> },
    { key: 'arrival', title: 'Arrival date', render: (_, p) => formatDay(p.arrival_date) },
    { key: 'failure', title: 'Why it failed', render: (_, p) => p.failure_message ?? p.failure_code ?? '—' },
  ];
  return (
    <section aria-labelledby="payouts-payouts" className="payouts-card">
      <h2 id="payouts-payouts" className="payouts-heading">
        Payouts to your bank
      </h2>
      <Table<PayoutItem>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 600 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payouts yet: Stripe pays your bank once transfers arrive." /> }}
        pagination={total > pageSize && { current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      />
    </section>
  );
}
