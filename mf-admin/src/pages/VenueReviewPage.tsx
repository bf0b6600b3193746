import { useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { EyeOutlined } from '@ant-design/icons';
import type { AdminVenueAction } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { ui } from '@venues/session';
import { Result, StatusTag } from '@venues/ui';
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
 * antd Cards, Descriptions, Alert and Modal.
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
    return (
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Venue not found</h1>}
        subTitle="It may have been removed, or the link is wrong."
        extra={<LinkButton to={queuePath}>Back to the venue review</LinkButton>}
      />
    );
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
        <Skeleton rows={12} label="Loading the venue" />
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
        <LinkButton icon={<EyeOutlined />} to={`/${r.venue.country || country}/venues/venue_id_draft?venue=${encodeURIComponent(venueId)}`}>
          Open the public preview
        </LinkButton>
      }
    >
      {state.status === 'error' && <LoadError title="The venue could not be reloaded" error={state.error} onRetry={state.reload} />}
      {r.status === 'rejected' && r.rejection_reason && <ReasonAlert title="Why it was rejected" text={r.rejection_reason} />}
      {r.status === 'suspended' && r.suspension_reason && <ReasonAlert title="Why it is suspended" text={r.suspension_reason} />}
      <div className="adm-review-grid">
        <div>
          <ChangesTable changes={r.changes} />
          <VenueContent venue={r.venue} />
        </div>
        <aside aria-label="Review" style={{ position: 'sticky', top: 16 }}>
          <Card title={<h2 id="venue-decision" style={{ margin: 0, fontSize: 18 }}>Decision</h2>} style={{ marginBottom: 16 }}>
            <section aria-labelledby="venue-decision">
              <VenueActions id={venueId} review={r} onDone={done} />
            </section>
          </Card>
          <Card title={<h2 id="venue-team" style={{ margin: 0, fontSize: 18 }}>Team and dates</h2>}>
            <section aria-labelledby="venue-team">
              <Descriptions
                size="small"
                column={1}
                items={(
                  [
                    ['Team', r.organization_name],
                    ['Owner', r.owner_email ?? 'No owner'],
                    ['Submitted', formatDateTime(r.submitted_at)],
                    ['Published', formatDateTime(r.published_at)],
                    ['Created', formatDateTime(r.venue.created_at)],
                    ['Last edited', formatDateTime(r.venue.updated_at)],
                  ] as const
                ).map(([label, value]) => ({ key: label, label, children: value }))}
              />
            </section>
          </Card>
        </aside>
      </div>
    </AdminPage>
  );
}

/** The reason the venue was turned back, as antd's warning Alert with its title. */
function ReasonAlert({ title, text }: { title: string; text: string }) {
  return <Alert type="warning" showIcon title={title} description={<span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>} style={{ marginBottom: 16 }} />;
}

export default observer(VenueReviewPage);
