import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Skeleton } from 'antd';
import { ButtonLink, PlainErrorView, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader, StatusTag } from '@venues/ui';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { isVenueSection, missingBySection, VENUE_SECTIONS } from '../features/venues/sections';
import { useOwnerVenue } from '../features/venues/useOwnerVenue';
import '../features/venues/owner.css';

/**
 * `venues/management/venue/{venueId}`: the venue's status, what it still needs and its sections;
 * `…/{formId}`: one section (details, location, photos, spaces, policies), saved as you type.
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
      <div className="own-page">
        <Alert type="error" showIcon message="We could not load the venue" description={state.error.message} action={<Button onClick={state.reload}>Try again</Button>} />
      </div>
    );
  }
  if (!venue) {
    return (
      <div className="own-page" role="status" aria-label="Loading the venue">
        <Skeleton active />
      </div>
    );
  }

  const missing = missingBySection(venue.missing);
  return (
    <div className="own-page">
      <nav aria-label="Breadcrumbs" className="own-muted" style={{ marginBottom: 8 }}>
        <Link to={`/${country}/venues/management`}>My venues</Link> › {section ? <Link to={base}>{venue.name}</Link> : venue.name}
      </nav>
      <PageHeader
        title={section ? section.title : venue.name}
        subtitle={
          <>
            <StatusTag status={venue.status} /> {section ? venue.name : `${venue.spaces.length} space${venue.spaces.length === 1 ? '' : 's'} · ${venue.photos.length} photos`}
          </>
        }
        extra={
          <>
            <ButtonLink to={`/${country}/venues/venue_id_draft?venue=${venue._id}`}>Preview</ButtonLink>
            {!section && <VenueActions venue={venue} onChanged={setVenue} />}
          </>
        }
      />
      {venue.status === 'rejected' && venue.rejection_reason && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message="An administrator rejected this venue" description={`${venue.rejection_reason} Fix it, then submit again.`} />
      )}
      {venue.status === 'for_approval' && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Waiting for approval. You can still edit it; guests see it once an administrator approves it." />}
      {section ? (
        <VenueSection venue={venue} section={section.id} country={country} onSaved={setVenue} reload={state.reload} back={`${base}/spaces`} />
      ) : (
        <>
          {venue.missing.length > 0 && ['draft', 'rejected'].includes(venue.status) && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`${venue.missing.length} thing${venue.missing.length === 1 ? '' : 's'} to fill in before you can submit`} />
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
            <p style={{ marginTop: 24 }}>
              <Link to={`/${country}/venues/management/sales/${venue._id}`}>See how {venue.name} sells</Link> ·{' '}
              <Link to={`/${country}/availability?venue=${venue._id}`}>Its calendar</Link> · <Link to={`/${country}/venues/${venue.slug}`}>Its public page</Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
