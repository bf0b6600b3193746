import { recentlyViewedApi } from '@venues/api-client';
import { session } from '@venues/session';
import type { VenueCard, VenueDetail } from '@venues/contracts';
import { clearLocalRecent, readLocalRecent, rememberLocally } from './localRecent';

/** The card of a venue page's venue, as result lists show it. */
export function cardOf(v: VenueDetail): VenueCard {
  return {
    _id: v._id,
    slug: v.slug,
    name: v.name,
    city: v.city,
    area: v.area,
    country: v.country,
    photo: v.photo,
    rating_avg: v.rating_avg,
    rating_count: v.rating_count,
    event_types: v.event_types,
    max_capacity: v.max_capacity,
    price_from: v.price_from,
    spaces_count: v.spaces_count,
    location: v.location,
  };
}

/** A venue page was opened: the account's list for users, this browser's for visitors. */
export function recordView(venue: VenueCard): void {
  if (session.isAuthenticated) {
    // Not worth an error message: the page works without it.
    recentlyViewedApi.add(venue._id).catch(() => undefined);
  } else {
    rememberLocally(venue);
  }
}

let merging: Promise<void> | null = null;

/**
 * At sign-in, the browser's list joins the account's (POST /v1/recently-viewed/merge) and is then
 * cleared; one merge at a time. On failure the browser keeps its list and the next page tries again.
 */
export function mergeRecent(): Promise<void> {
  if (merging) return merging;
  const items = readLocalRecent();
  if (!session.isAuthenticated || items.length === 0) return Promise.resolve();
  merging = recentlyViewedApi
    .merge(items.map((i) => ({ venue_id: i.venue._id, viewed_at: i.viewed_at })))
    .then(
      () => clearLocalRecent(),
      () => undefined,
    )
    .finally(() => {
      merging = null;
    });
  return merging;
}
