import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LISTING_PHOTO_LIMITS, type OwnerSpace } from '@venues/contracts';
import { spacesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader, StatusTag } from '@venues/ui';
import Card from 'antd/es/card';
import { LoadFailed, Loading, NotFound } from '../components/PageStates';
import { PhotosEditor } from '../features/venues/PhotosEditor';
import { InstantBookForm } from '../features/spaces/InstantBookForm';
import { SpaceSectionForm } from '../features/spaces/SpaceSectionForm';
import { isSpaceSection, SPACE_SECTIONS, type SpaceSectionId } from '../features/venues/sections';
import { useOwnerVenue } from '../features/venues/useOwnerVenue';
import '../features/venues/owner.css';

/** A link back into the owner area only (the `back` query comes from our own pages). */
const safeBack = (back: string | null) => (back && back.startsWith('/') && !back.startsWith('//') ? back : null);

/**
 * `…/venue/{venueId}/spaces/{spaceId}`: every section of a space on one page;
 * `…/spaces/{spaceId}/{spaceFormId}` (details, capacity, photos): one of them. Saved as you type.
 */
export default function SpaceEditorPage() {
  const country = useCountry();
  const { venueId = '', spaceId = '', spaceFormId } = useParams();
  const [search] = useSearchParams();
  const { state: venueState, venue } = useOwnerVenue(venueId);
  const spaceState = useData(() => spacesApi.get(spaceId), [spaceId]);
  const [space, setSpace] = useState<OwnerSpace | undefined>(undefined);
  useEffect(() => setSpace(spaceState.data), [spaceState.data]);
  useDocumentTitle(space ? space.name : 'Space');
  const venueHref = `/${country}/venues/management/venue/${venueId}`;
  const back = safeBack(search.get('back')) ?? `${venueHref}/spaces`;

  if (spaceFormId !== undefined && !isSpaceSection(spaceFormId)) return <NotFound message="This part of the space does not exist." href={back} />;
  const failed = spaceState.status === 'error' ? spaceState.error : venueState.status === 'error' ? venueState.error : null;
  if (failed) {
    if (failed.status === 404) return <NotFound message="This space is not one of your team's spaces." href={`/${country}/venues/management`} />;
    // Either call may have failed: the retry asks again for whichever did.
    const retry = () => (spaceState.status === 'error' ? spaceState.reload() : venueState.reload());
    return (
      <div className="own-page">
        <LoadFailed title="We could not load the space" message={failed.message} onRetry={retry} />
      </div>
    );
  }
  if (!space || !venue) {
    return (
      <div className="own-page">
        <Loading label="Loading the space" />
      </div>
    );
  }
  if (space.venue_id !== venue._id) return <NotFound message="This space belongs to another venue." href={venueHref} />;

  const sections: readonly SpaceSectionId[] = spaceFormId ? [spaceFormId] : SPACE_SECTIONS.map((s) => s.id);
  const currency = venue.currency ?? '';
  return (
    <div className="own-page">
      <nav aria-label="Breadcrumbs" className="own-muted own-breadcrumbs">
        <Link to={`/${country}/venues/management`}>My venues</Link> › <Link to={venueHref}>{venue.name}</Link> › {space.name}
      </nav>
      <PageHeader
        title={space.name}
        subtitle={
          <>
            <StatusTag status={space.status} /> {space.missing.length ? `Still needs: ${space.missing.map((m) => m.message).join('; ')}` : 'Complete'}
          </>
        }
        extra={<Link to={back}>Back to the venue</Link>}
      />
      {sections.map((id) => {
        const meta = SPACE_SECTIONS.find((s) => s.id === id)!;
        const headingId = `space-section-${id}`;
        return (
          <Card key={id} className="own-panel" role="region" aria-labelledby={headingId} title={<h2 id={headingId} style={{ margin: 0, fontSize: 18 }}>{meta.title}</h2>}>
            {id === 'photos' ? (
              <PhotosEditor
                photos={space.photos}
                max={LISTING_PHOTO_LIMITS.perSpace}
                editable={venue.editable}
                upload={async (file, onProgress) => (await spacesApi.addPhoto(space._id, file, { onProgress })).photos}
                order={async (body) => (await spacesApi.orderPhotos(space._id, body)).photos}
                remove={async (photoId) => (await spacesApi.removePhoto(space._id, photoId)).photos}
              />
            ) : id === 'instant-book' ? (
              <InstantBookForm space={space} editable={venue.editable} onSaved={setSpace} />
            ) : (
              <SpaceSectionForm space={space} section={id} currency={currency} editable={venue.editable} onSaved={setSpace} />
            )}
          </Card>
        );
      })}
    </div>
  );
}
