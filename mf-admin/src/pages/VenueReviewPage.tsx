import { useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { AdminVenueAction } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { ui } from '@venues/session';
import { PlainStatusTag } from '@venues/ui';
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
 * Drawn without antd (plain.css).
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
      <div className="ui-result ui-plain">
        <span className="ui-result__icon ui-result__icon--info" aria-hidden="true">
          ?
        </span>
        <h1>Venue not found</h1>
        <p className="ui-result__sub">It may have been removed, or the link is wrong.</p>
        <div className="ui-result__extra">
          <LinkButton to={queuePath}>Back to the venue review</LinkButton>
        </div>
      </div>
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
          <PlainStatusTag status={r.status} /> {r.organization_name}
        </>
      }
      extra={
        <LinkButton to={`/${r.venue.country || country}/venues/venue_id_draft?venue=${encodeURIComponent(venueId)}`}>
          {EYE}
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
          <section className="adm-panel" aria-labelledby="venue-decision">
            <h2 id="venue-decision">Decision</h2>
            <VenueActions id={venueId} review={r} onDone={done} />
          </section>
          <section className="adm-panel" aria-labelledby="venue-team">
            <h2 id="venue-team">Team and dates</h2>
            <dl className="adm-facts adm-facts--column">
              {(
                [
                  ['Team', r.organization_name],
                  ['Owner', r.owner_email ?? 'No owner'],
                  ['Submitted', formatDateTime(r.submitted_at)],
                  ['Published', formatDateTime(r.published_at)],
                  ['Created', formatDateTime(r.venue.created_at)],
                  ['Last edited', formatDateTime(r.venue.updated_at)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </AdminPage>
  );
}

/** The reason the venue was turned back, as antd's warning Alert with its title. */
function ReasonAlert({ title, text }: { title: string; text: string }) {
  return (
    <div className="ui-alert ui-alert--warning">
      <strong>{title}</strong>
      <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>
    </div>
  );
}

/** antd's EyeOutlined, drawn inline: the page loads no icon package. */
const EYE = (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export default observer(VenueReviewPage);
