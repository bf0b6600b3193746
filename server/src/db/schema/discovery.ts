// Venues, spaces, availability blocks, reviews, favourites and recently viewed.
// SQL drizzle cannot express (the EXCLUDE constraint, the text-search index) is in the
// custom migration that follows the generated one.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns';
import { LISTING_STATUSES, type InstantBookRules, type OpeningHours, type Photo } from '@venues/contracts';
import { organizations, tenants, users } from './core';

const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const photos = () => jsonb('photos').$type<Photo[]>().notNull().default(sql`'[]'::jsonb`);

/** Written by refreshVenueSummaries (db/venue-summary.ts), never by hand. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A PostgreSQL range literal such as `[2026-05-01 10:00+08,2026-05-01 12:00+08)`. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Unique per tenant; the public URL is /<country>/venues/<slug>. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Lowercase ISO 3166-1 alpha-2: the storefront the venue shows in. */
    country: text('country').notNull(),
    /** '' while a draft has none. */
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    /** The map pin the owner places (no geocoding); null while a draft has none. A venue is submitted with it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA zone; a search date is a day in this zone. */
    timeZone: text('time_zone').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: textArray('event_types'),
    amenities: textArray('amenities'),
    photos: photos(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] }).notNull().default('moderate'),
    /** ISO 4217 of the country (null: docs/spec.md §9 no default currency); prices are minor units of it. */
    currency: text('currency'),
    /** The venue's tax registration number (GST, VAT…), printed on its invoices when set. */
    taxRegistrationNumber: text('tax_registration_number').notNull().default(''),
    /** Hours per weekday in the venue's zone (contracts' OpeningHours); null = not set yet, read as 08:00–22:00 every day. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** The administrator's reason of the last rejection ('' otherwise). */
    rejectionReason: text('rejection_reason').notNull().default(''),
    /** When it was last submitted for approval: the administrators' queue order. */
    submittedAt: ts('submitted_at'),
    /**
     * The reviewed fields as an administrator last approved them (docs/admin.md "Venue review"): the
     * review page shows what changed since. Null until the first approval.
     */
    approvedSnapshot: jsonb('approved_snapshot').$type<Record<string, unknown>>(),
    /** The administrator's reason of the current suspension ('' otherwise). */
    suspensionReason: text('suspension_reason').notNull().default(''),
    /** Set when an administrator removed a venue put up for deletion: gone from every list and page, kept for its bookings. */
    removedAt: ts('removed_at'),
    // Denormalised from reviews and published spaces by refreshVenueSummaries (db/venue-summary.ts).
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    spacesCount: integer('spaces_count').notNull().default(0),
    /** Derived: whether a published space is bookable instantly (venue-summary.ts); the search's filter and the card's badge. */
    instantBook: boolean('instant_book').notNull().default(false),
    maxCapacity: integer('max_capacity').notNull().default(0),
    priceFromMinor: integer('price_from_minor'),
    priceFromUnit: text('price_from_unit', { enum: ['hour', 'day', 'package'] }),
    /** The cheapest price per hour any published space comes to (a day as 8 hours, a package over its hours): what price sort and filters compare. */
    priceHourlyMinor: integer('price_hourly_minor'),
    publishedAt: ts('published_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('venues_tenant_slug_uq').on(t.tenantId, t.slug),
    index('venues_org_idx').on(t.organizationId),
    index('venues_for_approval_idx').on(t.tenantId, t.submittedAt).where(sql`${t.status} = 'for_approval'`),
    check('venues_rating_avg_ck', sql`${t.ratingAvg} between 0 and 5`),
    // The pin is placed whole; a venue waiting for approval or on the site has one.
    check('venues_pin_ck', sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is not null or ${t.status} not in ('for_approval', 'published'))`),
  ],
);

/**
 * The search's copy of each published venue: everything a filter, a sort or a facet reads, about
 * 300 bytes a row. The API loads a storefront's rows into its in-memory index
 * (modules/venues/storefront-index.ts). Written only by refreshVenueSummaries: a venue that is
 * not published has no row here.
 */
export const venueSearch = pgTable(
  'venue_search',
  {
    venueId: uuid('venue_id').primaryKey().references(() => venues.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    eventTypes: textArray('event_types'),
    amenities: textArray('amenities'),
    /** Space type → the most guests a published space of that type takes. */
    spaceCaps: jsonb('space_caps').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    maxCapacity: integer('max_capacity').notNull(),
    /** The venue's price per hour (venues.price_hourly_minor): price sort, price filters and the storefront's price range compare like with like. */
    priceFromMinor: integer('price_from_minor'),
    /** Bayesian average of the ratings (few reviews count less): the "top rated" order. */
    ratingScore: doublePrecision('rating_score').notNull(),
    publishedAt: ts('published_at'),
    /**
     * Name (A), area and city (B), spaces and event types (C), description (D): what the API's
     * text index is built from. Here rather than on venues: a venue row is wide enough to push it out to TOAST.
     */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * The venue's distinct words as written (lowercase, unstemmed, 3+ characters, not all digits):
     * the storefront's vocabulary, in which the search corrects a misspelt word.
     */
    words: textArray('words'),
  },
  (t) => [index('venue_search_storefront_idx').on(t.tenantId, t.country)],
);

/**
 * A counter per storefront, moved by every refresh of its venues: an API node's in-memory search
 * index of that storefront is current while the number it loaded with is.
 */
export const searchVersions = pgTable(
  'search_versions',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.country] })],
);

export interface SpacePackageRow {
  name: string;
  description: string;
  amountMinor: number;
  perPerson: boolean;
  hours: number;
}

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    spaceType: text('space_type').notNull(),
    /** Guests per layout; 0 = layout not offered. */
    capacityStanding: integer('capacity_standing').notNull().default(0),
    capacitySeated: integer('capacity_seated').notNull().default(0),
    capacityTheatre: integer('capacity_theatre').notNull().default(0),
    capacityBanquet: integer('capacity_banquet').notNull().default(0),
    sizeSqm: integer('size_sqm'),
    currency: text('currency'),
    /** Minor units of currency; null = not offered. */
    pricePerHourMinor: integer('price_per_hour_minor'),
    minHours: integer('min_hours').notNull().default(1),
    pricePerDayMinor: integer('price_per_day_minor'),
    packages: jsonb('packages').$type<SpacePackageRow[]>().notNull().default(sql`'[]'::jsonb`),
    photos: photos(),
    features: textArray('features'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Instant book's rules (docs/adr/0101-instant-book.md); null = not bookable instantly. */
    instantBook: jsonb('instant_book').$type<InstantBookRules>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('spaces_venue_idx').on(t.venueId, t.sortOrder),
    // Lets space_blocks carry its venue with a foreign key that keeps the two in step.
    unique('spaces_id_venue_uq').on(t.id, t.venueId),
    check('spaces_capacity_ck', sql`least(${t.capacityStanding}, ${t.capacitySeated}, ${t.capacityTheatre}, ${t.capacityBanquet}) >= 0`),
    check('spaces_prices_ck', sql`coalesce(${t.pricePerHourMinor}, 0) >= 0 and coalesce(${t.pricePerDayMinor}, 0) >= 0 and ${t.minHours} >= 1`),
  ],
);

export const SPACE_BLOCK_KINDS = ['blocked', 'booking', 'hold'] as const;

/**
 * Time a space is not available: blocked by the venue, booked, or held by a pending or accepted
 * custom offer until it expires (docs/transactions.md). Overlaps are refused by the database
 * (EXCLUDE USING gist (space_id WITH =, during WITH &&), docs/design.md §5), not only in code.
 */
export const spaceBlocks = pgTable(
  'space_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull(),
    /** The space's venue (kept in step by the foreign key): "which venues have a block that day" reads this table alone. */
    venueId: uuid('venue_id').notNull(),
    during: tstzrange('during').notNull(),
    kind: text('kind', { enum: SPACE_BLOCK_KINDS }).notNull().default('blocked'),
    note: text('note').notNull().default(''),
    /** A hold's end (the offer's expires_at): the expiry sweep deletes it then. Null for other kinds. */
    expiresAt: ts('expires_at'),
    /** The custom offer a hold belongs to (foreign key in migration 0006: enquiries.ts imports this file). */
    offerId: uuid('offer_id'),
    /** The booking a `booking` block belongs to (foreign key in migration 0008; bookings.ts imports this file). */
    bookingId: uuid('booking_id'),
    createdAt: created(),
  },
  (t) => [
    foreignKey({ columns: [t.spaceId, t.venueId], foreignColumns: [spaces.id, spaces.venueId], name: 'space_blocks_space_venue_fk' }).onDelete('cascade'),
    uniqueIndex('space_blocks_offer_uq').on(t.offerId),
    uniqueIndex('space_blocks_booking_uq').on(t.bookingId),
    index('space_blocks_hold_expiry_idx').on(t.expiresAt).where(sql`${t.kind} = 'hold'`),
    check('space_blocks_hold_ck', sql`(${t.kind} = 'hold') = (${t.expiresAt} is not null and ${t.offerId} is not null)`),
    check('space_blocks_during_ck', sql`not isempty(${t.during}) and lower_inf(${t.during}) = false and upper_inf(${t.during}) = false`),
  ],
);

/**
 * The local days (in the venue's time zone) each space has a block or booking on, kept by a
 * trigger on space_blocks (custom migration) and rebuilt for a venue by refreshVenueSummaries
 * (its zone or country may change): "which spaces are taken on D in this storefront" is one index
 * range, read by the search's date filter.
 */
export const spaceBlockDays = pgTable(
  'space_block_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    country: text('country').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.country, t.day, t.spaceId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    /** Null for seeded reviewers and deleted accounts; author_name stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Hidden by an administrator (docs/admin.md "Ratings"): off the venue page and out of its rating. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    /** How many people reported it (review_reports), for the moderators' filter. */
    reportsCount: integer('reports_count').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index('reviews_venue_idx').on(t.venueId, t.createdAt.desc(), t.id),
    index('reviews_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const favoriteFolders = pgTable(
  'favorite_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A shortlist shared by link: the link's random token (null: not shared). Co-organisers join with it. */
    shareToken: text('share_token').unique(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('favorite_folders_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

/** Co-organisers of a shared folder: they see it, add venues and vote once signed in. */
export const favoriteFolderMembers = pgTable(
  'favorite_folder_members',
  {
    folderId: uuid('folder_id').notNull().references(() => favoriteFolders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.userId] }), index('favorite_folder_members_user_idx').on(t.userId)],
);

/** One vote per person per venue of a shared folder: +1 (for) or -1 (against). */
export const favoriteVotes = pgTable(
  'favorite_votes',
  {
    folderId: uuid('folder_id').notNull().references(() => favoriteFolders.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.venueId, t.userId] }), check('favorite_votes_value_ck', sql`${t.value} in (-1, 1)`)],
);

export const favorites = pgTable(
  'favorites',
  {
    folderId: uuid('folder_id').notNull().references(() => favoriteFolders.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    /** Who saved it (the owner or a co-organiser of a shared folder); null for older rows. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.venueId] }), index('favorites_venue_idx').on(t.venueId), index('favorites_folder_created_idx').on(t.folderId, t.createdAt.desc())],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] }), index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc())],
);

export type VenueRow = typeof venues.$inferSelect;
export type SpaceRow = typeof spaces.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type FavoriteFolderRow = typeof favoriteFolders.$inferSelect;
