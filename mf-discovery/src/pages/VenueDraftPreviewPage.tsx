import { Link, useSearchParams } from 'react-router-dom';
import { ownerVenuesApi } from '@venues/api-client';
import { PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { ErrorNotice } from '../features/ui/Notice';
import { VenueView } from '../features/venue/VenueView';
import { VenueSkeleton } from './VenuePage';

/**
 * `/:country/venues/venue_id_draft?venue=<id>` (owners and venue admins): a venue of the team as its
 * public page will show it, in any status, drawn by the public page's own VenueView
 * (docs/owner-venues.md "Preview"). The server answers the public venue shape for it.
 */
export default function VenueDraftPreviewPage() {
  const country = useCountry();
  const [search] = useSearchParams();
  const id = search.get('venue') ?? '';
  const state = useData(() => ownerVenuesApi.preview(id), [id], { skip: !id });
  useDocumentTitle(state.status === 'ready' ? `Preview: ${state.data.name}` : 'Preview');
  const editHref = `/${country}/venues/management/venue/${encodeURIComponent(id)}`;

  if (!id) return <PlainErrorView status={404} message="Open the preview from one of your venues." homeHref={`/${country}/venues/management`} />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message="This venue is not one of your team's venues." homeHref={`/${country}/venues/management`} />;
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
          <strong>Preview.</strong> This is how guests will see {state.data.name} once it is published.{' '}
          <Link to={editHref}>Back to editing</Link>
        </div>
      </div>
      <VenueView venue={state.data} country={country} preview />
    </>
  );
}
