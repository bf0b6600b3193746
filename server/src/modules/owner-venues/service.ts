import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  LISTING_PHOTO_LIMITS,
  LISTING_STATUSES,
  OWNER_VENUE_LIMITS,
  slugify,
  teamCan,
  VENUE_EDITABLE_STATUSES,
  VENUE_REVIEWED_FIELDS,
  venueMachine,
  type ListingStatus,
  type OwnerVenue,
  type OwnerVenueList,
  type ownerVenueListQuery,
  type photosBody,
  type venueCreateBody,
  type venuePatchBody,
  type VenueDetail,
  type VenueEvent,
} from '@venues/contracts';
import type { SpaceRow, TenantRow, VenueRow } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import type { AuthUser } from '../../types';
import type { VenueRepository } from '../venues/repository';
import { toOwnerVenue, toOwnerVenueSummary } from './dto';
import { editable, keepsLive, own, stepTo, validation, venuePage } from './listing';
import { PhotoAlbum } from './photo-album';
import type { ListingPhotos, PhotoUpload } from './photos';
import type { OwnerVenueRepository, SpaceUpdate, VenueUpdate } from './repository';

// The bodies as the routes' validation hands them over (trimmed, defaults filled in).
type OwnerVenueListQuery = z.output<typeof ownerVenueListQuery>;
type VenueCreate = z.output<typeof venueCreateBody>;
type VenuePatch = z.output<typeof venuePatchBody>;
type PhotosOrder = z.output<typeof photosBody>;

type Caller = { kind: 'team'; user: AuthUser };
type TeamStep = Extract<VenueEvent, 'submit' | 'archive' | 'restore' | 'request_deletion'>;

/**
 * The venue team's venues (docs/owner-venues.md): drafts that may be incomplete, the status steps
 * of venueMachine and photos (their spaces: spaces.ts; the administrators' steps: modules/admin-review).
 * The routes check the team permission; here every venue must be the caller's organisation's (else 404).
 * Every write runs in one transaction with the venue's row locked, and refreshes the search's
 * rows of a venue that is or was on the site in that same transaction.
 */
export class OwnerVenueService {
  private readonly album: PhotoAlbum<VenueRow, VenueRow>;

  constructor(
    private readonly repo: OwnerVenueRepository,
    private readonly publicVenues: VenueRepository,
    photos: ListingPhotos,
  ) {
    this.album = new PhotoAlbum(repo, photos, {
      open: async (r, user, id) => editable(own(user, await r.lockVenue(user.tenantId, id))),
      photosOf: (venue) => venue.photos,
      save: async (r, tenantId, venue, next) => {
        keepsLive({ ...venue, photos: next }, await r.spacesOf(venue.id));
        const row = await r.updateVenue(venue.id, { photos: next });
        if (venue.status === 'published') await r.refreshSummaries(tenantId, [venue.id]);
        return row;
      },
      max: LISTING_PHOTO_LIMITS.perVenue,
      full: `A venue has at most ${LISTING_PHOTO_LIMITS.perVenue} photos`,
    });
  }

  // ---- reading ----------------------------------------------------------------------------

  async list(user: AuthUser, q: OwnerVenueListQuery): Promise<OwnerVenueList> {
    const org = user.row.organizationId;
    const page = Number(q.page ?? 1);
    const limit = Number(q.limit ?? OWNER_VENUE_LIMITS.defaultLimit);
    const empty = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
    if (!org) return { data: [], page, limit, total: 0, counts: empty };
    const [{ rows, total }, counts] = await Promise.all([
      this.repo.page(user.tenantId, org, { status: q.status, q: q.q, limit, offset: (page - 1) * limit }),
      this.repo.statusCounts(user.tenantId, org),
    ]);
    const spaces = await this.repo.spacesOfMany(rows.map((v) => v.id));
    return {
      data: rows.map((v) => toOwnerVenueSummary(v, spaces.filter((s) => s.venueId === v.id))),
      page,
      limit,
      total,
      counts: Object.fromEntries(LISTING_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<ListingStatus, number>,
    };
  }

  async get(user: AuthUser, id: string): Promise<OwnerVenue> {
    const v = own(user, await this.repo.venue(user.tenantId, id));
    return this.answer({ kind: 'team', user }, v);
  }

  /** Checks the caller may edit the venue now (before an upload is read). */
  async editableVenue(user: AuthUser, id: string): Promise<void> {
    editable(own(user, await this.repo.venue(user.tenantId, id)));
  }

  /** The venue as the public venue page will show it, in any status: its complete spaces (published or not) and its reviews. */
  async preview(user: AuthUser, id: string): Promise<VenueDetail> {
    return venuePage(this.repo, this.publicVenues, own(user, await this.repo.venue(user.tenantId, id)));
  }

  // ---- venues -----------------------------------------------------------------------------

  /** A new draft: only the name is needed; the country defaults to the caller's storefront, the zone to that storefront's usual one. */
  async create(user: AuthUser, body: VenueCreate): Promise<OwnerVenue> {
    const org = user.row.organizationId;
    if (!org) throw new AppError('FORBIDDEN', 'Your account is not part of a venue organisation');
    const country = body.country?.toLowerCase() ?? ((await this.repo.storefront(user.tenantId, user.row.country)) ? user.row.country : await this.repo.firstStorefront(user.tenantId));
    const store = country ? await this.repo.storefront(user.tenantId, country) : null;
    if (!country || !store) throw fieldError('country', 'Venues cannot be listed in this country yet');
    const id = randomUUID();
    const v = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      return repo.insertVenue({
        id,
        tenantId: user.tenantId,
        organizationId: org,
        slug: await this.freeSlug(repo, user.tenantId, body.name, id),
        status: 'draft',
        country,
        currency: store.currency,
        timeZone: body.time_zone ?? (await repo.usualTimeZone(user.tenantId, country)) ?? 'UTC',
        ...venueColumns(body),
        name: body.name.trim(),
      });
    });
    return this.answer({ kind: 'team', user }, v);
  }

  /**
   * Edits a venue. A draft (or rejected, archived) venue may stay incomplete; one waiting for
   * approval or on the site must keep what submit asked for. A published venue whose name or
   * address changes goes back for approval and leaves search until approved (docs/owner-venues.md).
   */
  async patch(user: AuthUser, id: string, body: VenuePatch): Promise<OwnerVenue> {
    const v = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const before = editable(own(user, await repo.lockVenue(user.tenantId, id)));
      const set: VenueUpdate = venueColumns(body);
      if (body.name !== undefined && before.publishedAt === null && body.name.trim() !== before.name) set.slug = await this.freeSlug(repo, user.tenantId, body.name, id);
      const spaceRows = await repo.spacesOf(id);
      if (body.country !== undefined && body.country.toLowerCase() !== before.country) {
        if (before.publishedAt) throw fieldError('country', 'A venue that has been on the site cannot move to another country');
        const store = await repo.storefront(user.tenantId, body.country.toLowerCase());
        if (!store) throw fieldError('country', 'Venues cannot be listed in this country yet');
        set.country = body.country.toLowerCase();
        set.currency = store.currency;
        // Prices keep their amounts in the new currency's units.
        for (const s of spaceRows) await repo.updateSpace(s.id, repriced(s, store.currency));
      }
      const changed = (f: (typeof VENUE_REVIEWED_FIELDS)[number]) => {
        const key = ({ name: 'name', address: 'address', postal_code: 'postalCode', city: 'city', area: 'area', latitude: 'latitude', longitude: 'longitude' } as const)[f];
        return set[key] !== undefined && set[key] !== before[key];
      };
      if (before.status === 'published' && VENUE_REVIEWED_FIELDS.some(changed)) {
        Object.assign(set, { status: stepTo(before, 'resubmit', 'venue'), submittedAt: new Date() });
      }
      const after = { ...before, ...set } as VenueRow;
      keepsLive(after, spaceRows);
      const row = await repo.updateVenue(id, set);
      if (before.status === 'published') await repo.refreshSummaries(user.tenantId, [id]);
      return row;
    });
    return this.answer({ kind: 'team', user }, v);
  }

  /** submit, archive, restore, request_deletion: the team's status steps. */
  async step(user: AuthUser, id: string, event: TeamStep): Promise<OwnerVenue> {
    const v = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const before = own(user, await repo.lockVenue(user.tenantId, id));
      const to = stepTo(before, event, 'venue');
      const spaceRows = await repo.spacesOf(id);
      const set: VenueUpdate = { status: to };
      if (event === 'submit') {
        const missing = toOwnerVenue(before, spaceRows, { actions: [], editable: true }).missing;
        if (missing.length) throw validation(missing, `The venue is not ready: ${missing.map((m) => m.field).join(', ')}`);
        Object.assign(set, { submittedAt: new Date(), rejectionReason: '' });
      }
      // A restored venue starts over as a draft: its spaces are published again when it is approved.
      if (event === 'restore') for (const s of spaceRows.filter((x) => x.status === 'published')) await repo.updateSpace(s.id, { status: 'draft' });
      const row = await repo.updateVenue(id, set);
      await repo.refreshSummaries(user.tenantId, [id]);
      return row;
    });
    return this.answer({ kind: 'team', user }, v);
  }

  // ---- photos -----------------------------------------------------------------------------

  async addVenuePhoto(user: AuthUser, tenant: TenantRow, id: string, upload: PhotoUpload): Promise<OwnerVenue> {
    return this.answer({ kind: 'team', user }, await this.album.add(user, tenant, id, upload));
  }

  async orderVenuePhotos(user: AuthUser, id: string, body: PhotosOrder): Promise<OwnerVenue> {
    return this.answer({ kind: 'team', user }, await this.album.order(user, id, body));
  }

  async removeVenuePhoto(user: AuthUser, id: string, photoId: string): Promise<OwnerVenue> {
    return this.answer({ kind: 'team', user }, await this.album.remove(user, id, photoId));
  }

  // ---- helpers ----------------------------------------------------------------------------

  private async freeSlug(repo: OwnerVenueRepository, tenantId: string, name: string, id: string): Promise<string> {
    const base = slugify(name) || 'venue';
    if (!(await repo.slugTaken(tenantId, base, id))) return base;
    for (;;) {
      const slug = `${base.slice(0, 72)}-${randomBytes(3).toString('hex')}`;
      if (!(await repo.slugTaken(tenantId, slug, id))) return slug;
    }
  }

  private async answer(caller: Caller, v: VenueRow): Promise<OwnerVenue> {
    const spaceRows = await this.repo.spacesOf(v.id);
    const actions = venueMachine
      .available(v.status, 'venue')
      // resubmit is what an edit of name or address does, not a button.
      .filter((e) => e !== 'resubmit' && (e !== 'request_deletion' || teamCan(caller.user.roles, 'venues.request_deletion')));
    return toOwnerVenue(v, spaceRows, { actions, editable: VENUE_EDITABLE_STATUSES.includes(v.status) });
  }
}

/** The venue columns a body sets (undefined: unchanged). */
function venueColumns(b: VenuePatch): VenueUpdate {
  const set: VenueUpdate = {};
  const put = <K extends keyof VenueUpdate>(k: K, v: VenueUpdate[K] | undefined) => void (v !== undefined && (set[k] = v));
  put('name', b.name?.trim());
  put('city', b.city?.trim());
  put('area', b.area?.trim());
  put('address', b.address?.trim());
  put('postalCode', b.postal_code?.trim());
  put('latitude', b.latitude);
  put('longitude', b.longitude);
  put('description', b.description?.trim());
  put('eventTypes', b.event_types ? [...new Set(b.event_types)] : undefined);
  put('amenities', b.amenities ? [...new Set(b.amenities)] : undefined);
  put('cancellationPolicy', b.cancellation_policy);
  put('timeZone', b.time_zone?.trim());
  put('taxRegistrationNumber', b.tax_registration_number?.trim());
  put('openingHours', b.opening_hours);
  return set;
}

/** A space's prices carried into another currency: the same amounts in its units. */
function repriced(s: SpaceRow, currency: string | null): SpaceUpdate {
  const move = (minor: number | null) => (minor === null ? null : Math.max(1, toMinor(toMajor(minor, s.currency), currency)));
  return {
    currency,
    pricePerHourMinor: move(s.pricePerHourMinor),
    pricePerDayMinor: move(s.pricePerDayMinor),
    packages: s.packages.map((p) => ({ ...p, amountMinor: move(p.amountMinor)! })),
  };
}
