import { useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
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

/** /:country/announcements/announcement/:announcementId: an announcement's fields, saved by PATCH, and Delete. Plain (plain.css). */
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
      <div className="ui-result ui-plain">
        <span className="ui-result__icon ui-result__icon--info" aria-hidden="true">
          ?
        </span>
        <h1>Announcement not found</h1>
        <p className="ui-result__sub">It may have been deleted, or the link is wrong.</p>
        <div className="ui-result__extra">
          <LinkButton primary to={listPath}>
            Back to announcements
          </LinkButton>
        </div>
      </div>
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
      <div className="adm-page ui-plain">
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
      <dl className="ann-facts">
        <div>
          <dt>Status</dt>
          <dd>{announcement.active ? <strong className="ann-active">Active</strong> : <span className="ui-muted">Inactive</span>}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(announcement.createdAt)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDateTime(announcement.updatedAt)}</dd>
        </div>
      </dl>
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
