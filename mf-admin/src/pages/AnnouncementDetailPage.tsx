import { useCountry } from '@venues/mf-kit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Descriptions, Result, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { announcementsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { PageHeader } from '@venues/ui';
import { BackLink } from '../components/BackLink';
import { useAnnouncement } from '../features/announcements/api/useAnnouncement';
import { submitOutcome } from '../features/announcements/api/submitOutcome';
import { AnnouncementForm } from '../features/announcements/components/AnnouncementForm';
import { DeleteAnnouncementButton } from '../features/announcements/components/DeleteAnnouncementButton';
import { useCanManageAnnouncements } from '../features/announcements/hooks/useCanManageAnnouncements';
import { formatDateTime } from '../features/announcements/lib/format';
import { formValuesOf, toPatchBody, type ParsedAnnouncementForm } from '../features/announcements/lib/formValues';

/** /:country/announcements/announcement/:announcementId */
function AnnouncementDetailPage() {
  const { announcementId } = useParams<{ announcementId: string }>();
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useCanManageAnnouncements();
  const { announcement, loading, notFound, error, reload, replace } = useAnnouncement(announcementId);
  const listPath = `/${country}/announcements/list`;
  const frame = (children: React.ReactNode) => <div style={{ padding: '24px 16px', maxWidth: 1200, margin: '0 auto' }}>{children}</div>;

  if (notFound) {
    return (
      <Result
        status="404"
        title="Announcement not found"
        subTitle="It may have been deleted, or the link is wrong."
        extra={
          <Link to={listPath}>
            <Button type="primary">Back to announcements</Button>
          </Link>
        }
      />
    );
  }
  if (error) {
    return (
      <Result
        status="error"
        title="The announcement could not be loaded"
        subTitle={`${error.message} Check your connection, then try again.`}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
            Try again
          </Button>
        }
      />
    );
  }
  if (loading || !announcement) return frame(<Skeleton active paragraph={{ rows: 8 }} />);

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

  return frame(
    <>
      <BackLink to={listPath}>All announcements</BackLink>
      <PageHeader title={announcement.title} subtitle={canManage ? undefined : 'Read only: your role can view announcements but not change them.'} />
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="Status">{announcement.active ? <Typography.Text type="success" strong>Active</Typography.Text> : <Typography.Text type="secondary">Inactive</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label="Created">{formatDateTime(announcement.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Updated">{formatDateTime(announcement.updatedAt)}</Descriptions.Item>
      </Descriptions>
      <AnnouncementForm
        initialValues={formValuesOf(announcement)}
        onSubmit={save}
        submitLabel="Save changes"
        requireChanges
        readOnly={!canManage}
        actions={
          <DeleteAnnouncementButton
            id={announcement._id}
            title={announcement.title}
            onDeleted={() => navigate(listPath, { replace: true })}
          />
        }
      />
    </>,
  );
}

export default observer(AnnouncementDetailPage);
