import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  LISTING_PHOTO_LIMITS,
  LISTING_STATUSES,
  OWNER_VENUE_LIMITS,
  REVIEW_LIMITS,
  slugify,
  teamCan,
  VENUE_EDITABLE_STATUSES,
  VENUE_REVIEWED_FIELDS,
  venueMachine,
  type Actor,
  type FieldError,
  type ListingStatus,
  type OwnerSpace,
  type OwnerVenue,
  type OwnerVenueList,
  type ownerVenueListQuery,
  type Photo,
  type photosBody,
  type spaceCreateBody,
  type spacePatchBody,
  type venueCreateBody,
  type venuePatchBody,
  type VenueDetail,
  type VenueEvent,
} from '@venues/contracts';
import type { SpacePackageRow, SpaceRow, TenantRow, VenueRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import type { AuthUser } from '../../types';
import { hourlyMinor, toSpaceDetail, toVenueCard, toVenueDetail } from '../venues/dto';
import type { VenueRepository } from '../venues/repository';
import { isComplete, toOwnerSpace, toOwnerVenue, toOwnerVenueSummary } from './dto';
import { photoIdOf, type ListingPhotos, type PhotoUpload } from './photos';
import type { OwnerVenueRepository, SpaceUpdate, VenueUpdate } from './repository';

// The bodies as the routes' validation hands them over (trimmed, defaults filled in).
type OwnerVenueListQuery = z.output<typeof ownerVenueListQuery>;
type VenueCreate = z.output<typeof venueCreateBody>;
type VenuePatch = z.output<typeof venuePatchBody>;
type SpaceCreate = z.output<typeof spaceCreateBody>;
type SpacePatch = z.output<typeof spacePatchBody>;
type PhotosOrder = z.output<typeof photosBody>;

type Caller = { kind: 'team'; user: AuthUser };
type TeamStep = Extract<VenueEvent, 'submit' | 'archive' | 'restore' | 'request_deletion'>;

/** A venue on the site or waiting for approval keeps what submit asked for (its spaces' gaps aside: one complete space is enough). */
const LIVE: readonly ListingStatus[] = ['for_approval', 'published'];

const validation = (fields: FieldError[], message: string) => new AppError('VALIDATION_ERROR', message, { fields });

/**
 * The venue team's venues and spaces (docs/owner-venues.md): drafts that may be incomplete, the
 * status steps of venueMachine and photos (the administrators' steps: modules/admin-review). The routes
 * check the team permission; here every venue must be the caller's organisation's (else 404).
 * Every write runs in one transaction with the venue's row locked, and refreshes the search's
 * rows of a venue that is or was on the site in that same transaction.
 */
export class OwnerVenueService {
  constructor(
    private readonly repo: OwnerVenueRepository,
    private readonly publicVenues: VenueRepository,
    private readonly photos: ListingPhotos,
  ) {}

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
    const v = this.own(user, await this.repo.venue(user.tenantId, id));
    return this.answer({ kind: 'team', user }, v);
  }

  /** Checks the caller may edit the venue now (before an upload is read). */
  async editableVenue(user: AuthUser, id: string): Promise<void> {
    editable(this.own(user, await this.repo.venue(user.tenantId, id)));
  }

  async editableSpace(user: AuthUser, spaceId: string): Promise<void> {
    const s = await this.repo.space(user.tenantId, spaceId);
    const v = this.own(user, s ? await this.repo.venue(user.tenantId, s.venueId) : null, 'Space');
    editable(v);
    if (s!.status === 'archived') throw new AppError('CONFLICT', 'This space was removed');
  }

  /** The venue as the public venue page will show it, in any status: its complete spaces (published or not) and its reviews. */
  async preview(user: AuthUser, id: string): Promise<VenueDetail> {
    return venuePage(this.repo, this.publicVenues, this.own(user, await this.repo.venue(user.tenantId, id)));
  }

  async getSpace(user: AuthUser, spaceId: string): Promise<OwnerSpace> {
    const s = await this.repo.space(user.tenantId, spaceId);
    this.own(user, s ? await this.repo.venue(user.tenantId, s.venueId) : null, 'Space');
    return toOwnerSpace(s!);
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
      const before = editable(this.own(user, await repo.lockVenue(user.tenantId, id)));
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
      const before = this.own(user, await repo.lockVenue(user.tenantId, id));
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

  // ---- spaces -----------------------------------------------------------------------------

  async createSpace(user: AuthUser, venueId: string, body: SpaceCreate): Promise<OwnerSpace> {
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const v = editable(this.own(user, await repo.lockVenue(user.tenantId, venueId)));
      const draft = { ...spaceColumns(body, v.currency, null), name: body.name.trim() };
      const row = await repo.insertSpace({
        tenantId: user.tenantId,
        venueId,
        spaceType: '',
        currency: v.currency,
        sortOrder: await repo.nextSpaceOrder(venueId),
        ...draft,
        status: 'draft',
      });
      return this.settleSpace(repo, user.tenantId, v, row);
    });
    return toOwnerSpace(s);
  }

  /** Edits a space: published at once when complete and its venue is on the site; a published space must stay complete. */
  async patchSpace(user: AuthUser, spaceId: string, body: SpacePatch): Promise<OwnerSpace> {
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const { venue, space } = await this.editSpace(repo, user, spaceId);
      const row = await repo.updateSpace(space.id, spaceColumns(body, venue.currency, space));
      return this.settleSpace(repo, user.tenantId, venue, row);
    });
    return toOwnerSpace(s);
  }

  /** Removes a space from the venue: archived (its bookings and enquiries keep pointing at it), never shown again. */
  async archiveSpace(user: AuthUser, spaceId: string): Promise<OwnerSpace> {
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const { venue, space } = await this.editSpace(repo, user, spaceId);
      const rest = (await repo.spacesOf(venue.id)).map((x) => (x.id === space.id ? { ...x, status: 'archived' as const } : x));
      keepsLive(venue, rest);
      const row = await repo.updateSpace(space.id, { status: 'archived' });
      if (venue.status === 'published') await repo.refreshSummaries(user.tenantId, [venue.id]);
      return row;
    });
    return toOwnerSpace(s);
  }

  private async editSpace(repo: OwnerVenueRepository, user: AuthUser, spaceId: string): Promise<{ venue: VenueRow; space: SpaceRow }> {
    const space = await repo.space(user.tenantId, spaceId);
    const venue = editable(this.own(user, space ? await repo.lockVenue(user.tenantId, space.venueId) : null, 'Space'));
    if (space!.status === 'archived') throw new AppError('CONFLICT', 'This space was removed');
    return { venue, space: space! };
  }

  /** The status a saved space takes, the venue's gaps checked, the search refreshed. */
  private async settleSpace(repo: OwnerVenueRepository, tenantId: string, venue: VenueRow, row: SpaceRow): Promise<SpaceRow> {
    const complete = isComplete(row);
    if (!complete && row.status === 'published') {
      const missing = toOwnerSpace(row).missing;
      throw validation(missing, `A space on the site must stay complete: ${missing.map((m) => m.field).join(', ')}`);
    }
    const status: ListingStatus = complete && venue.status === 'published' ? 'published' : row.status;
    const saved = status === row.status ? row : await repo.updateSpace(row.id, { status });
    keepsLive(venue, (await repo.spacesOf(venue.id)).map((x) => (x.id === saved.id ? saved : x)));
    if (venue.status === 'published') await repo.refreshSummaries(tenantId, [venue.id]);
    return saved;
  }

  // ---- photos -----------------------------------------------------------------------------

  async addVenuePhoto(user: AuthUser, tenant: TenantRow, id: string, upload: PhotoUpload): Promise<OwnerVenue> {
    const photo = await this.photos.store(tenant.code, upload);
    const v = await this.withStored([photo], () =>
      this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const venue = editable(this.own(user, await repo.lockVenue(user.tenantId, id)));
        if (venue.photos.length >= LISTING_PHOTO_LIMITS.perVenue) throw fieldError(LISTING_PHOTO_LIMITS.field, `A venue has at most ${LISTING_PHOTO_LIMITS.perVenue} photos`);
        return this.savePhotos(repo, user.tenantId, venue, [...venue.photos, photo]);
      }),
    );
    return this.answer({ kind: 'team', user }, v);
  }

  async orderVenuePhotos(user: AuthUser, id: string, body: PhotosOrder): Promise<OwnerVenue> {
    let gone: Photo[] = [];
    const v = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const venue = editable(this.own(user, await repo.lockVenue(user.tenantId, id)));
      const next = reordered(venue.photos, body);
      gone = venue.photos.filter((p) => !next.some((n) => n.url === p.url));
      return this.savePhotos(repo, user.tenantId, venue, next);
    });
    await this.photos.forget(gone);
    return this.answer({ kind: 'team', user }, v);
  }

  async removeVenuePhoto(user: AuthUser, id: string, photoId: string): Promise<OwnerVenue> {
    let gone: Photo[] = [];
    const v = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const venue = editable(this.own(user, await repo.lockVenue(user.tenantId, id)));
      gone = venue.photos.filter((p) => photoIdOf(p.url) === photoId);
      if (!gone.length) throw notFound('Photo');
      return this.savePhotos(repo, user.tenantId, venue, venue.photos.filter((p) => photoIdOf(p.url) !== photoId));
    });
    await this.photos.forget(gone);
    return this.answer({ kind: 'team', user }, v);
  }

  private async savePhotos(repo: OwnerVenueRepository, tenantId: string, venue: VenueRow, photos: Photo[]): Promise<VenueRow> {
    keepsLive({ ...venue, photos }, await repo.spacesOf(venue.id));
    const row = await repo.updateVenue(venue.id, { photos });
    if (venue.status === 'published') await repo.refreshSummaries(tenantId, [venue.id]);
    return row;
  }

  async addSpacePhoto(user: AuthUser, tenant: TenantRow, spaceId: string, upload: PhotoUpload): Promise<OwnerSpace> {
    const photo = await this.photos.store(tenant.code, upload);
    const s = await this.withStored([photo], () =>
      this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const { venue, space } = await this.editSpace(repo, user, spaceId);
        if (space.photos.length >= LISTING_PHOTO_LIMITS.perSpace) throw fieldError(LISTING_PHOTO_LIMITS.field, `A space has at most ${LISTING_PHOTO_LIMITS.perSpace} photos`);
        return this.saveSpacePhotos(repo, user.tenantId, venue, space, [...space.photos, photo]);
      }),
    );
    return toOwnerSpace(s);
  }

  async orderSpacePhotos(user: AuthUser, spaceId: string, body: PhotosOrder): Promise<OwnerSpace> {
    let gone: Photo[] = [];
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const { venue, space } = await this.editSpace(repo, user, spaceId);
      const next = reordered(space.photos, body);
      gone = space.photos.filter((p) => !next.some((n) => n.url === p.url));
      return this.saveSpacePhotos(repo, user.tenantId, venue, space, next);
    });
    await this.photos.forget(gone);
    return toOwnerSpace(s);
  }

  async removeSpacePhoto(user: AuthUser, spaceId: string, photoId: string): Promise<OwnerSpace> {
    let gone: Photo[] = [];
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const { venue, space } = await this.editSpace(repo, user, spaceId);
      gone = space.photos.filter((p) => photoIdOf(p.url) === photoId);
      if (!gone.length) throw notFound('Photo');
      return this.saveSpacePhotos(repo, user.tenantId, venue, space, space.photos.filter((p) => photoIdOf(p.url) !== photoId));
    });
    await this.photos.forget(gone);
    return toOwnerSpace(s);
  }

  private async saveSpacePhotos(repo: OwnerVenueRepository, tenantId: string, venue: VenueRow, space: SpaceRow, photos: Photo[]): Promise<SpaceRow> {
    const row = await repo.updateSpace(space.id, { photos });
    if (venue.status === 'published' && space.status === 'published') await repo.refreshSummaries(tenantId, [venue.id]);
    return row;
  }

  /** Runs `save` for photos already stored; when it fails, their files go. */
  private async withStored<T>(stored: Photo[], save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (e) {
      await this.photos.forget(stored);
      throw e;
    }
  }

  // ---- helpers ----------------------------------------------------------------------------

  /** The venue when it is the caller's organisation's; another's (or none) is not found, never forbidden. */
  private own(user: AuthUser, v: VenueRow | null, what = 'Venue'): VenueRow {
    if (!v || !user.row.organizationId || v.organizationId !== user.row.organizationId) throw notFound(what);
    return v;
  }

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
  });
  return toVenueDetail(v, card, spaces, { distribution, newest: newest.rows }, orgName);
}

/** The venue when its team may edit it in its status; else 409 naming the status. */
function editable(v: VenueRow): VenueRow {
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

/** The space columns a body sets, prices in the venue currency's minor units (undefined: unchanged). */
function spaceColumns(b: SpacePatch, currency: string | null, before: SpaceRow | null): SpaceUpdate {
  const set: SpaceUpdate = {};
  const put = <K extends keyof SpaceUpdate>(k: K, v: SpaceUpdate[K] | undefined) => void (v !== undefined && (set[k] = v));
  const minor = (amount: number, field: string) => {
    const m = toMinor(amount, currency);
    if (m < 1) throw fieldError(field, 'The price is too small for the currency');
    return m;
  };
  put('name', b.name?.trim());
  put('spaceType', b.space_type);
  put('description', b.description?.trim());
  if (b.capacity) {
    put('capacityStanding', b.capacity.standing);
    put('capacitySeated', b.capacity.seated);
    put('capacityTheatre', b.capacity.theatre);
    put('capacityBanquet', b.capacity.banquet);
  }
  put('sizeSqm', b.size_sqm);
  const p = b.pricing;
  if (p?.per_hour !== undefined) {
    set.pricePerHourMinor = p.per_hour ? minor(p.per_hour.amount, 'pricing.per_hour.amount') : null;
    set.minHours = p.per_hour?.min_hours ?? before?.minHours ?? 1;
  }
  if (p?.per_day !== undefined) set.pricePerDayMinor = p.per_day ? minor(p.per_day.amount, 'pricing.per_day.amount') : null;
  if (p?.packages !== undefined) {
    set.packages = p.packages.map(
      (k, i): SpacePackageRow => ({
        name: k.name.trim(),
        description: (k.description ?? '').trim(),
        amountMinor: minor(k.amount, `pricing.packages.${i}.amount`),
        perPerson: k.per_person ?? false,
        hours: k.hours,
      }),
    );
  }
  put('features', b.features?.map((f) => f.trim()));
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

/** The photos in the order asked, with their new captions; every id must be one of them (those left out go). */
function reordered(photos: readonly Photo[], body: PhotosOrder): Photo[] {
  const byId = new Map(photos.map((p) => [photoIdOf(p.url), p]));
  return body.photos.map((x, i) => {
    const p = byId.get(x._id);
    if (!p) throw fieldError(`photos.${i}._id`, 'This photo is not one of this listing’s');
    return { ...p, alt: (x.caption ?? '').trim() };
  });
}

