import { useCountry } from '@venues/mf-kit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Result } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { EmptyState, PageHeader } from '@venues/ui';
import { useAnnouncementList } from '../features/announcements/api/useAnnouncementList';
import { AnnouncementsTable } from '../features/announcements/components/AnnouncementsTable';
import { ListToolbar } from '../features/announcements/components/ListToolbar';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { useListState } from '../features/announcements/hooks/useListState';
import { DEFAULT_LIST_STATE, hasFilters, toApiQuery } from '../features/announcements/lib/listQuery';

/** /:country/announcements/list */
function AnnouncementsListPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const [state, update] = useListState();
  const { page, loading, error, reload } = useAnnouncementList(toApiQuery(state));
  const addPath = `/${country}/announcements/add`;

  // Deleting the last row of the last page leaves an empty page: step back one.
  useEffect(() => {
    if (!loading && page && page.data.length === 0 && state.page > 1 && page.total > 0) {
      update({ page: Math.max(1, Math.ceil(page.total / state.limit)) });
    }
  }, [loading, page, state.page, state.limit, update]);

  const filtered = hasFilters(state);
  const empty = filtered ? (
    <EmptyState
      description="No announcements match these filters."
      action={<Button onClick={() => update({ ...DEFAULT_LIST_STATE, sort: state.sort, limit: state.limit })}>Clear filters</Button>}
    />
  ) : (
    <EmptyState
      description="No announcements yet."
      action={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
            Create the first one
          </Button>
        )
      }
    />
  );

  return (
    <div style={{ padding: '24px 16px', maxWidth: 1200, margin: '0 auto' }}>
      <PageHeader
        title="Announcements"
        subtitle={canManage ? undefined : 'Read only: your role can view announcements but not change them.'}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
              New announcement
            </Button>
          )
        }
      />
      <ListToolbar state={state} onChange={update} />
      {error ? (
        <Result
          status="error"
          title="The announcements could not be loaded"
          subTitle={`${error.message} Check your connection, then try again.`}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
              Try again
            </Button>
          }
        />
      ) : (
        <AnnouncementsTable
          country={country}
          page={page}
          loading={loading}
          state={state}
          onChange={update}
          canManage={canManage}
          onDeleted={reload}
          empty={empty}
        />
      )}
    </div>
  );
}

export default observer(AnnouncementsListPage);
