// The demo owner's venues in every status (docs/owner-venues.md), besides the published
// Singapore venues seedDiscovery gave its organisation (the demo enquiries, bookings and sales use
// those and are left alone): a draft half filled in, one waiting for approval, one rejected with
// the administrator's reason, and one archived after it was on the site.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_OPENING_HOURS, type ListingStatus, type OpeningHours, type SpaceTypeKey } from '@venues/contracts';
import type { Db } from './client';
import { spaces, users, venues } from './schema';
import { seedPhoto } from './seed-media';
import { refreshVenueSummaries } from './venue-summary';

const DAY = 86_400_000;
/** Seed dates are relative to one fixed day, so the demo reads the same on every machine. */
const SEED_DAY = Date.UTC(2026, 4, 1);

type SpaceSeed = {
  name: string;
  type: SpaceTypeKey | '';
  capacity?: [standing: number, seated: number, theatre: number, banquet: number];
  hourly?: number;
  minHours?: number;
  daily?: number;
  status: ListingStatus;
};

type VenueSeed = {
  slug: string;
  name: string;
  status: ListingStatus;
  area: string;
  address: string;
  postalCode: string;
  pin: [number, number] | null;
  description: string;
  eventTypes: string[];
  amenities: string[];
  photos: number;
  openingHours: OpeningHours | null;
  rejectionReason?: string;
  submittedDaysAgo?: number;
  publishedDaysAgo?: number;
  spaces: SpaceSeed[];
};

const WEEKDAY_EVENINGS: OpeningHours = { ...DEFAULT_OPENING_HOURS, fri: { open: '08:00', close: '01:00' }, sat: { open: '10:00', close: '01:00' }, sun: null };

const DEMO: VenueSeed[] = [
  {
    // Half filled in: no address, no pin, no photos yet; the terrace has no capacity or prices.
    slug: 'robertson-quay-loft',
    name: 'Robertson Quay Loft',
    status: 'draft',
    area: 'Robertson Quay',
    address: '',
    postalCode: '',
    pin: null,
    description: 'A riverside loft above a bakery, with tall windows.',
    eventTypes: ['workshops'],
    amenities: ['wifi', 'natural-light'],
    photos: 0,
    openingHours: null,
    spaces: [
      { name: 'Main loft', type: 'studio', capacity: [40, 24, 30, 0], hourly: 9000, minHours: 2, status: 'draft' },
      { name: 'Terrace', type: '', status: 'draft' },
    ],
  },
  {
    slug: 'telok-ayer-studio',
    name: 'Telok Ayer Studio',
    status: 'for_approval',
    area: 'Tanjong Pagar',
    address: '88 Telok Ayer Street',
    postalCode: '048470',
    pin: [1.2812, 103.8478],
    description: 'A shophouse studio with white walls, north light and a small courtyard, made for shoots and workshops.',
    eventTypes: ['workshops', 'photo-shoots', 'meetings'],
    amenities: ['wifi', 'natural-light', 'whiteboard', 'coffee-tea'],
    photos: 3,
    openingHours: WEEKDAY_EVENINGS,
    submittedDaysAgo: 2,
    spaces: [{ name: 'Shophouse studio', type: 'studio', capacity: [35, 20, 25, 0], hourly: 12000, minHours: 2, daily: 80000, status: 'draft' }],
  },
  {
    slug: 'duxton-courtyard',
    name: 'Duxton Courtyard',
    status: 'rejected',
    area: 'Tanjong Pagar',
    address: '21 Duxton Road',
    postalCode: '089487',
    pin: [1.2794, 103.8436],
    description: 'An open-air courtyard behind a row of conservation shophouses, strung with lights for evening parties.',
    eventTypes: ['parties', 'weddings'],
    amenities: ['outdoor-area', 'bar', 'sound-system'],
    photos: 2,
    openingHours: null,
    rejectionReason: 'The photos show an indoor room, not the courtyard. Add photos of the courtyard itself and submit again.',
    submittedDaysAgo: 9,
    spaces: [{ name: 'Courtyard', type: 'garden', capacity: [150, 80, 0, 70], daily: 250000, status: 'draft' }],
  },
  {
    slug: 'keppel-boathouse',
    name: 'Keppel Boathouse',
    status: 'archived',
    area: 'Keppel Bay',
    address: '2 Keppel Bay Vista',
    postalCode: '098382',
    pin: [1.2656, 103.8165],
    description: 'A timber boathouse on the marina, closed for renovation until next season.',
    eventTypes: ['private-dining', 'corporate-events'],
    amenities: ['outdoor-area', 'in-house-catering', 'parking'],
    photos: 2,
    openingHours: WEEKDAY_EVENINGS,
    submittedDaysAgo: 400,
    publishedDaysAgo: 398,
    spaces: [
      { name: 'Boathouse deck', type: 'rooftop', capacity: [90, 50, 0, 40], hourly: 30000, minHours: 3, status: 'published' },
      { name: 'Chart room', type: 'private-dining', capacity: [0, 14, 0, 14], daily: 120000, status: 'published' },
    ],
  },
];

/** Adds the demo owner's venues in each status (called by seed() in its transaction). */
export async function seedOwnerVenues(db: Db, tenantId: string): Promise<void> {
  const [owner] = await db.select({ org: users.organizationId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'owner@demo.test')));
  if (!owner?.org) return;
  const ids: string[] = [];
  for (const [i, d] of DEMO.entries()) {
    const at = (days: number | undefined) => (days === undefined ? null : new Date(SEED_DAY - days * DAY));
    const [v] = await db
      .insert(venues)
      .values({
        tenantId,
        organizationId: owner.org,
        slug: d.slug,
        name: d.name,
        status: d.status,
        country: 'sg',
        city: 'Singapore',
        area: d.area,
        address: d.address,
        postalCode: d.postalCode,
        latitude: d.pin?.[0] ?? null,
        longitude: d.pin?.[1] ?? null,
        timeZone: 'Asia/Singapore',
        currency: 'SGD',
        description: d.description,
        eventTypes: d.eventTypes,
        amenities: d.amenities,
        photos: [...Array(d.photos)].map((_, n) => (n === 0 ? seedPhoto('exterior', i, `${d.name} from the street`) : seedPhoto(d.spaces[0]!.type || 'studio', n, `${d.name}: ${d.spaces[0]!.name.toLowerCase()}`))),
        cancellationPolicy: 'moderate',
        openingHours: d.openingHours,
        rejectionReason: d.rejectionReason ?? '',
        submittedAt: at(d.submittedDaysAgo),
        publishedAt: at(d.publishedDaysAgo),
        createdAt: new Date(SEED_DAY - ((d.submittedDaysAgo ?? 0) + 5) * DAY),
        updatedAt: new Date(SEED_DAY - (d.submittedDaysAgo ?? 1) * DAY),
      })
      .returning({ id: venues.id });
    ids.push(v!.id);
    await db.insert(spaces).values(
      d.spaces.map((s, order) => ({
        tenantId,
        venueId: v!.id,
        name: s.name,
        description: s.type ? `${s.name} of ${d.name}.` : '',
        spaceType: s.type,
        capacityStanding: s.capacity?.[0] ?? 0,
        capacitySeated: s.capacity?.[1] ?? 0,
        capacityTheatre: s.capacity?.[2] ?? 0,
        capacityBanquet: s.capacity?.[3] ?? 0,
        currency: 'SGD',
        pricePerHourMinor: s.hourly ?? null,
        minHours: s.minHours ?? 1,
        pricePerDayMinor: s.daily ?? null,
        photos: s.type ? [seedPhoto(s.type, order, `${d.name}: ${s.name.toLowerCase()}`)] : [],
        status: s.status,
        sortOrder: order,
      })),
    );
  }
  await refreshVenueSummaries(db, tenantId, ids);
}
