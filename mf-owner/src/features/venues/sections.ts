import type { FieldError, OwnerVenue } from '@venues/contracts';

/** A venue's sections: the wizard's steps and the editor's `venue/{venueId}/{formId}` pages. */
export const VENUE_SECTIONS = [
  { id: 'details', title: 'Name and description', hint: 'What the venue is and which events it suits', fields: ['name', 'description', 'event_types', 'amenities'] },
  { id: 'location', title: 'Location', hint: 'Address, map pin and time zone', fields: ['city', 'area', 'address', 'postal_code', 'latitude', 'longitude', 'time_zone', 'country'] },
  { id: 'photos', title: 'Photos', hint: 'The first photo is the cover', fields: ['photos'] },
  { id: 'spaces', title: 'Spaces', hint: 'Rooms and areas guests book, with capacity and prices', fields: ['spaces'] },
  { id: 'policies', title: 'Hours and policies', hint: 'Opening hours, cancellation policy, tax number', fields: ['opening_hours', 'cancellation_policy', 'tax_registration_number'] },
] as const;
export type VenueSectionId = (typeof VENUE_SECTIONS)[number]['id'];

export const isVenueSection = (id: string | undefined): id is VenueSectionId => VENUE_SECTIONS.some((s) => s.id === id);

/** Which section a missing field belongs to (`spaces.0.pricing` → spaces). */
export function sectionOfField(field: string): VenueSectionId {
  const head = field.split('.')[0] ?? field;
  return VENUE_SECTIONS.find((s) => (s.fields as readonly string[]).includes(head))?.id ?? 'details';
}

/** The venue's missing fields, grouped by section. */
export function missingBySection(missing: readonly FieldError[]): Record<VenueSectionId, FieldError[]> {
  const out = Object.fromEntries(VENUE_SECTIONS.map((s) => [s.id, [] as FieldError[]])) as Record<VenueSectionId, FieldError[]>;
  for (const m of missing) out[sectionOfField(m.field)].push(m);
  return out;
}

/** A space's sections: `spaces/{spaceId}/{spaceFormId}`. */
export const SPACE_SECTIONS = [
  { id: 'details', title: 'Details', hint: 'Name, type, size, description and features' },
  { id: 'capacity', title: 'Capacity and prices', hint: 'Guests per layout, hourly and day rates, packages' },
  { id: 'photos', title: 'Photos', hint: 'Photos of this space' },
  { id: 'instant-book', title: 'Instant book', hint: 'Let customers book and pay at once, within your rules' },
] as const;
export type SpaceSectionId = (typeof SPACE_SECTIONS)[number]['id'];
export const isSpaceSection = (id: string | undefined): id is SpaceSectionId => SPACE_SECTIONS.some((s) => s.id === id);

/**
 * The hours and policies were never set: the venue shows the defaults (08:00–22:00, the storefront's
 * policy). The section counts as complete only once the owner confirms or saves them.
 */
export const usesDefaults = (venue: Pick<OwnerVenue, 'opening_hours'>) => venue.opening_hours === null;

/** Nothing left to fill in, and nothing only filled in by default. */
export function sectionDone(venue: Pick<OwnerVenue, 'opening_hours' | 'missing'>, id: VenueSectionId): boolean {
  return missingBySection(venue.missing)[id].length === 0 && !(id === 'policies' && usesDefaults(venue));
}
