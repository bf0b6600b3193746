import { useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Alert, Descriptions, Result, Skeleton } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { AdminVenueAction } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { StatusTag } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatDateTime } from '../lib/format';
import { ChangesTable } from '../features/venue-review/components/ChangesTable';
import { VenueActions } from '../features/venue-review/components/VenueActions';
import { VenueContent } from '../features/venue-review/components/VenueContent';

/**
 * `venues/management/admin-venue/:venueId`: one venue's review. What changed since its last approval,
 * the venue as guests will see it, its team and dates, and the steps this administrator may take.
 */
function VenueReviewPage() {
  const { venueId = '' } = useParams<{ venueId: string }>();
  const country = useCountry();
  const navigate = useNavigate();
  const canReview = useAdminCan('venues.review');
  const state = useData(() => adminApi.venue(venueId), [venueId], { skip: !canReview || !venueId });
  const queuePath = `/${country}/venues/management/admin-venue`;
  const back = { to: queuePath, label: 'Venue review' };
  if (!canReview) return <NoPermission permission="venues.review" what="the venue review" />;

  if (state.status === 'error' && state.error.status === 404) {
    return <Result status="404" title="Venue not found" subTitle="It may have been removed, or the link is wrong." extra={<ButtonLink to={queuePath}>Back to the venue review</ButtonLink>} />;
  }
  if (state.status === 'error' && !state.data) {
    return (
      <AdminPage title="Venue review" back={back}>
        <LoadError title="The venue could not be loaded" error={state.error} onRetry={state.reload} />
      </AdminPage>
    );
  }
  if (!state.data) {
    return (
      <AdminPage title="Venue review" back={back}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </AdminPage>
    );
  }
  const r = state.data;
  const done = (action: AdminVenueAction, message: string) => {
    ui.showSnackbar(message, 'success');
    if (action === 'remove') navigate(queuePath, { replace: true });
    else state.reload();
  };

  return (
    <AdminPage
      title={r.venue.name}
      docTitle={`Review: ${r.venue.name}`}
      back={back}
      subtitle={
        <>
          <StatusTag status={r.status} /> {r.organization_name}
        </>
      }
      extra={
        <ButtonLink icon={<EyeOutlined />} to={`/${r.venue.country || country}/venues/venue_id_draft?venue=${encodeURIComponent(venueId)}`}>
          Open the public preview
        </ButtonLink>
      }
    >
      {state.status === 'error' && <LoadError title="The venue could not be reloaded" error={state.error} onRetry={state.reload} />}
      {r.status === 'rejected' && r.rejection_reason && <Alert type="warning" showIcon title="Why it was rejected" description={r.rejection_reason} style={{ marginBottom: 16 }} />}
      {r.status === 'suspended' && r.suspension_reason && <Alert type="warning" showIcon title="Why it is suspended" description={r.suspension_reason} style={{ marginBottom: 16 }} />}
      <div className="adm-review-grid">
        <div>
          <ChangesTable changes={r.changes} />
          <VenueContent venue={r.venue} />
        </div>
        <aside aria-label="Review" style={{ position: 'sticky', top: 16 }}>
          <section className="adm-panel" aria-labelledby="venue-decision">
            <h2 id="venue-decision">Decision</h2>
            <VenueActions id={venueId} review={r} onDone={done} />
          </section>
          <section className="adm-panel" aria-labelledby="venue-team">
            <h2 id="venue-team">Team and dates</h2>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Team">{r.organization_name}</Descriptions.Item>
              <Descriptions.Item label="Owner">{r.owner_email ?? 'No owner'}</Descriptions.Item>
              <Descriptions.Item label="Submitted">{formatDateTime(r.submitted_at)}</Descriptions.Item>
              <Descriptions.Item label="Published">{formatDateTime(r.published_at)}</Descriptions.Item>
              <Descriptions.Item label="Created">{formatDateTime(r.venue.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Last edited">{formatDateTime(r.venue.updated_at)}</Descriptions.Item>
            </Descriptions>
          </section>
        </aside>
      </div>
    </AdminPage>
  );
}

export default observer(VenueReviewPage);
