import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Button from 'antd/es/button';
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
import { Result } from '@venues/ui';

/** /:country/announcements/add. antd. */
function AddAnnouncementPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const listPath = `/${country}/announcements/list`;

  if (!canManage) {
    return (
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>You can read announcements, but not create them</h1>}
        subTitle="Ask a full administrator if you need one published."
        extra={<LinkButton to={listPath}>Back to announcements</LinkButton>}
      />
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
          <Button onClick={() => navigate(listPath)}>Cancel</Button>
        }
      />
    </AdminPage>
  );
}

export default observer(AddAnnouncementPage);
