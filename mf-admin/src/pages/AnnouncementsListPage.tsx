import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useCountry } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { useAnnouncementList } from '../features/announcements/api/useAnnouncementList';
import { AnnouncementsTable } from '../features/announcements/components/AnnouncementsTable';
import { ListToolbar } from '../features/announcements/components/ListToolbar';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { useListState } from '../features/announcements/hooks/useListState';
import { DEFAULT_LIST_STATE, hasFilters, toApiQuery } from '../features/announcements/lib/listQuery';
import '../features/announcements/announcements.css';

/** /:country/announcements/list: search, sort and filters in the address, a page of rows per address. antd Table. */
function AnnouncementsListPage() {
  const country = useCountry();
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

  const body = () => {
    if (error) return <LoadError title="The announcements could not be loaded" error={error} onRetry={reload} />;
    if (!page) {
      return (
        <Skeleton rows={6} label="Loading the announcements" />
      );
    }
    if (page.data.length === 0 && !loading) {
      return hasFilters(state) ? (
        <Empty description="No announcements match these filters.">
          <Button onClick={() => update({ ...DEFAULT_LIST_STATE, sort: state.sort, limit: state.limit })}>Clear filters</Button>
        </Empty>
      ) : (
        <Empty description="No announcements yet.">
          {canManage && (
            <LinkButton primary to={addPath}>
              Create the first one
            </LinkButton>
          )}
        </Empty>
      );
    }
    return <AnnouncementsTable country={country} page={page} loading={loading} state={state} onChange={update} canManage={canManage} onDeleted={reload} />;
  };

  return (
    <AdminPage
      title="Announcements"
      subtitle={canManage ? undefined : 'Read only: your role can view announcements but not change them.'}
      extra={
        canManage && (
          <LinkButton primary to={addPath}>
            New announcement
          </LinkButton>
        )
      }
    >
      <ListToolbar state={state} onChange={update} />
      {body()}
    </AdminPage>
  );
}

export default observer(AnnouncementsListPage);
