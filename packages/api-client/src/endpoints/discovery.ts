import {
  searchParamsOf,
  type DataEnvelope,
  type Favorite,
  type FavoriteBody,
  type FavoriteFolder,
  type FavoriteFolderDetail,
  type FavoriteMoveBody,
  type Page,
  type PageParams,
  type RecentlyViewedItem,
  type Review,
  type SavedVenue,
  type SpaceWithVenue,
  type UserReview,
  type VenueCard,
  type VenueDetail,
  type VenueFilters,
  type VenueSearchParams,
  type VenueSearchResult,
} from '@venues/contracts';
import { http } from '../http';
import { unwrap } from './unwrap';

type Ok = { ok: true };
const seg = encodeURIComponent;

/** Only the page values that were given (the server fills its defaults). */
function pageParams(p: PageParams = {}): Record<string, number> {
  const out: Record<string, number> = {};
  if (p.page !== undefined) out.page = p.page;
  if (p.limit !== undefined) out.limit = p.limit;
  return out;
}

/** Public venue calls: no sign-in needed. */
export const venuesApi = {
  /** GET /v1/venues/search: filters are written exactly as the web writes them into its URL. */
  async search({ country, ...filters }: VenueSearchParams): Promise<VenueSearchResult> {
    const params = { country, ...searchParamsOf(filters) };
    return unwrap(await http.get<DataEnvelope<VenueSearchResult>>('/v1/venues/search', { params }));
  },
  async recommended(country: string, limit?: number): Promise<VenueCard[]> {
    const params = limit === undefined ? { country } : { country, limit };
    return unwrap(await http.get<DataEnvelope<VenueCard[]>>('/v1/venues/recommended', { params }));
  },
  /** The storefront's cities (with areas), event types, amenities and space types with counts, and the price range. */
  async filters(country: string): Promise<VenueFilters> {
    return unwrap(await http.get<DataEnvelope<VenueFilters>>('/v1/venues/filters', { params: { country } }));
  },
  /** A published venue by id or slug; 404 otherwise. */
  async get(idOrSlug: string): Promise<VenueDetail> {
    return unwrap(await http.get<DataEnvelope<VenueDetail>>(`/v1/venues/${seg(idOrSlug)}`));
  },
  async space(idOrSlug: string, spaceId: string): Promise<SpaceWithVenue> {
    return unwrap(await http.get<DataEnvelope<SpaceWithVenue>>(`/v1/venues/${seg(idOrSlug)}/spaces/${seg(spaceId)}`));
  },
  /** Newest first. */
  async reviews(idOrSlug: string, page?: PageParams): Promise<Page<Review>> {
    return unwrap(await http.get<DataEnvelope<Page<Review>>>(`/v1/venues/${seg(idOrSlug)}/reviews`, { params: pageParams(page) }));
  },
};

export const reviewsApi = {
  /** GET /v1/user/reviews: the reviews the signed-in user wrote, newest first. */
  async mine(page?: PageParams): Promise<Page<UserReview>> {
    return unwrap(await http.get<DataEnvelope<Page<UserReview>>>('/v1/user/reviews', { params: pageParams(page) }));
  },
};

const FOLDERS = '/v1/favorites/folders';

/** Favourites: signed in; another user's folder answers 404. */
export const favoritesApi = {
  async folders(): Promise<FavoriteFolder[]> {
    return unwrap(await http.get<DataEnvelope<FavoriteFolder[]>>(FOLDERS));
  },
  async createFolder(name: string): Promise<FavoriteFolder> {
    return unwrap(await http.post<DataEnvelope<FavoriteFolder>>(FOLDERS, { name }));
  },
  async renameFolder(id: string, name: string): Promise<FavoriteFolder> {
    return unwrap(await http.patch<DataEnvelope<FavoriteFolder>>(`${FOLDERS}/${seg(id)}`, { name }));
  },
  /** Deletes the folder and the saves in it (the venues themselves stay). */
  async deleteFolder(id: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`${FOLDERS}/${seg(id)}`));
  },
  /** The folder and a page of its venues, newest saved first. */
  async folder(id: string, page?: PageParams): Promise<FavoriteFolderDetail> {
    return unwrap(await http.get<DataEnvelope<FavoriteFolderDetail>>(`${FOLDERS}/${seg(id)}`, { params: pageParams(page) }));
  },
  /** Saves a venue into a folder; saving it again changes nothing. */
  async add(body: FavoriteBody): Promise<Favorite> {
    return unwrap(await http.post<DataEnvelope<Favorite>>('/v1/favorites', body));
  },
  async remove(body: FavoriteBody): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>('/v1/favorites', { data: body }));
  },
  async move(body: FavoriteMoveBody): Promise<Favorite> {
    return unwrap(await http.post<DataEnvelope<Favorite>>('/v1/favorites/move', body));
  },
  /** Every saved venue with its folders, to fill the hearts on venue cards. */
  async savedVenues(): Promise<SavedVenue[]> {
    return unwrap(await http.get<DataEnvelope<SavedVenue[]>>('/v1/favorites/venue-ids'));
  },
};

/** Recently viewed on the server (signed in); visitors keep theirs in the browser. */
export const recentlyViewedApi = {
  /** Newest first; all storefronts, or one country's. */
  async list(country?: string): Promise<RecentlyViewedItem[]> {
    return unwrap(await http.get<DataEnvelope<RecentlyViewedItem[]>>('/v1/recently-viewed', { params: country ? { country } : {} }));
  },
  async add(venueId: string): Promise<Ok> {
    return unwrap(await http.post<DataEnvelope<Ok>>('/v1/recently-viewed', { venue_id: venueId }));
  },
  /** At sign-in: the browser's list joins the server's; answers the merged list. */
  async merge(items: { venue_id: string; viewed_at: string }[]): Promise<RecentlyViewedItem[]> {
    return unwrap(await http.post<DataEnvelope<RecentlyViewedItem[]>>('/v1/recently-viewed/merge', { items }));
  },
};
