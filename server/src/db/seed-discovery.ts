// Demo venues, spaces, availability blocks and reviews in every storefront: deterministic (one
// seeded PRNG, ids drawn from it) and fast (bulk inserts, one summary pass). The bench seeds
// 100,000 venues with the same generator (`venues` option).
import { and, eq } from 'drizzle-orm';
import { amenityLabel, eventTypeLabel, slugify, spaceTypeLabel, type CancellationPolicyId, type CapacityLayout, type ListingStatus, type SpaceTypeKey } from '@venues/contracts';
import { currencyForCountry } from '@venues/geo';
import { toMinor } from '../lib/money';
import type { Db } from './client';
import { organizations, reviews, spaceBlocks, spaces, users, venues, type SpacePackageRow } from './schema';
import {
  ARCHETYPES,
  BASE_HOURLY,
  DESCRIPTION_CLOSERS,
  NAME_PARTS,
  REVIEW_TEXTS,
  SEED_COUNTRIES,
  SPACE_FEATURES,
  SPACE_NAMES,
  SPACE_SIZES,
  type Archetype,
  type SeedCity,
  type SeedCountry,
} from './seed-discovery-data';
import { prng, seedPhoto } from './seed-media';
import { refreshVenueSummaries } from './venue-summary';

export interface DiscoverySeedOptions {
  /** Published venues in all (spread evenly over the storefronts). Default 360. */
  venues?: number;
  /** Reviews per venue at most (default 14; the bench uses fewer). */
  maxReviews?: number;
  /** Called after each batch (the bench prints progress). */
  onProgress?: (done: number, total: number) => void;
}

/** Hidden demo venues, one per storefront, to show that only published ones are public. */
const HIDDEN_STATUSES: ListingStatus[] = ['draft', 'suspended', 'for_approval', 'draft', 'suspended', 'archived', 'draft', 'rejected'];
/** Seed dates are fixed so two seeds are identical: reviews before, blocks after this day. */
const SEED_DAY = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const BATCH = 500;

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
function sample<T>(rand: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]!);
  return out;
}

/** A v4-shaped UUID drawn from the PRNG (deterministic ids). */
function uuid(rand: Rand): string {
  const b = [...Array(16)].map(() => Math.floor(rand() * 256));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
const postal = (rand: Rand, pattern: string) =>
  pattern.replace(/[#A]/g, (c) => (c === '#' ? String(between(rand, 0, 9)) : 'ABDEFGHJLNPQRSTUWXYZ'[between(rand, 0, 19)]!));
const roundTo = (x: number, step: number) => Math.max(step, Math.round(x / step) * step);
/** Labels inside a sentence: "Air conditioning" → "air conditioning", but "Wi-Fi" and "TV" stay. */
const lower = (label: string) => (/^[A-Z][a-z]+(?!-?[A-Z])/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);
const listWords = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

type VenueInsert = typeof venues.$inferInsert;
type SpaceInsert = typeof spaces.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;
type BlockInsert = typeof spaceBlocks.$inferInsert;

interface Batch {
  venues: VenueInsert[];
  spaces: SpaceInsert[];
  reviews: ReviewInsert[];
  blocks: BlockInsert[];
}

interface Ctx {
  rand: Rand;
  tenantId: string;
  slugs: Map<string, number>;
  names: Set<string>;
  orgs: Map<string, string[]>;
  maxReviews: number;
}

function uniqueSlug(ctx: Ctx, name: string, area: string): string {
  let slug = slugify(name);
  if (ctx.slugs.has(slug)) slug = slugify(`${name} ${area}`);
  const n = ctx.slugs.get(slug) ?? 0;
  ctx.slugs.set(slug, n + 1);
  return n === 0 ? slug : `${slug}-${n + 1}`;
}

function makeSpace(ctx: Ctx, c: SeedCountry, currency: string | null, venueId: string, type: SpaceTypeKey, order: number, status: ListingStatus): SpaceInsert {
  const { rand } = ctx;
  const [lo, hi] = SPACE_SIZES[type];
  const max = roundTo(between(rand, lo, hi), lo < 20 ? 1 : 10);
  const layouts: Record<CapacityLayout, number> = {
    standing: ['meeting-room', 'boardroom', 'auditorium', 'private-dining'].includes(type) ? 0 : max,
    seated: Math.round(max * (type === 'boardroom' || type === 'meeting-room' || type === 'private-dining' ? 1 : 0.6)),
    theatre: ['auditorium'].includes(type) ? max : ['boardroom', 'private-dining', 'restaurant-bar', 'studio', 'garden'].includes(type) ? 0 : Math.round(max * 0.8),
    banquet: ['ballroom', 'function-room', 'garden', 'event-hall', 'rooftop', 'restaurant-bar'].includes(type) ? Math.round(max * 0.55) : 0,
  };
  const price = (base: number) => toMinor(roundTo(base * c.priceFactor * (0.7 + rand() * 0.8), c.round), currency);
  const hourly = BASE_HOURLY[type];
  const noHourly = type === 'ballroom' || type === 'private-dining' || (type === 'restaurant-bar' && rand() < 0.5);
  const packages: SpacePackageRow[] = [];
  if (['ballroom', 'private-dining', 'restaurant-bar', 'function-room', 'garden'].includes(type)) {
    packages.push({ name: type === 'ballroom' || type === 'garden' ? 'Wedding banquet' : 'Set dinner', description: 'Venue hire with a set menu, free-flow soft drinks and service staff.', amountMinor: price(type === 'private-dining' ? 95 : 120), perPerson: true, hours: 4 });
  }
  if (['meeting-room', 'boardroom', 'auditorium', 'function-room', 'ballroom'].includes(type) && rand() < 0.6) {
    packages.push({ name: 'Full-day meeting package', description: 'Room, AV, two coffee breaks and a buffet lunch.', amountMinor: price(85), perPerson: true, hours: 8 });
  }
  if (['studio', 'gallery', 'event-hall', 'rooftop'].includes(type) && rand() < 0.5) {
    packages.push({ name: 'Evening exclusive hire', description: 'The whole space from 6 pm to 11 pm with a venue manager.', amountMinor: price(hourly * 4.5), perPerson: false, hours: 5 });
  }
  const name = fill(pick(rand, SPACE_NAMES[type]), { n: String(order + 1), adj: pick(rand, NAME_PARTS.adj) });
  return {
    id: uuid(rand),
    tenantId: ctx.tenantId,
    venueId,
    name,
    description: `${name} is a ${spaceTypeLabel(type).toLowerCase()} for up to ${max} guests. ${pick(rand, SPACE_FEATURES[type])} and ${pick(rand, SPACE_FEATURES[type]).toLowerCase()} included.`,
    spaceType: type,
    capacityStanding: layouts.standing,
    capacitySeated: layouts.seated,
    capacityTheatre: layouts.theatre,
    capacityBanquet: layouts.banquet,
    sizeSqm: Math.round(max * (1.2 + rand())),
    currency,
    pricePerHourMinor: noHourly ? null : price(hourly),
    minHours: noHourly ? 1 : type === 'meeting-room' || type === 'boardroom' ? 1 : between(rand, 2, 4),
    pricePerDayMinor: type === 'private-dining' ? null : price(hourly * 7),
    packages,
    photos: [seedPhoto(type, order, `${name}: illustration of a ${spaceTypeLabel(type).toLowerCase()}`), seedPhoto(type, order + 1)],
    features: sample(rand, SPACE_FEATURES[type], between(rand, 2, 4)),
    status,
    sortOrder: order,
  };
}

function makeVenue(ctx: Ctx, c: SeedCountry, city: SeedCity, status: ListingStatus, batch: Batch, reviewerIds: { id: string; name: string }[]): void {
  const { rand } = ctx;
  const arch: Archetype = pick(rand, ARCHETYPES);
  const area = pick(rand, city.areas);
  // A new name where the storefront already has this one (a few tries; the slug stays unique anyway).
  let name = '';
  for (let attempt = 0; attempt < 8 && (!name || ctx.names.has(`${c.cca2}:${name}`)); attempt++) {
    name = fill(pick(rand, arch.names), {
      area,
      city: city.city,
      brand: pick(rand, NAME_PARTS.brand),
      adj: pick(rand, NAME_PARTS.adj),
      noun: pick(rand, NAME_PARTS.noun),
      person: pick(rand, NAME_PARTS.person),
      num: String(between(rand, 18, 62)),
    });
  }
  ctx.names.add(`${c.cca2}:${name}`);
  const id = uuid(rand);
  const currency = currencyForCountry(c.cca2);
  const eventTypes = sample(rand, arch.eventTypes, between(rand, 3, arch.eventTypes.length));
  const amenities = sample(rand, arch.amenities, between(rand, 4, arch.amenities.length));
  const spaceTypes = sample(rand, arch.spaceTypes, between(rand, 2, Math.min(4, arch.spaceTypes.length)));
  const published = status === 'published';
  spaceTypes.forEach((t, i) => batch.spaces.push(makeSpace(ctx, c, currency, id, t, i, status === 'draft' ? 'draft' : 'published')));
  // Now and then an extra space still in draft: it must not show anywhere public.
  if (published && rand() < 0.12) batch.spaces.push(makeSpace(ctx, c, currency, id, pick(rand, arch.spaceTypes), spaceTypes.length, 'draft'));

  const vars = { name, area: area === city.city ? city.city : `${area}, ${city.city}` };
  const description = [
    fill(arch.intro, vars),
    `Choose from ${spaceTypes.length} spaces — ${listWords(spaceTypes.map((t) => lower(spaceTypeLabel(t))))} — for groups of every size.`,
    `Guests get ${listWords(amenities.slice(0, 4).map((a) => lower(amenityLabel(a))))}.`,
    `Popular for ${listWords(eventTypes.slice(0, 3).map((e) => lower(eventTypeLabel(e))))}.`,
    pick(rand, DESCRIPTION_CLOSERS),
  ].join(' ');
  const age = between(rand, 5, 900);
  const orgs = ctx.orgs.get(c.cca2) ?? [];
  batch.venues.push({
    id,
    tenantId: ctx.tenantId,
    organizationId: orgs.length ? pick(rand, orgs) : null,
    slug: uniqueSlug(ctx, name, area),
    name,
    country: c.cca2,
    city: city.city,
    area,
    address: `${between(rand, 1, 220)} ${pick(rand, c.streets)}`,
    postalCode: postal(rand, city.postal),
    latitude: Math.round((city.lat + (rand() - 0.5) * 0.06) * 1e6) / 1e6,
    longitude: Math.round((city.lng + (rand() - 0.5) * 0.06) * 1e6) / 1e6,
    timeZone: city.tz,
    description,
    eventTypes,
    amenities,
    photos: [
      seedPhoto('exterior', between(rand, 0, 2), `${name}: illustration of the venue from the street`),
      ...spaceTypes.map((t, i) => seedPhoto(t, i, `${name}: illustration of the ${spaceTypeLabel(t).toLowerCase()}`)),
    ],
    status,
    cancellationPolicy: pick<CancellationPolicyId>(rand, ['flexible', 'moderate', 'moderate', 'strict']),
    currency,
    publishedAt: published ? new Date(SEED_DAY - age * DAY) : null,
    createdAt: new Date(SEED_DAY - (age + 10) * DAY),
    updatedAt: new Date(SEED_DAY - age * DAY),
  });

  // Reviews: a venue's quality sets the centre of its ratings.
  const quality = 3.6 + rand() * 1.35;
  const count = rand() < 0.12 ? 0 : between(rand, 1, ctx.maxReviews);
  for (let i = 0; i < count; i++) {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (rand() - 0.5) * 2.2)));
    const band = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
    const reviewer = i === 0 && reviewerIds.length ? reviewerIds.shift()! : null;
    batch.reviews.push({
      id: uuid(rand),
      tenantId: ctx.tenantId,
      venueId: id,
      userId: reviewer?.id ?? null,
      authorName: reviewer?.name ?? pick(rand, c.reviewers),
      rating,
      comment: fill(pick(rand, REVIEW_TEXTS[band]), { event: eventTypeLabel(pick(rand, eventTypes)).toLowerCase() }),
      createdAt: new Date(SEED_DAY - between(rand, 1, Math.min(age, 700)) * DAY - between(rand, 0, 86_000) * 1000),
    });
  }
}

/** Some bookings and blocked days in the months after the seed day, never overlapping. */
function addBlocks(ctx: Ctx, batch: Batch, tzOf: Map<string, string>): void {
  const { rand } = ctx;
  for (const s of batch.spaces) {
    if (s.status !== 'published' || rand() > 0.3) continue;
    const tz = tzOf.get(s.venueId)!;
    const days = new Set<number>();
    const n = between(rand, 1, 3);
    while (days.size < n) days.add(between(rand, 30, 210));
    for (const d of days) {
      const day = new Date(SEED_DAY + d * DAY).toISOString().slice(0, 10);
      const whole = rand() < 0.4;
      const from = whole ? '00:00' : '18:00';
      const to = whole ? `${new Date(SEED_DAY + (d + 1) * DAY).toISOString().slice(0, 10)} 00:00` : `${day} 23:00`;
      batch.blocks.push({
        tenantId: ctx.tenantId,
        id: uuid(rand),
        spaceId: s.id!,
        venueId: s.venueId,
        during: `["${day} ${from} ${tz}","${to} ${tz}")`,
        kind: whole ? 'blocked' : 'booking',
        note: whole ? 'Closed for a private event' : 'Evening booking',
      });
    }
  }
}

async function insertBatch(db: Db, b: Batch): Promise<void> {
  const chunks = <T>(list: T[], size: number) => [...Array(Math.ceil(list.length / size))].map((_, i) => list.slice(i * size, (i + 1) * size));
  for (const c of chunks(b.venues, BATCH)) await db.insert(venues).values(c);
  for (const c of chunks(b.spaces, BATCH)) await db.insert(spaces).values(c);
  for (const c of chunks(b.reviews, BATCH * 2)) await db.insert(reviews).values(c);
  for (const c of chunks(b.blocks, BATCH * 2)) await db.insert(spaceBlocks).values(c);
}

/** Seeds the discovery demo data for a tenant (called by seed() in its transaction). */
export async function seedDiscovery(db: Db, tenantId: string, o: DiscoverySeedOptions = {}): Promise<void> {
  const total = o.venues ?? 360;
  const rand = prng(20261122);
  const ctx: Ctx = { rand, tenantId, slugs: new Map(), names: new Set(), orgs: new Map(), maxReviews: o.maxReviews ?? 14 };

  // Venue organisations: the demo owner's runs part of Singapore; two groups per other storefront.
  const [ownerOrg] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.tenantId, tenantId)).limit(1);
  const orgRows = SEED_COUNTRIES.flatMap((c) => [0, 1].map((i) => ({ id: uuid(rand), tenantId, name: `${pick(rand, NAME_PARTS.brand)} ${['Hospitality', 'Venues', 'Events'][i + (c.cca2.length % 2)]} ${c.cca2.toUpperCase()}` })));
  await db.insert(organizations).values(orgRows);
  SEED_COUNTRIES.forEach((c, i) => ctx.orgs.set(c.cca2, [orgRows[i * 2]!.id, orgRows[i * 2 + 1]!.id, ...(c.cca2 === 'sg' && ownerOrg ? [ownerOrg.id] : [])]));

  // The demo customer has written a few reviews (for the profile's reviews page).
  const [demoUser] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'user@demo.test')));
  const reviewerIds = demoUser ? [...Array(4)].map(() => ({ id: demoUser.id, name: 'Uma U.' })) : [];

  let done = 0;
  let batch: Batch = { venues: [], spaces: [], reviews: [], blocks: [] };
  const flush = async () => {
    const tzOf = new Map(batch.venues.map((v) => [v.id!, v.timeZone]));
    addBlocks(ctx, batch, tzOf);
    await insertBatch(db, batch);
    done += batch.venues.length;
    o.onProgress?.(done, total + SEED_COUNTRIES.length);
    batch = { venues: [], spaces: [], reviews: [], blocks: [] };
  };
  let made = 0;
  for (let i = 0; made < total; i++) {
    for (const c of SEED_COUNTRIES) {
      if (made++ >= total) break;
      makeVenue(ctx, c, c.cities[i % c.cities.length]!, 'published', batch, c.cca2 === 'sg' ? reviewerIds : []);
      if (batch.venues.length >= BATCH * 2) await flush();
    }
  }
  SEED_COUNTRIES.forEach((c, i) => makeVenue(ctx, c, c.cities[0]!, HIDDEN_STATUSES[i % HIDDEN_STATUSES.length]!, batch, []));
  await flush();
  await refreshVenueSummaries(db, tenantId, null);
}
