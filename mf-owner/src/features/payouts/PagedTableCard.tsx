import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';

/** One page of a list as rows, the props both payouts tables take. */
export interface PagedRows<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  country: string;
  onPage: (page: number) => void;
}

/** A titled card holding one paged table of the Payouts page (transfers, payouts). */
export function PagedTableCard<T extends { _id: string }>({
  id,
  title,
  columns,
  empty,
  minWidth,
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
}: Omit<PagedRows<T>, 'country'> & { id: string; title: string; columns: TableColumnsType<T>; empty: string; minWidth: number }) {
  return (
    <section aria-labelledby={id} className="payouts-card">
      <h2 id={id} className="payouts-heading">
        {title}
      </h2>
      <Table<T>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: minWidth }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        pagination={total > pageSize && { current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      />
    </section>
  );
}
