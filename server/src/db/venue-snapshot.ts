// What an administrator approved, and what changed since (docs/admin.md "Venue review"). Pure: rows
// in, a snapshot (stored in venues.approved_snapshot) or the changes a person reads out.
import { amenityLabel, CANCELLATION_POLICIES, CAPACITY_LAYOUTS, eventTypeLabel, spaceTypeLabel, type VenueChange } from '@venues/contracts';
import type { SpaceRow, VenueRow } from './schema';
import { minorDigits, moneyText, toMajor } from '../lib/money';

/** The reviewed fields of one space, prices in minor units of its currency. */
export interface SpaceSnapshot {
  id: string;
  name: string;
  space_type: string;
  capacity: { standing: number; seated: number; theatre: number; banquet: number };
  currency: string | null;
  per_hour_minor: number | null;
  min_hours: number;
  per_day_minor: number | null;
  packages: { name: string; amount_minor: number; per_person: boolean; hours: number }[];
}

/** The reviewed fields of a venue as approved (raw values: labels are made when the changes are read). */
export interface VenueSnapshot {
  version: 1;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  area: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  event_types: string[];
  amenities: string[];
  cancellation_policy: string;
  photos: number;
  spaces: SpaceSnapshot[];
}

export type SnapshotVenue = Pick<
  VenueRow,
  'name' | 'address' | 'postalCode' | 'city' | 'area' | 'latitude' | 'longitude' | 'description' | 'eventTypes' | 'amenities' | 'cancellationPolicy' | 'photos'
>;
export type SnapshotSpace = Pick<
  SpaceRow,
  'id' | 'name' | 'spaceType' | 'capacityStanding' | 'capacitySeated' | 'capacityTheatre' | 'capacityBanquet' | 'currency' | 'pricePerHourMinor' | 'minHours' | 'pricePerDayMinor' | 'packages'
>;

/** The venue and the spaces its page shows, as a snapshot. */
export function snapshotOf(v: SnapshotVenue, spaces: readonly SnapshotSpace[]): VenueSnapshot {
  return {
    version: 1,
    name: v.name,
    address: v.address,
    postal_code: v.postalCode,
    city: v.city,
    area: v.area,
    latitude: v.latitude,
    longitude: v.longitude,
    description: v.description,
    event_types: [...v.eventTypes],
    amenities: [...v.amenities],
    cancellation_policy: v.cancellationPolicy,
    photos: v.photos.length,
    spaces: spaces.map((s) => ({
      id: s.id,
      name: s.name,
      space_type: s.spaceType,
      capacity: { standing: s.capacityStanding, seated: s.capacitySeated, theatre: s.capacityTheatre, banquet: s.capacityBanquet },
      currency: s.currency,
      per_hour_minor: s.pricePerHourMinor,
      min_hours: s.minHours,
      per_day_minor: s.pricePerDayMinor,
      packages: s.packages.map((p) => ({ name: p.name, amount_minor: p.amountMinor, per_person: p.perPerson, hours: p.hours })),
    })),
  };
}

/** A stored snapshot, or null when there is none (never approved) or it is not one this code wrote. */
export function readSnapshot(stored: unknown): VenueSnapshot | null {
  const s = stored as Partial<VenueSnapshot> | null | undefined;
  return s && s.version === 1 && Array.isArray(s.spaces) && Array.isArray(s.event_types) && Array.isArray(s.amenities) ? (s as VenueSnapshot) : null;
}

// ---------------------------------------------------------------------------------------------
// What a person reads
// ---------------------------------------------------------------------------------------------

/** "SGD 150.50", as the mails and PDFs write money (lib/money.ts); a bare amount without a currency. */
export function money(minor: number, currency: string | null): string {
  return currency ? moneyText(minor, currency) : toMajor(minor, currency).toFixed(minorDigits(currency));
}

const policyLabel = (id: string) => CANCELLATION_POLICIES.find((p) => p.id === id)?.label ?? id;
const pin = (lat: number | null, lng: number | null) => (lat === null || lng === null ? '' : `${lat}, ${lng}`);
const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

function capacity(c: SpaceSnapshot['capacity']): string {
  return CAPACITY_LAYOUTS.filter((l) => c[l.value] > 0)
    .map((l) => `${c[l.value]} ${l.label.toLowerCase()}`)
    .join(', ');
}

const hourly = (s: SpaceSnapshot) => (s.per_hour_minor === null ? '' : `${money(s.per_hour_minor, s.currency)} (at least ${s.min_hours === 1 ? '1 hour' : `${s.min_hours} hours`})`);
const daily = (s: SpaceSnapshot) => (s.per_day_minor === null ? '' : money(s.per_day_minor, s.currency));
const pkg = (p: SpaceSnapshot['packages'][number], currency: string | null) =>
  `${p.name}: ${money(p.amount_minor, currency)}${p.per_person ? ' per person' : ''} for ${p.hours === 1 ? '1 hour' : `${p.hours} hours`}`;

/** One line that sums a space up (an added or removed space). */
function spaceLine(s: SpaceSnapshot): string {
  const price = s.per_hour_minor !== null ? `${money(s.per_hour_minor, s.currency)} per hour` : s.per_day_minor !== null ? `${money(s.per_day_minor, s.currency)} per day` : s.packages[0] ? pkg(s.packages[0], s.currency) : '';
  return [s.name, s.space_type ? spaceTypeLabel(s.space_type) : '', capacity(s.capacity), price].filter(Boolean).join(' · ');
}

/** Lists compare as what was removed (before) and what was added (after), in the order they are listed. */
function listChange(field: string, label: string, before: readonly string[], after: readonly string[], show: (x: string) => string): VenueChange | null {
  const removed = before.filter((x) => !after.includes(x));
  const added = after.filter((x) => !before.includes(x));
  if (!removed.length && !added.length) return null;
  return { field, label, before: removed.map(show).join(', '), after: added.map(show).join(', ') };
}

function textChange(field: string, label: string, before: string, after: string): VenueChange | null {
  return before === after ? null : { field, label, before, after };
}

function spaceChanges(was: SpaceSnapshot, now: SpaceSnapshot): VenueChange[] {
  const at = (f: string) => `spaces.${now.name}.${f}`;
  const label = (what: string) => `${now.name}: ${what}`;
  return [
    textChange(at('name'), `${was.name}: name`, was.name, now.name),
    textChange(at('space_type'), label('type'), was.space_type ? spaceTypeLabel(was.space_type) : '', now.space_type ? spaceTypeLabel(now.space_type) : ''),
    textChange(at('capacity'), label('capacity'), capacity(was.capacity), capacity(now.capacity)),
    textChange(at('pricing.per_hour'), label('hourly price'), hourly(was), hourly(now)),
    textChange(at('pricing.per_day'), label('day price'), daily(was), daily(now)),
    listChange(
      at('pricing.packages'),
      label('packages'),
      was.packages.map((p) => pkg(p, was.currency)),
      now.packages.map((p) => pkg(p, now.currency)),
      (x) => x,
    ),
  ].filter((c): c is VenueChange => c !== null);
}

/**
 * What differs between the venue as last approved and now, in the order of the venue's page: its
 * own fields, then each space (matched by id, so a renamed space is one change, not two), then the
 * spaces gone since. Null when there is no approved snapshot (a first submission).
 */
export function changesSince(approved: VenueSnapshot | null, now: VenueSnapshot): VenueChange[] | null {
  if (!approved) return null;
  const out: (VenueChange | null)[] = [
    textChange('name', 'Name', approved.name, now.name),
    textChange('address', 'Address', approved.address, now.address),
    textChange('postal_code', 'Postal code', approved.postal_code, now.postal_code),
    textChange('city', 'City', approved.city, now.city),
    textChange('area', 'Area', approved.area, now.area),
    textChange('location', 'Map pin', pin(approved.latitude, approved.longitude), pin(now.latitude, now.longitude)),
    textChange('description', 'Description', approved.description, now.description),
    listChange('event_types', 'Event types', approved.event_types, now.event_types, eventTypeLabel),
    listChange('amenities', 'Amenities', approved.amenities, now.amenities, amenityLabel),
    textChange('cancellation_policy', 'Cancellation policy', policyLabel(approved.cancellation_policy), policyLabel(now.cancellation_policy)),
    textChange('photos', 'Photos', photos(approved.photos), photos(now.photos)),
  ];
  const before = new Map(approved.spaces.map((s) => [s.id, s]));
  for (const s of now.spaces) {
    const was = before.get(s.id);
    if (was) out.push(...spaceChanges(was, s));
    else out.push({ field: `spaces.${s.name}`, label: `${s.name}: new space`, before: '', after: spaceLine(s) });
  }
  const kept = new Set(now.spaces.map((s) => s.id));
  for (const s of approved.spaces) if (!kept.has(s.id)) out.push({ field: `spaces.${s.name}`, label: `${s.name}: space removed`, before: spaceLine(s), after: '' });
  return out.filter((c): c is VenueChange => c !== null);
}
