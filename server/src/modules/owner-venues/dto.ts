// Rows → the owner answers of @venues/contracts. Prices leave here in major units.
import {
  spaceMissing,
  venueMissing,
  type AmenityKey,
  type EventTypeKey,
  type OwnerSpace,
  type OwnerVenue,
  type OwnerVenueSummary,
  type SpaceTypeKey,
  type VenueEvent,
} from '@venues/contracts';
import { SPACE_TYPE_KEYS } from '@venues/contracts';
import type { SpaceRow, VenueRow } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { toOwnerPhoto } from './photos';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const spaceTypeOf = (s: SpaceRow): SpaceTypeKey | null => ((SPACE_TYPE_KEYS as readonly string[]).includes(s.spaceType) ? (s.spaceType as SpaceTypeKey) : null);

export function toOwnerSpace(s: SpaceRow): OwnerSpace {
  const base = {
    name: s.name,
    space_type: spaceTypeOf(s),
    capacity: { standing: s.capacityStanding, seated: s.capacitySeated, theatre: s.capacityTheatre, banquet: s.capacityBanquet },
    pricing: {
      currency: s.currency,
      per_hour: s.pricePerHourMinor === null ? null : { amount: toMajor(s.pricePerHourMinor, s.currency), min_hours: s.minHours },
      per_day: s.pricePerDayMinor === null ? null : { amount: toMajor(s.pricePerDayMinor, s.currency) },
      packages: s.packages.map((p) => ({ name: p.name, description: p.description, amount: toMajor(p.amountMinor, s.currency), per_person: p.perPerson, hours: p.hours })),
    },
  };
  return {
    _id: s.id,
    venue_id: s.venueId,
    status: s.status,
    ...base,
    description: s.description,
    size_sqm: s.sizeSqm,
    features: s.features,
    photos: s.photos.map(toOwnerPhoto),
    instant_book: s.instantBook ?? null,
    missing: spaceMissing(base),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** Whether a space has everything it needs to be published. */
export const isComplete = (s: SpaceRow): boolean => toOwnerSpace(s).missing.length === 0;

/** The venue as its editor shows it: every space but the archived ones, its gaps, the steps the caller may take. */
export function toOwnerVenue(v: VenueRow, spaceRows: readonly SpaceRow[], caller: { actions: VenueEvent[]; editable: boolean }): OwnerVenue {
  const spaces = spaceRows.filter((s) => s.status !== 'archived').map(toOwnerSpace);
  const answer: Omit<OwnerVenue, 'missing'> = {
    _id: v.id,
    slug: v.slug,
    status: v.status,
    name: v.name,
    country: v.country,
    city: v.city,
    area: v.area,
    address: v.address,
    postal_code: v.postalCode,
    latitude: v.latitude,
    longitude: v.longitude,
    description: v.description,
    event_types: v.eventTypes as EventTypeKey[],
    amenities: v.amenities as AmenityKey[],
    cancellation_policy: v.cancellationPolicy,
    time_zone: v.timeZone,
    tax_registration_number: v.taxRegistrationNumber,
    opening_hours: v.openingHours ?? null,
    currency: v.currency,
    photos: v.photos.map(toOwnerPhoto),
    spaces,
    rejection_reason: v.status === 'rejected' && v.rejectionReason ? v.rejectionReason : null,
    actions: caller.actions,
    editable: caller.editable,
    submitted_at: iso(v.submittedAt),
    published_at: iso(v.publishedAt),
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
  return { ...answer, missing: venueMissing(answer) };
}

export function toOwnerVenueSummary(v: VenueRow, spaceRows: readonly SpaceRow[]): OwnerVenueSummary {
  const full = toOwnerVenue(v, spaceRows, { actions: [], editable: false });
  return {
    _id: v.id,
    slug: v.slug,
    name: v.name,
    status: v.status,
    country: v.country,
    city: v.city,
    photo: v.photos[0] ?? null,
    spaces_count: full.spaces.length,
    missing_count: full.missing.length,
    rejection_reason: full.rejection_reason,
    submitted_at: full.submitted_at,
    published_at: full.published_at,
    updated_at: full.updated_at,
  };
}
