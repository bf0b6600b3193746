import {
  REVIEW_LIMITS,
  VENUE_EDITABLE_STATUSES,
  venueMachine,
  type Actor,
  type FieldError,
  type ListingStatus,
  type VenueDetail,
  type VenueEvent,
} from '@venues/contracts';
import type { SpaceRow, VenueRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { hourlyMinor, toSpaceDetail, toVenueCard, toVenueDetail } from '../venues/dto';
import type { VenueRepository } from '../venues/repository';
import { isComplete, toOwnerVenue } from './dto';
import type { OwnerVenueRepository } from './repository';

// The rules a venue's listing keeps whoever changes it: the venue team (service.ts, spaces.ts) and
// the administrators' review (modules/admin-review).

/** A venue on the site or waiting for approval keeps what submit asked for (its spaces' gaps aside: one complete space is enough). */
const LIVE: readonly ListingStatus[] = ['for_approval', 'published'];

export const validation = (fields: FieldError[], message: string) => new AppError('VALIDATION_ERROR', message, { fields });

/** The venue when it is the caller's organisation's; another's (or none) is not found, never forbidden. */
export function own(user: AuthUser, v: VenueRow | null, what = 'Venue'): VenueRow {
  if (!v || !user.row.organizationId || v.organizationId !== user.row.organizationId) throw notFound(what);
  return v;
}

/** The spaces the venue's page shows: published ones, and the complete drafts an approval would publish with the venue. */
export function shownSpaces(v: Pick<VenueRow, 'status'>, spaceRows: readonly SpaceRow[]): SpaceRow[] {
  return spaceRows.filter((s) => s.status === 'published' || (v.status !== 'published' && s.status === 'draft' && isComplete(s)));
}

/**
 * The venue as the public venue page will show it, in any status (the owner's preview and the
 * administrators' review): its shown spaces and its reviews (hidden ones left out).
 */
export async function venuePage(repo: OwnerVenueRepository, publicVenues: VenueRepository, v: VenueRow): Promise<VenueDetail> {
  const [spaceRows, distribution, newest, orgName] = await Promise.all([
    repo.spacesOf(v.id),
    publicVenues.ratingDistribution(v.id),
    publicVenues.reviewsPage(v.id, REVIEW_LIMITS.newestOnVenue, 0),
    repo.organizationName(v.organizationId),
  ]);
  const shown = shownSpaces(v, spaceRows);
  const spaces = shown.map(toSpaceDetail).sort((a, b) => a.max_capacity - b.max_capacity || a.name.localeCompare(b.name));
  const min = (xs: (number | null)[]) => xs.reduce<number | null>((m, x) => (x !== null && (m === null || x < m) ? x : m), null);
  const [hour, day, pkg] = [min(shown.map((s) => s.pricePerHourMinor)), min(shown.map((s) => s.pricePerDayMinor)), min(shown.flatMap((s) => s.packages.map((p) => p.amountMinor)))];
  const card = toVenueCard({
    id: v.id,
    slug: v.slug,
    name: v.name,
    city: v.city,
    area: v.area,
    country: v.country,
    photo: v.photos[0] ?? null,
    rating_avg: v.ratingAvg,
    rating_count: v.ratingCount,
    event_types: v.eventTypes,
    max_capacity: Math.max(0, ...spaces.map((s) => s.max_capacity)),
    price_from_minor: hour ?? day ?? pkg,
    price_from_unit: hour !== null ? 'hour' : day !== null ? 'day' : pkg !== null ? 'package' : null,
    price_hourly_minor: hourlyMinor(shown),
    currency: v.currency,
    spaces_count: spaces.length,
    instant_book: shown.some((s) => s.instantBook !== null),
  });
  return toVenueDetail(v, card, spaces, { distribution, newest: newest.rows }, orgName);
}

/** The venue when its team may edit it in its status; else 409 naming the status. */
export function editable(v: VenueRow): VenueRow {
  if (!VENUE_EDITABLE_STATUSES.includes(v.status)) throw new AppError(venueMachine.stateCode(v.status) as never, `This venue is ${v.status.replace('_', ' ')}: it cannot be changed`);
  return v;
}

/** The status a step leads to, or 409 with the code of the state it cannot be taken from. */
export function stepTo(v: VenueRow, event: VenueEvent, actor: Actor): ListingStatus {
  const r = venueMachine.check(v.status, event, actor);
  if (r.ok) return r.to;
  if (r.reason === 'actor') throw new AppError('FORBIDDEN', 'You cannot take this step');
  throw new AppError(r.code as never, `This venue is ${v.status.replace('_', ' ')}: it cannot be ${PAST[event]}`);
}

const PAST: Record<VenueEvent, string> = {
  submit: 'submitted',
  resubmit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  unsuspend: 'restored',
  archive: 'archived',
  restore: 'restored',
  request_deletion: 'put up for deletion',
};

/** A venue waiting for approval or on the site keeps its own fields complete and at least one complete space. */
export function keepsLive(v: VenueRow, spaceRows: readonly SpaceRow[]): void {
  if (!LIVE.includes(v.status)) return;
  const missing = toOwnerVenue(v, spaceRows, { actions: [], editable: true }).missing.filter((m) => !m.field.startsWith('spaces.'));
  if (!spaceRows.some((s) => s.status !== 'archived' && isComplete(s)) && !missing.some((m) => m.field === 'spaces')) {
    missing.push({ field: 'spaces', message: 'Keep at least one complete space' });
  }
  if (missing.length) throw validation(missing, `A venue ${v.status === 'published' ? 'on the site' : 'waiting for approval'} must stay complete: ${missing.map((m) => m.field).join(', ')}`);
}
