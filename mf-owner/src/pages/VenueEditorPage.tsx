import { Link, useParams } from 'react-router-dom';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader, StatusTag } from '@venues/ui';
import { plural } from '@venues/geo';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { LoadFailed, Loading, NotFound } from '../components/PageStates';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { isVenueSection, missingBySection, sectionDone, VENUE_SECTIONS } from '../features/venues/sections';
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

  if (formId !== undefined && !isVenueSection(formId)) return <NotFound message="This part of the venue does not exist." href={base} />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <NotFound message="This venue is not one of your team's venues." href={`/${country}/venues/management`} />;
    return (
      <div className="own-page">
        <LoadFailed title="We could not load the venue" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue) {
    return (
      <div className="own-page">
        <Loading label="Loading the venue" />
      </div>
    );
  }

  const missing = missingBySection(venue.missing);
  return (
    <div className="own-page">
      <nav aria-label="Breadcrumbs" className="own-muted own-breadcrumbs">
        <Link to={`/${country}/venues/management`}>My venues</Link> › {section ? <Link to={base}>{venue.name}</Link> : venue.name}
      </nav>
      <PageHeader
        title={section ? section.title : venue.name}
        subtitle={
          <>
            <StatusTag status={venue.status} /> {section ? venue.name : `${plural(venue.spaces.length, 'space')} · ${plural(venue.photos.length, 'photo')}`}
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
        <Alert type="error" showIcon title="An administrator rejected this venue" description={`${venue.rejection_reason} Fix it, then submit again.`} style={{ marginBottom: 16 }} />
      )}
      {venue.status === 'for_approval' && (
        <Alert type="info" showIcon title="Waiting for approval. You can still edit it; guests see it once an administrator approves it." style={{ marginBottom: 16 }} />
      )}
      {section ? (
        <VenueSection venue={venue} section={section.id} country={country} onSaved={setVenue} reload={state.reload} back={`${base}/spaces`} />
      ) : (
        <>
          {venue.missing.length > 0 && ['draft', 'rejected'].includes(venue.status) && (
            <Alert type="warning" showIcon title={`${plural(venue.missing.length, 'thing')} to fill in before you can submit`} style={{ marginBottom: 16 }} />
          )}
          <ul className="own-sections" aria-label="Sections">
            {VENUE_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link to={`${base}/${s.id}`}>
                  <Card size="small" hoverable>
                    <strong>{s.title}</strong>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {s.hint}
                    </Typography.Paragraph>
                    <div>
                      {missing[s.id].length
                        ? `To do: ${missing[s.id].map((m) => m.message).join('; ')}`
                        : sectionDone(venue, s.id)
                          ? '✓ Complete'
                          : 'Filled in with defaults — check and confirm'}
                    </div>
                  </Card>
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

