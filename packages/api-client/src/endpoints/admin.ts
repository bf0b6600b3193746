import {
  LISTING_PHOTO_LIMITS,
  type AdminAccount,
  type AdminOptionalReason,
  type AdminRatingOverviewQuery,
  type AdminReason,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminRoleChange,
  type AdminStorefront,
  type AdminVenueAction,
  type AdminVenueList,
  type AdminVenueListQuery,
  type AdminVenueRatings,
  type AdminVenueReview,
  type AuditEntry,
  type AuditLogQuery,
  type DataEnvelope,
  type Page,
  type StorefrontCreate,
  type StorefrontPatch,
} from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap } from './unwrap';

// The admin modules of the server (server/src/modules/admin*, docs/admin.md): storefronts, venue
// review, ratings, administrators' roles and the audit trail. Every call is checked against
// ADMIN_PERMISSIONS; refunds stay with bookingsApi (the bookings module serves them).

const STOREFRONTS = '/v1/admin/country-settings';
const VENUES = '/v1/admin/venues';
const REVIEWS = '/v1/admin/reviews';
const ADMINS = '/v1/admin/admins';
type Progress = (fraction: number) => void;

/** Only the query values that were given (empty strings and undefined are left out). */
function given<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
}

export const adminApi = {
  // --- Storefronts -------------------------------------------------------------------------
  /** Every storefront (enabled or not) with its money settings and published venues. */
  async storefronts(): Promise<AdminStorefront[]> {
    return unwrap(await http.get<DataEnvelope<AdminStorefront[]>>(STOREFRONTS));
  },
  async storefront(id: string): Promise<AdminStorefront> {
    return unwrap(await http.get<DataEnvelope<AdminStorefront>>(`${STOREFRONTS}/${seg(id)}`));
  },
  /** 409 naming `cca2` when it is already a storefront; 400 naming the field otherwise. */
  async createStorefront(body: StorefrontCreate): Promise<AdminStorefront> {
    return unwrap(await http.post<DataEnvelope<AdminStorefront>>(STOREFRONTS, body));
  },
  /** Any of the fields; `enabled: false` disables, `is_default: true` makes it the default, `photo` reorders or removes. */
  async patchStorefront(id: string, body: StorefrontPatch): Promise<AdminStorefront> {
    return unwrap(await http.patch<DataEnvelope<AdminStorefront>>(`${STOREFRONTS}/${seg(id)}`, body));
  },
  /** Appends one photo (multipart, the venue photos' field and limits). */
  async uploadStorefrontPhoto(id: string, file: File, opts: { onProgress?: Progress } = {}): Promise<AdminStorefront> {
    const form = new FormData();
    form.append(LISTING_PHOTO_LIMITS.field, file, file.name);
    const onUploadProgress = opts.onProgress ? (e: { loaded: number; total?: number }) => opts.onProgress?.(e.total ? e.loaded / e.total : 0) : undefined;
    return unwrap(await http.post<DataEnvelope<AdminStorefront>>(`${STOREFRONTS}/${seg(id)}/photos`, form, { onUploadProgress }));
  },

  // --- Venue review ------------------------------------------------------------------------
  /** One tab (for_approval by default, oldest submission first) with every tab's count. */
  async venues(query: AdminVenueListQuery = {}): Promise<AdminVenueList> {
    return unwrap(await http.get<DataEnvelope<AdminVenueList>>(VENUES, { params: given(query) }));
  },
  /** The venue as its public page will show it, its team, what changed since the last approval and the allowed actions. */
  async venue(id: string): Promise<AdminVenueReview> {
    return unwrap(await http.get<DataEnvelope<AdminVenueReview>>(`${VENUES}/${seg(id)}`));
  },
  async approveVenue(id: string): Promise<AdminVenueReview> {
    return adminApi.venueAction(id, 'approve');
  },
  /** The reason is mailed to the owner. */
  async rejectVenue(id: string, body: AdminReason): Promise<AdminVenueReview> {
    return adminApi.venueAction(id, 'reject', body);
  },
  async suspendVenue(id: string, body: AdminReason): Promise<AdminVenueReview> {
    return adminApi.venueAction(id, 'suspend', body);
  },
  async restoreVenue(id: string, body: AdminOptionalReason = {}): Promise<AdminVenueReview> {
    return adminApi.venueAction(id, 'restore', body);
  },
  /** For venues put up for deletion only: the venue leaves every list and page. */
  async removeVenue(id: string): Promise<AdminVenueReview> {
    return adminApi.venueAction(id, 'remove');
  },
  /** POST /v1/admin/venues/{id}/<action>; 409 naming the status when the step is not allowed now. */
  async venueAction(id: string, action: AdminVenueAction, body: AdminReason | AdminOptionalReason = {}): Promise<AdminVenueReview> {
    return unwrap(await http.post<DataEnvelope<AdminVenueReview>>(`${VENUES}/${seg(id)}/${action}`, body));
  },

  // --- Ratings -----------------------------------------------------------------------------
  /** Every review, newest first, with up to five report reasons. */
  async reviews(query: AdminReviewListQuery = {}): Promise<Page<AdminReview>> {
    return unwrap(await http.get<DataEnvelope<Page<AdminReview>>>(REVIEWS, { params: given(query) }));
  },
  /** Each venue's ratings at a glance, most reported first. */
  async ratingsOverview(query: AdminRatingOverviewQuery = {}): Promise<Page<AdminVenueRatings>> {
    return unwrap(await http.get<DataEnvelope<Page<AdminVenueRatings>>>(`${REVIEWS}/venues`, { params: given(query) }));
  },
  /** Hides a review (the venue's rating is recomputed; the author is told by mail with the reason). */
  async hideReview(id: string, body: AdminReason): Promise<AdminReview> {
    return unwrap(await http.post<DataEnvelope<AdminReview>>(`${REVIEWS}/${seg(id)}/hide`, body));
  },
  async restoreReview(id: string, body: AdminOptionalReason = {}): Promise<AdminReview> {
    return unwrap(await http.post<DataEnvelope<AdminReview>>(`${REVIEWS}/${seg(id)}/restore`, body));
  },

  // --- Administrators ----------------------------------------------------------------------
  async admins(): Promise<AdminAccount[]> {
    return unwrap(await http.get<DataEnvelope<AdminAccount[]>>(ADMINS));
  },
  /** Never your own role (403); the last full administrator stays one (409). */
  async changeAdminRole(id: string, body: AdminRoleChange): Promise<AdminAccount> {
    return unwrap(await http.patch<DataEnvelope<AdminAccount>>(`${ADMINS}/${seg(id)}`, body));
  },

  // --- Audit trail -------------------------------------------------------------------------
  /** Newest first; `from`/`to` are UTC days, both included. */
  async auditLog(query: AuditLogQuery = {}): Promise<Page<AuditEntry>> {
    return unwrap(await http.get<DataEnvelope<Page<AuditEntry>>>('/v1/admin/audit-log', { params: given(query) }));
  },
};
