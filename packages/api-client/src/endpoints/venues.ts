import {
  searchParamsOf,
  type DataEnvelope,
  type EstimateQuery,
  type InstantBooking,
  type InstantBookingInput,
  type Page,
  type PageParams,
  type Review,
  type ReviewReport,
  type ReviewReported,
  type SpaceWithVenue,
  type UserReview,
  type VenueCard,
  type VenueDetail,
  type VenueEstimate,
  type VenueFilters,
  type VenuePlace,
  type VenueSearchParams,
  type VenueSearchResult,
} from '@venues/contracts';
import { http, pageCallKey, takePageCall } from '@venues/api-client/client';
import { pageParams, seg, unwrap } from './unwrap';

// The venues module of the server (server/src/modules/venues): public discovery and the user's reviews.

const searchQuery = ({ country, ...filters }: VenueSearchParams) => ({ country, ...searchParamsOf(filters) });
const venuePath = (idOrSlug: string) => `/v1/venues/${seg(idOrSlug)}`;
const recommendedQuery = (country: string, limit?: number) => (limit === undefined ? { country } : { country, limit });
/** The inside of an answer the server wrote into the page (contracts/page-data.ts), taken once. */
const inlined = <T>(path: string, params?: Record<string, unknown>) => (takePageCall(pageCallKey(path, params)) as DataEnvelope<T> | undefined)?.data;

/** Public venue calls: no sign-in needed. */
export const venuesApi = {
  /** GET /v1/venues/search: filters are written exactly as the web writes them into its URL. */
  async search(p: VenueSearchParams): Promise<VenueSearchResult> {
    return unwrap(await http.get<DataEnvelope<VenueSearchResult>>('/v1/venues/search', { params: searchQuery(p) }));
  },
  async recommended(country: string, limit?: number): Promise<VenueCard[]> {
    return unwrap(await http.get<DataEnvelope<VenueCard[]>>('/v1/venues/recommended', { params: recommendedQuery(country, limit) }));
  },
  /** The storefront's cities (with areas), event types, amenities and space types with counts, and the price range. */
  async filters(country: string): Promise<VenueFilters> {
    return unwrap(await http.get<DataEnvelope<VenueFilters>>('/v1/venues/filters', { params: { country } }));
  },
  /** GET /v1/venues/places: the areas and cities matching what a person types in "Where", with their venue counts. */
  async places(country: string, q: string, limit?: number): Promise<VenuePlace[]> {
    return unwrap(await http.get<DataEnvelope<VenuePlace[]>>('/v1/venues/places', { params: limit === undefined ? { country, q } : { country, q, limit } }));
  },
  /** A published venue by id or slug; 404 otherwise. */
  async get(idOrSlug: string): Promise<VenueDetail> {
    return unwrap(await http.get<DataEnvelope<VenueDetail>>(venuePath(idOrSlug)));
  },
  /**
   * Answers the page already carries (the server's page data), taken synchronously so the first
   * render shows them: the HTML the server rendered from them then hydrates unchanged. Each is
   * there once; the caller keeps it (a DataCache) for the renders after.
   */
  inlined: {
    search: (p: VenueSearchParams) => inlined<VenueSearchResult>('/v1/venues/search', searchQuery(p)),
    recommended: (country: string, limit?: number) => inlined<VenueCard[]>('/v1/venues/recommended', recommendedQuery(country, limit)),
    get: (idOrSlug: string) => inlined<VenueDetail>(venuePath(idOrSlug)),
  },
  async space(idOrSlug: string, spaceId: string): Promise<SpaceWithVenue> {
    return unwrap(await http.get<DataEnvelope<SpaceWithVenue>>(`/v1/venues/${seg(idOrSlug)}/spaces/${seg(spaceId)}`));
  },
  /** Newest first. */
  async reviews(idOrSlug: string, page?: PageParams): Promise<Page<Review>> {
    return unwrap(await http.get<DataEnvelope<Page<Review>>>(`/v1/venues/${seg(idOrSlug)}/reviews`, { params: pageParams(page) }));
  },
  /** Which spaces are free for a time, with the hire's estimate (GET /v1/venues/{venue}/estimate). */
  async estimate(idOrSlug: string, q: EstimateQuery): Promise<VenueEstimate> {
    const params = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
    return unwrap(await http.get<DataEnvelope<VenueEstimate>>(`/v1/venues/${seg(idOrSlug)}/estimate`, { params }));
  },
  /** Books a space instantly (signed-in customers): the conversation and the accepted offer to pay with paymentsApi.checkoutOffer. */
  async instantBook(idOrSlug: string, spaceId: string, body: InstantBookingInput): Promise<InstantBooking> {
    return unwrap(await http.post<DataEnvelope<InstantBooking>>(`/v1/venues/${seg(idOrSlug)}/spaces/${seg(spaceId)}/instant-bookings`, body));
  },
};

export const reviewsApi = {
  /** GET /v1/user/reviews: the reviews the signed-in user wrote, newest first. */
  async mine(page?: PageParams): Promise<Page<UserReview>> {
    return unwrap(await http.get<DataEnvelope<Page<UserReview>>>('/v1/user/reviews', { params: pageParams(page) }));
  },
  /** POST /v1/reviews/{id}/report: any signed-in person, once per review (a second report changes nothing). */
  async report(reviewId: string, body: ReviewReport): Promise<ReviewReported> {
    return unwrap(await http.post<DataEnvelope<ReviewReported>>(`/v1/reviews/${seg(reviewId)}/report`, body));
  },
};
