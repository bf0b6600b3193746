import { useCountry } from '@venues/mf-kit';
import { Link, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Result } from 'antd';
import { announcementsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { PageHeader } from '@venues/ui';
import { BackLink } from '../components/BackLink';
import { AnnouncementForm } from '../features/announcements/components/AnnouncementForm';
import { submitOutcome } from '../features/announcements/api/submitOutcome';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { toCreateBody, type ParsedAnnouncementForm } from '../features/announcements/lib/formValues';

/** /:country/announcements/add */
function AddAnnouncementPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const listPath = `/${country}/announcements/list`;

  if (!canManage) {
    return (
      <Result
        status="403"
        title="You can read announcements, but not create them"
        subTitle="Ask a full administrator if you need one published."
        extra={<Link to={listPath}>Back to announcements</Link>}
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
    <div style={{ padding: '24px 16px', maxWidth: 1200, margin: '0 auto' }}>
      <BackLink to={listPath}>All announcements</BackLink>
      <PageHeader title="New announcement" />
      <AnnouncementForm onSubmit={create} submitLabel="Create announcement" actions={<Button onClick={() => navigate(listPath)}>Cancel</Button>} />
    </div>
  );
}

export default observer(AddAnnouncementPage);
