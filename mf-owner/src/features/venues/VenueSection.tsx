import type { ReactNode } from 'react';
import { LISTING_PHOTO_LIMITS, type OwnerVenue } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { PhotosEditor } from './PhotosEditor';
import { SpacesList } from './SpacesList';
import { VenueSectionForm } from './VenueSectionForm';
import type { VenueSectionId } from './sections';
import type { Flush } from './useAutosave';

export interface VenueSectionProps {
  venue: OwnerVenue;
  section: VenueSectionId;
  country: string;
  onSaved: (venue: OwnerVenue) => void;
  /** Reload the venue (after a space changed). */
  reload: () => void;
  /** Where a space page leads back to. */
  back?: string;
  /** The wizard's navigation; flush saves what is typed first. */
  nav?: (flush: Flush) => ReactNode;
}

/** Photos and spaces save each change at once: nothing waits. */
const saved: Flush = () => Promise.resolve(true);

/** One section of a venue, whichever kind it is: a form, the photos or the spaces. */
export function VenueSection({ venue, section, country, onSaved, reload, back, nav }: VenueSectionProps) {
  if (section === 'photos') {
    const photos = (v: OwnerVenue) => (onSaved(v), v.photos);
    return (
      <>
        <PhotosEditor
          photos={venue.photos}
          max={LISTING_PHOTO_LIMITS.perVenue}
          editable={venue.editable}
          upload={async (file, onProgress) => photos(await ownerVenuesApi.addPhoto(venue._id, file, { onProgress }))}
          order={async (body) => photos(await ownerVenuesApi.orderPhotos(venue._id, body))}
          remove={async (id) => photos(await ownerVenuesApi.removePhoto(venue._id, id))}
        />
        {nav?.(saved)}
      </>
    );
  }
  if (section === 'spaces') {
    return (
      <>
        <SpacesList venue={venue} country={country} back={back} onChanged={reload} />
        {nav?.(saved)}
      </>
    );
  }
  return (
    <VenueSectionForm venue={venue} section={section} onSaved={onSaved}>
      {nav}
    </VenueSectionForm>
  );
}
