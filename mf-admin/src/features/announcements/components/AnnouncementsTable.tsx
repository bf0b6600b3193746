import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import type { Announcement, Page } from '@venues/contracts';
import { LinkButton } from '../../../components/kit';
import { DEVICE_LABELS, TARGET_LABELS } from '../lib/labels';
import { formatDateTime } from '../lib/format';
import { PAGE_SIZES, type ListState } from '../lib/listQuery';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

export interface AnnouncementsTableProps {
  country: string;
  page: Page<Announcement>;
  /** A newer page is on its way: the rows shown are the previous answer. */
  loading: boolean;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  canManage: boolean;
  onDeleted: () => void;
}

/**
 * Clicks on the row's own controls, and in a dialog a row's control opened (React passes its
 * clicks up the rows it was drawn in), must not also open the detail page.
 */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, [role="dialog"], .ant-modal-root') !== null;
}

/** One page of announcements; the whole row opens it (the title is its link), pages by address. */
export function AnnouncementsTable({ country, page, loading, state, onChange, canManage, onDeleted }: AnnouncementsTableProps) {
  const navigate = useNavigate();
  const detailPath = (announcementId: string) => `/${country}/announcements/announcement/${announcementId}`;
  const openRow = (e: MouseEvent, row: Announcement) => {
    if (!fromControl(e.target)) navigate(detailPath(row._id));
  };
  const columns: TableColumnsType<Announcement> = [
    { key: 'title', title: 'Title', className: 'ann-title', render: (_, row) => <Link to={detailPath(row._id)}>{row.title}</Link> },
    { key: 'audience', title: 'Audience', render: (_, row) => TARGET_LABELS[row.target] ?? row.target },
    { key: 'device', title: 'Device', render: (_, row) => DEVICE_LABELS[row.target_device] ?? row.target_device },
    { key: 'status', title: 'Status', render: (_, row) => (row.active ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>) },
    { key: 'updated', title: 'Updated', render: (_, row) => <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time> },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, row: Announcement) => (
              <Flex wrap gap={8} className="ann-row-actions">
                <LinkButton small to={detailPath(row._id)} ariaLabel={`Edit “${row.title}”`}>
                  Edit
                </LinkButton>
                <DeleteAnnouncementButton compact id={row._id} title={row.title} onDeleted={onDeleted} />
              </Flex>
            ),
          },
        ]
      : []),
  ];
  // A shared link may carry another size (up to the API's maximum): keep it choosable.
  const sizes = [...new Set([...PAGE_SIZES, state.limit])].sort((a, b) => a - b);

  return (
    <section aria-labelledby="announcements-caption">
      <Table<Announcement>
        className="ann-table"
        rowKey="_id"
        rowClassName="ann-row"
        columns={columns}
        dataSource={page.data}
        loading={loading}
        scroll={{ x: 800 }}
        onRow={(row) => ({ onClick: (e) => openRow(e, row) })}
        caption={
          <span id="announcements-caption" className="adm-visually-hidden">
            Announcements
          </span>
        }
        pagination={{
          current: state.page,
          pageSize: state.limit,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: sizes,
          // The rows shown (antd's range counts a full page, and the next page's while it loads).
          showTotal: (total) => `${(page.page - 1) * page.limit + 1}–${(page.page - 1) * page.limit + page.data.length} of ${total}`,
          onChange: (p, size) => onChange(size !== state.limit ? { limit: size } : { page: p }),
        }}
      />
    </section>
  );
}
