import { Link, useParams } from 'react-router-dom';
import { LinkButton, PlainErrorView, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PlainPageHeader, PlainStatusTag } from '@venues/ui';
import { LoadFailed, Loading } from '../components/PageStates';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { isVenueSection, missingBySection, VENUE_SECTIONS } from '../features/venues/sections';
import { useOwnerVenue } from '../features/venues/useOwnerVenue';
import '../features/venues/owner.css';

/**
 * `venues/management/venue/{venueId}`: the venue's status, what it still needs and its sections;
 * `…/{formId}`: one section (details, location, photos, spaces, policies), saved as you type.
 * Drawn without antd (plain.css).
 */
export default function VenueEditorPage() {
  const country = useCountry();
  const { venueId = '', formId } = useParams();
  const { state, venue, setVenue } = useOwnerVenue(venueId);
  const section = VENUE_SECTIONS.find((s) => s.id === formId);
  useDocumentTitle(venue ? (section ? `${section.title}: ${venue.name}` : venue.name) : 'Venue');
  const base = `/${country}/venues/management/venue/${venueId}`;

  if (formId !== undefined && !isVenueSection(formId)) return <PlainErrorView status={404} message="This part of the venue does not exist." homeHref={base} />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message="This venue is not one of your team's venues." homeHref={`/${country}/venues/management`} />;
    return (
      <div className="own-page ui-plain">
        <LoadFailed title="We could not load the venue" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue) {
    return (
      <div className="own-page ui-plain">
        <Loading label="Loading the venue" />
      </div>
    );
  }

  const missing = missingBySection(venue.missing);
  return (
    <div className="own-page ui-plain">
      <nav aria-label="Breadcrumbs" className="own-muted own-breadcrumbs">
        <Link to={`/${country}/venues/management`}>My venues</Link> › {section ? <Link to={base}>{venue.name}</Link> : venue.name}
      </nav>
      <PlainPageHeader
        title={section ? section.title : venue.name}
        subtitle={
          <>
            <PlainStatusTag status={venue.status} /> {section ? venue.name : `${venue.spaces.length} space${venue.spaces.length === 1 ? '' : 's'} · ${venue.photos.length} photos`}
          </>
        }
        extra={
          <>
            <LinkButton to={`/${country}/venues/venue_id_draft?venue=${venue._id}`}>Preview</LinkButton>
            {!section && <VenueActions venue={venue} onChanged={setVenue} />}
          </>
        }
      />
      {venue.status === 'rejected' && venue.rejection_reason && (
        <div className="ui-alert ui-alert--error">
          <strong>An administrator rejected this venue</strong>
          <span>{venue.rejection_reason} Fix it, then submit again.</span>
        </div>
      )}
      {venue.status === 'for_approval' && (
        <div className="ui-alert ui-alert--info">
          <span>Waiting for approval. You can still edit it; guests see it once an administrator approves it.</span>
        </div>
      )}
      {section ? (
        <VenueSection venue={venue} section={section.id} country={country} onSaved={setVenue} reload={state.reload} back={`${base}/spaces`} />
      ) : (
        <>
          {venue.missing.length > 0 && ['draft', 'rejected'].includes(venue.status) && (
            <div className="ui-alert ui-alert--warning">
              <span>{`${venue.missing.length} thing${venue.missing.length === 1 ? '' : 's'} to fill in before you can submit`}</span>
            </div>
          )}
          <ul className="own-sections" aria-label="Sections">
            {VENUE_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link to={`${base}/${s.id}`}>
                  <strong>{s.title}</strong>
                  <div className="own-muted">{s.hint}</div>
                  <div>{missing[s.id].length ? `To do: ${missing[s.id].map((m) => m.message).join('; ')}` : '✓ Complete'}</div>
                </Link>
              </li>
            ))}
          </ul>
          {venue.status === 'published' && (
            <p className="own-after-sections">
              <Link to={`/${country}/venues/management/sales/${venue._id}`}>See how {venue.name} sells</Link> ·{' '}
              <Link to={`/${country}/availability?venue=${venue._id}`}>Its calendar</Link> · <Link to={`/${country}/venues/${venue.slug}`}>Its public page</Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
