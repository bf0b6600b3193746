import { useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useCountry } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { announcementsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { useAnnouncement } from '../features/announcements/api/useAnnouncement';
import { submitOutcome } from '../features/announcements/api/submitOutcome';
import { AnnouncementForm } from '../features/announcements/components/AnnouncementForm';
import { DeleteAnnouncementButton } from '../features/announcements/components/DeleteAnnouncementButton';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { formatDateTime } from '../features/announcements/lib/format';
import { formValuesOf, toPatchBody, type ParsedAnnouncementForm } from '../features/announcements/lib/formValues';
import '../features/announcements/announcements.css';
import { Result } from '@venues/ui';

/** /:country/announcements/announcement/:announcementId: an announcement's fields, saved by PATCH, and Delete (antd). */
function AnnouncementDetailPage() {
  const { announcementId } = useParams<{ announcementId: string }>();
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const { announcement, loading, notFound, error, reload, replace } = useAnnouncement(announcementId);
  const listPath = `/${country}/announcements/list`;
  const back = { to: listPath, label: 'All announcements' };

  if (notFound) {
    return (
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Announcement not found</h1>}
        subTitle="It may have been deleted, or the link is wrong."
        extra={
          <LinkButton primary to={listPath}>
            Back to announcements
          </LinkButton>
        }
      />
    );
  }
  if (error) {
    return (
      <AdminPage title="Announcement" back={back}>
        <LoadError title="The announcement could not be loaded" error={error} onRetry={reload} />
      </AdminPage>
    );
  }
  if (loading || !announcement) {
    return (
      <div className="adm-page">
        <Skeleton rows={8} label="Loading the announcement" />
      </div>
    );
  }

  const save = async (values: ParsedAnnouncementForm) => {
    const patch = toPatchBody(announcement, values);
    if (Object.keys(patch).length === 0) return { message: 'Nothing has changed since the last save.' };
    try {
      replace(await announcementsApi.update(announcement._id, patch));
    } catch (e) {
      return submitOutcome(e);
    }
    ui.showSnackbar('Announcement saved', 'success');
  };

  return (
    <AdminPage title={announcement.title} back={back} subtitle={canManage ? undefined : 'Read only: your role can view announcements but not change them.'}>
      <Descriptions
        size="small"
        style={{ marginBottom: 24 }}
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'status', label: 'Status', children: announcement.active ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag> },
          { key: 'created', label: 'Created', children: formatDateTime(announcement.createdAt) },
          { key: 'updated', label: 'Updated', children: formatDateTime(announcement.updatedAt) },
        ]}
      />
      <AnnouncementForm
        initialValues={formValuesOf(announcement)}
        onSubmit={save}
        submitLabel="Save changes"
        requireChanges
        readOnly={!canManage}
        actions={<DeleteAnnouncementButton id={announcement._id} title={announcement.title} onDeleted={() => navigate(listPath, { replace: true })} />}
      />
    </AdminPage>
  );
}

export default observer(AnnouncementDetailPage);
