import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { Announcement, Page } from '@venues/contracts';
import { DEVICE_LABELS, TARGET_LABELS } from '../lib/labels';
import { formatDateTime } from '../lib/format';
import { PAGE_SIZES, type ListState } from '../lib/listQuery';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

export interface AnnouncementsTableProps {
  country: string;
  page: Page<Announcement> | null;
  loading: boolean;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  canManage: boolean;
  onDeleted: () => void;
  empty: ReactNode;
}

/** Clicks on the row's own controls must not also open the detail page. */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, .ant-popover') !== null;
}

export function AnnouncementsTable({ country, page, loading, state, onChange, canManage, onDeleted, empty }: AnnouncementsTableProps) {
  const navigate = useNavigate();
  const detailPath = (id: string) => `/${country}/announcements/announcement/${id}`;

  const columns: TableColumnsType<Announcement> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      ellipsis: true,
      render: (title: string, row) => <Link to={detailPath(row._id)}>{title}</Link>,
    },
    { title: 'Audience', dataIndex: 'target', key: 'target', render: (t: Announcement['target']) => TARGET_LABELS[t] ?? t },
    {
      title: 'Device',
      dataIndex: 'target_device',
      key: 'target_device',
      render: (d: Announcement['target_device']) => DEVICE_LABELS[d] ?? d,
    },
    {
      title: 'Status',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Typography.Text type="success" strong>Active</Typography.Text> : <Typography.Text type="secondary">Inactive</Typography.Text>),
    },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
    },
  ];
  if (canManage) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_: unknown, row) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={`Edit “${row.title}”`} onClick={() => navigate(detailPath(row._id))} />
          <DeleteAnnouncementButton compact id={row._id} title={row.title} onDeleted={onDeleted} />
        </Space>
      ),
    });
  }

  return (
    <Table<Announcement>
      rowKey="_id"
      columns={columns}
      dataSource={page?.data ?? []}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : empty }}
      scroll={{ x: 720 }}
      onRow={(row) => ({
        onClick: (e) => {
          if (!fromControl(e.target)) navigate(detailPath(row._id));
        },
        style: { cursor: 'pointer' },
      })}
      pagination={{
        current: state.page,
        pageSize: state.limit,
        total: page?.total ?? 0,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
        onChange: (nextPage, nextSize) => onChange(nextSize !== state.limit ? { limit: nextSize } : { page: nextPage }),
      }}
    />
  );
}
