// The shared vocabularies of venue discovery: the server stores these keys, the web shows the labels.
// Plain data with no zod, so a page that only needs a list (the landing page) stays light.
// Keys are stored in the database: add new ones freely, never rename or remove one.
// The derived lists are marked /*#__PURE__*/ so a bundle that does not use one leaves it (and its source list) out.

/** Event types offered in the search box and on the home page. `value` is the `event_type` query value. */
export interface EventType {
  value: string;
  label: string;
}

export const EVENT_TYPES = [
  { value: 'meetings', label: 'Meetings' },
  { value: 'parties', label: 'Parties' },
  { value: 'corporate-events', label: 'Corporate events' },
  { value: 'conferences', label: 'Conferences' },
  { value: 'workshops', label: 'Workshops' },
  { value: 'weddings', label: 'Weddings' },
  { value: 'product-launches', label: 'Product launches' },
  { value: 'networking', label: 'Networking events' },
  { value: 'private-dining', label: 'Private dining' },
  { value: 'team-offsites', label: 'Team off-sites' },
  { value: 'exhibitions', label: 'Exhibitions' },
  { value: 'photo-shoots', label: 'Photo and film shoots' },
] as const satisfies readonly EventType[];
export type EventTypeKey = (typeof EVENT_TYPES)[number]['value'];
export const EVENT_TYPE_KEYS = /*#__PURE__*/ EVENT_TYPES.map((t) => t.value) as [EventTypeKey, ...EventTypeKey[]];

export type AmenityGroup = 'equipment' | 'food-drink' | 'comfort' | 'access';
export interface Amenity {
  value: string;
  label: string;
  group: AmenityGroup;
}

/** What a venue offers; `amenities` in the search query requires all of the listed ones. */
export const AMENITIES = [
  { value: 'wifi', label: 'Wi-Fi', group: 'equipment' },
  { value: 'projector', label: 'Projector', group: 'equipment' },
  { value: 'screen', label: 'TV or screen', group: 'equipment' },
  { value: 'sound-system', label: 'Sound system', group: 'equipment' },
  { value: 'microphone', label: 'Microphones', group: 'equipment' },
  { value: 'video-conferencing', label: 'Video conferencing', group: 'equipment' },
  { value: 'whiteboard', label: 'Whiteboard', group: 'equipment' },
  { value: 'stage', label: 'Stage', group: 'equipment' },
  { value: 'stage-lighting', label: 'Stage lighting', group: 'equipment' },
  { value: 'in-house-catering', label: 'In-house catering', group: 'food-drink' },
  { value: 'external-catering', label: 'External catering allowed', group: 'food-drink' },
  { value: 'bar', label: 'Bar and alcohol licence', group: 'food-drink' },
  { value: 'kitchen', label: 'Kitchen access', group: 'food-drink' },
  { value: 'coffee-tea', label: 'Coffee and tea', group: 'food-drink' },
  { value: 'air-conditioning', label: 'Air conditioning', group: 'comfort' },
  { value: 'natural-light', label: 'Natural light', group: 'comfort' },
  { value: 'outdoor-area', label: 'Outdoor area', group: 'comfort' },
  { value: 'dance-floor', label: 'Dance floor', group: 'comfort' },
  { value: 'breakout-rooms', label: 'Breakout rooms', group: 'comfort' },
  { value: 'wheelchair-access', label: 'Wheelchair accessible', group: 'access' },
  { value: 'parking', label: 'Parking', group: 'access' },
  { value: 'public-transport', label: 'Near public transport', group: 'access' },
  { value: 'private-entrance', label: 'Private entrance', group: 'access' },
  { value: 'late-opening', label: 'Open late (after 11 pm)', group: 'access' },
] as const satisfies readonly Amenity[];
export type AmenityKey = (typeof AMENITIES)[number]['value'];
export const AMENITY_KEYS = /*#__PURE__*/ AMENITIES.map((a) => a.value) as [AmenityKey, ...AmenityKey[]];
export const AMENITY_GROUPS: readonly { value: AmenityGroup; label: string }[] = [
  { value: 'equipment', label: 'Equipment' },
  { value: 'food-drink', label: 'Food and drink' },
  { value: 'comfort', label: 'Comfort and layout' },
  { value: 'access', label: 'Access' },
];

export interface SpaceType {
  value: string;
  label: string;
  /** Plural heading for landing pages by space type ("Function rooms"). */
  plural: string;
}

/** The kind of a space; `space_type` in the search query. */
export const SPACE_TYPES = [
  { value: 'meeting-room', label: 'Meeting room', plural: 'Meeting rooms' },
  { value: 'boardroom', label: 'Boardroom', plural: 'Boardrooms' },
  { value: 'function-room', label: 'Function room', plural: 'Function rooms' },
  { value: 'event-hall', label: 'Event hall', plural: 'Event halls' },
  { value: 'ballroom', label: 'Ballroom', plural: 'Ballrooms' },
  { value: 'auditorium', label: 'Auditorium', plural: 'Auditoriums' },
  { value: 'rooftop', label: 'Rooftop', plural: 'Rooftops' },
  { value: 'studio', label: 'Studio', plural: 'Studios' },
  { value: 'restaurant-bar', label: 'Restaurant or bar', plural: 'Restaurants and bars' },
  { value: 'private-dining', label: 'Private dining room', plural: 'Private dining rooms' },
  { value: 'garden', label: 'Garden or outdoor', plural: 'Gardens and outdoor spaces' },
  { value: 'gallery', label: 'Gallery or showroom', plural: 'Galleries and showrooms' },
] as const satisfies readonly SpaceType[];
export type SpaceTypeKey = (typeof SPACE_TYPES)[number]['value'];
export const SPACE_TYPE_KEYS = /*#__PURE__*/ SPACE_TYPES.map((t) => t.value) as [SpaceTypeKey, ...SpaceTypeKey[]];

/** Capacity layouts of a space; 0 capacity means the layout is not offered. */
export const CAPACITY_LAYOUTS = [
  { value: 'standing', label: 'Standing' },
  { value: 'seated', label: 'Seated' },
  { value: 'theatre', label: 'Theatre' },
  { value: 'banquet', label: 'Banquet' },
] as const;
export type CapacityLayout = (typeof CAPACITY_LAYOUTS)[number]['value'];

/**
 * The three policies a venue can choose, as rules: a full refund when cancelled at least
 * `fullHours` before the event, `partialPercent` when at least `partialHours` before, else none.
 */
export const CANCELLATION_POLICIES = [
  { id: 'flexible', label: 'Flexible', fullHours: 7 * 24, partialHours: 48, partialPercent: 50, suits: 'Meetings, workshops and small gatherings booked at short notice' },
  { id: 'moderate', label: 'Moderate', fullHours: 30 * 24, partialHours: 7 * 24, partialPercent: 50, suits: 'Parties, corporate dinners and most mid-sized events' },
  { id: 'strict', label: 'Strict', fullHours: 90 * 24, partialHours: 30 * 24, partialPercent: 50, suits: 'Weddings, conferences and exclusive-use bookings' },
] as const;
export type CancellationPolicyId = (typeof CANCELLATION_POLICIES)[number]['id'];
export const CANCELLATION_POLICY_IDS = /*#__PURE__*/ CANCELLATION_POLICIES.map((p) => p.id) as [CancellationPolicyId, ...CancellationPolicyId[]];

/** Statuses a venue or space can have (docs/spec.md §4); only `published` is public. */
export const LISTING_STATUSES = ['draft', 'for_approval', 'published', 'rejected', 'suspended', 'archived', 'for_deletion'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Sort orders of the venue search; `relevance` is the default. */
export const VENUE_SORTS = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'price_asc', label: 'Price per hour: low to high' },
  { value: 'price_desc', label: 'Price per hour: high to low' },
  { value: 'capacity', label: 'Largest capacity' },
  { value: 'rating', label: 'Top rated' },
  // Reviews come from guests after their events: the most reviewed are the most booked and kept.
  { value: 'popular', label: 'Most reviewed' },
  { value: 'newest', label: 'Newest' },
] as const;
export type VenueSort = (typeof VENUE_SORTS)[number]['value'];
export const VENUE_SORT_KEYS = /*#__PURE__*/ VENUE_SORTS.map((s) => s.value) as [VenueSort, ...VenueSort[]];

/** The unit of a "from" price: per hour, per day, or the cheapest package. */
export const PRICE_UNITS = ['hour', 'day', 'package'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

const labels = <T extends { value: string; label: string }>(list: readonly T[]) => new Map(list.map((x) => [x.value, x.label]));
const EVENT_LABELS = /*#__PURE__*/ labels(EVENT_TYPES);
const AMENITY_LABELS = /*#__PURE__*/ labels(AMENITIES);
const SPACE_TYPE_LABELS = /*#__PURE__*/ labels(SPACE_TYPES);

/** The label of a key, or the key itself for one this build does not know yet. */
export const eventTypeLabel = (key: string): string => EVENT_LABELS.get(key) ?? key;
export const amenityLabel = (key: string): string => AMENITY_LABELS.get(key) ?? key;
export const spaceTypeLabel = (key: string): string => SPACE_TYPE_LABELS.get(key) ?? key;

/**
 * Prices of different units are compared per hour (sort, price filters): a day's price counts as
 * this many hours, a whole-space package as its own hours (docs/adr/0055-price-per-hour.md).
 */
export const HOURS_PER_DAY = 8;
