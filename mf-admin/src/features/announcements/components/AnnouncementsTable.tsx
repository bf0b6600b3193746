import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Announcement, Page } from '@venues/contracts';
import { Pagination } from '../../../components/kit';
import { DEVICE_LABELS, TARGET_LABELS } from '../lib/labels';
import { formatDateTime } from '../lib/format';
import { PAGE_SIZES, toSearchParams, updateListState, type ListState } from '../lib/listQuery';
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
  return target instanceof Element && target.closest('a, button, input, select, dialog') !== null;
}

/** One page of announcements; the whole row opens it (the title is its link), pages by address. */
export function AnnouncementsTable({ country, page, loading, state, onChange, canManage, onDeleted }: AnnouncementsTableProps) {
  const navigate = useNavigate();
  const id = useId();
  const detailPath = (announcementId: string) => `/${country}/announcements/announcement/${announcementId}`;
  const listHref = (p: number) => {
    const query = toSearchParams(updateListState(state, { page: p })).toString();
    return `/${country}/announcements/list${query ? `?${query}` : ''}`;
  };
  const from = (state.page - 1) * state.limit + 1;
  const to = from + page.data.length - 1;
  const openRow = (e: MouseEvent, row: Announcement) => {
    if (!fromControl(e.target)) navigate(detailPath(row._id));
  };

  return (
    <>
      <div className="ui-table-wrap ann-table" tabIndex={0} role="region" aria-label="Announcements" aria-busy={loading || undefined}>
        <table className="ui-table">
          <caption className="ui-visually-hidden">Announcements</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Audience</th>
              <th scope="col">Device</th>
              <th scope="col">Status</th>
              <th scope="col">Updated</th>
              {canManage && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {page.data.map((row) => (
              <tr key={row._id} className="ann-row" onClick={(e) => openRow(e, row)}>
                <td className="ann-title">
                  <Link to={detailPath(row._id)}>{row.title}</Link>
                </td>
                <td>{TARGET_LABELS[row.target] ?? row.target}</td>
                <td>{DEVICE_LABELS[row.target_device] ?? row.target_device}</td>
                <td>{row.active ? <strong className="ann-active">Active</strong> : <span className="ui-muted">Inactive</span>}</td>
                <td>
                  <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>
                </td>
                {canManage && (
                  <td>
                    <div className="adm-actions ann-row-actions">
                      <Link to={detailPath(row._id)} className="ui-button ui-button--small" aria-label={`Edit “${row.title}”`}>
                        Edit
                      </Link>
                      <DeleteAnnouncementButton compact id={row._id} title={row.title} onDeleted={onDeleted} />
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ann-paging">
        <p className="ui-muted" aria-live="polite">
          {page.total > 0 ? `${from}–${to} of ${page.total}` : null}
        </p>
        <div className="ann-page-size">
          <label htmlFor={`${id}-size`}>Per page</label>
          <select id={`${id}-size`} className="ui-select" value={state.limit} onChange={(e) => onChange({ limit: Number(e.target.value) })}>
            {/* A shared link may carry another size (up to the API's maximum): keep it choosable. */}
            {[...new Set([...PAGE_SIZES, state.limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </div>
      </div>
      <Pagination page={state.page} total={page.total} limit={state.limit} hrefFor={listHref} label="Pages of announcements" />
    </>
  );
}
