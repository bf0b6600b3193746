import type {
  DataEnvelope,
  OwnerSpace,
  OwnerVenue,
  OwnerVenueList,
  OwnerVenueListQuery,
  PhotosOrder,
  SpaceCreate,
  SpacePatch,
  VenueCreate,
  VenueDetail,
  VenuePatch,
} from '@venues/contracts';
import { LISTING_PHOTO_LIMITS } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap } from './unwrap';

// The owner-venues module of the server (server/src/modules/owner-venues, docs/owner-venues.md):
// the organisation's venues and spaces. Another organisation's record answers 404.

const VENUES = '/v1/owner/venues';
const SPACE = '/v1/space';
type Progress = (fraction: number) => void;

function photoForm(file: File, caption?: string): FormData {
  const form = new FormData();
  if (caption) form.append('caption', caption);
  form.append(LISTING_PHOTO_LIMITS.field, file, file.name);
  return form;
}
const progress = (onProgress?: Progress) => ({ onUploadProgress: onProgress ? (e: { loaded: number; total?: number }) => onProgress(e.total ? e.loaded / e.total : 0) : undefined });

export const ownerVenuesApi = {
  /** One status tab at a time, with every tab's count. */
  async list(query: OwnerVenueListQuery = {}): Promise<OwnerVenueList> {
    return unwrap(await http.get<DataEnvelope<OwnerVenueList>>(VENUES, { params: query }));
  },
  async create(body: VenueCreate): Promise<OwnerVenue> {
    return unwrap(await http.post<DataEnvelope<OwnerVenue>>(VENUES, body));
  },
  async get(id: string): Promise<OwnerVenue> {
    return unwrap(await http.get<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}`));
  },
  async patch(id: string, body: VenuePatch): Promise<OwnerVenue> {
    return unwrap(await http.patch<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}`, body));
  },
  /** submit | archive | restore | request-deletion: the status steps (venue.actions lists the allowed ones). */
  async step(id: string, step: 'submit' | 'archive' | 'restore' | 'request-deletion'): Promise<OwnerVenue> {
    return unwrap(await http.post<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}/${step}`, {}));
  },
  /** The venue as its public page will show it, in any status. */
  async preview(id: string): Promise<VenueDetail> {
    return unwrap(await http.get<DataEnvelope<VenueDetail>>(`${VENUES}/${seg(id)}/preview`));
  },
  async addPhoto(id: string, file: File, opts: { caption?: string; onProgress?: Progress } = {}): Promise<OwnerVenue> {
    return unwrap(await http.post<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}/photos`, photoForm(file, opts.caption), progress(opts.onProgress)));
  },
  /** The photos in their new order with their captions (the first is the cover; those left out are removed). */
  async orderPhotos(id: string, body: PhotosOrder): Promise<OwnerVenue> {
    return unwrap(await http.put<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}/photos`, body));
  },
  async removePhoto(id: string, photoId: string): Promise<OwnerVenue> {
    return unwrap(await http.delete<DataEnvelope<OwnerVenue>>(`${VENUES}/${seg(id)}/photos/${seg(photoId)}`));
  },
};

export const spacesApi = {
  async create(venueId: string, body: SpaceCreate): Promise<OwnerSpace> {
    return unwrap(await http.post<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(venueId)}`, body));
  },
  async get(spaceId: string): Promise<OwnerSpace> {
    return unwrap(await http.get<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}`));
  },
  async patch(spaceId: string, body: SpacePatch): Promise<OwnerSpace> {
    return unwrap(await http.patch<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}`, body));
  },
  /** Archived: off the site, kept for its bookings. */
  async archive(spaceId: string): Promise<OwnerSpace> {
    return unwrap(await http.delete<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}`));
  },
  async addPhoto(spaceId: string, file: File, opts: { caption?: string; onProgress?: Progress } = {}): Promise<OwnerSpace> {
    return unwrap(await http.post<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}/photos`, photoForm(file, opts.caption), progress(opts.onProgress)));
  },
  async orderPhotos(spaceId: string, body: PhotosOrder): Promise<OwnerSpace> {
    return unwrap(await http.put<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}/photos`, body));
  },
  async removePhoto(spaceId: string, photoId: string): Promise<OwnerSpace> {
    return unwrap(await http.delete<DataEnvelope<OwnerSpace>>(`${SPACE}/${seg(spaceId)}/photos/${seg(photoId)}`));
  },
};

/** A place an address may mean (GET /v1/geocode; server/src/geocoding). */
export interface GeocodeCandidate {
  label: string;
  lat: number;
  lng: number;
  /** The parts the provider knows, named as the venue fields they fill (absent: unknown). */
  address?: string;
  area?: string;
  city?: string;
  postal_code?: string;
}

export const geocodeApi = {
  /** Places matching a typed address, in the storefront's country when given (venue owners and admins). */
  async search(q: string, country?: string): Promise<{ candidates: GeocodeCandidate[]; source: string }> {
    return unwrap(await http.get<DataEnvelope<{ candidates: GeocodeCandidate[]; source: string }>>('/v1/geocode', { params: { q, ...(country ? { country } : {}) } }));
  },
};
