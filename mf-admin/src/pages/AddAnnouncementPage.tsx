import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useCountry } from '@venues/mf-kit';
import { LinkButton } from '../components/kit';
import { announcementsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { AnnouncementForm } from '../features/announcements/components/AnnouncementForm';
import { submitOutcome } from '../features/announcements/api/submitOutcome';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { toCreateBody, type ParsedAnnouncementForm } from '../features/announcements/lib/formValues';
import '../features/announcements/announcements.css';

/** /:country/announcements/add. Plain (plain.css). */
function AddAnnouncementPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const listPath = `/${country}/announcements/list`;

  if (!canManage) {
    return (
      <div className="ui-result ui-plain">
        <span className="ui-result__icon ui-result__icon--warning" aria-hidden="true">
          !
        </span>
        <h1>You can read announcements, but not create them</h1>
        <p className="ui-result__sub">Ask a full administrator if you need one published.</p>
        <div className="ui-result__extra">
          <LinkButton to={listPath}>Back to announcements</LinkButton>
        </div>
      </div>
    );
  }

  const create = async (values: ParsedAnnouncementForm) => {
    try {
      await announcementsApi.create(toCreateBody(values));
    } catch (e) {
      return submitOutcome(e);
    }
    ui.showSnackbar('Announcement created', 'success');
    navigate(listPath);
  };

  return (
    <AdminPage title="New announcement" back={{ to: listPath, label: 'All announcements' }}>
      <AnnouncementForm
        onSubmit={create}
        submitLabel="Create announcement"
        actions={
          <button type="button" className="ui-button" onClick={() => navigate(listPath)}>
            Cancel
          </button>
        }
      />
    </AdminPage>
  );
}

export default observer(AddAnnouncementPage);
