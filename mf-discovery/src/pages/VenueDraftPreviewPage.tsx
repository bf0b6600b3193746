import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { adminApi, ownerVenuesApi } from '@venues/api-client';
import { PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { session } from '@venues/session';
import { ErrorNotice } from '../features/ui/Notice';
import { VenueView } from '../features/venue/VenueView';
import { VenueSkeleton } from './VenuePage';

/**
 * `/:country/venues/venue_id_draft?venue=<id>` (owners and venue admins; administrators): a venue as
 * its public page will show it, in any status, drawn by the public page's own VenueView
 * (docs/owner-venues.md "Preview"). The team loads it from the owner area; an administrator from the
 * venue review (docs/admin.md), whose `venue` is the same public venue shape.
 */
function VenueDraftPreviewPage() {
  const country = useCountry();
  const [search] = useSearchParams();
  const id = search.get('venue') ?? '';
  const admin = session.roles.isTeamAdmin;
  const state = useData(() => (admin ? adminApi.venue(id).then((r) => r.venue) : ownerVenuesApi.preview(id)), [id, admin], { skip: !id });
  useDocumentTitle(state.status === 'ready' ? `Preview: ${state.data.name}` : 'Preview');
  const back = admin
    ? { href: `/${country}/venues/management/admin-venue${id ? `/${encodeURIComponent(id)}` : ''}`, label: 'Back to the review', home: `/${country}/venues/management/admin-venue` }
    : { href: `/${country}/venues/management/venue/${encodeURIComponent(id)}`, label: 'Back to editing', home: `/${country}/venues/management` };

  if (!id) return <PlainErrorView status={404} message={admin ? 'Open the preview from the venue review.' : 'Open the preview from one of your venues.'} homeHref={back.home} />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message={admin ? 'This venue does not exist or was removed.' : "This venue is not one of your team's venues."} homeHref={back.home} />;
    return (
      <div className="disc-page disc-container">
        <ErrorNotice title="We could not load the preview" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (state.status !== 'ready') return <VenueSkeleton />;
  return (
    <>
      <div className="disc-preview-banner" role="note">
        <div className="disc-container">
          <strong>Preview.</strong> This is how guests will see {state.data.name} once it is published. <Link to={back.href}>{back.label}</Link>
        </div>
      </div>
      <VenueView venue={state.data} country={country} preview />
    </>
  );
}

export default observer(VenueDraftPreviewPage);
