import type { z } from 'zod';
import { LISTING_PHOTO_LIMITS, type ListingStatus, type OwnerSpace, type photosBody, type spaceCreateBody, type spacePatchBody } from '@venues/contracts';
import type { SpacePackageRow, SpaceRow, TenantRow, VenueRow } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { toMinor } from '../../lib/money';
import type { AuthUser } from '../../types';
import { isComplete, toOwnerSpace } from './dto';
import { editable, keepsLive, own, validation } from './listing';
import { PhotoAlbum } from './photo-album';
import type { ListingPhotos, PhotoUpload } from './photos';
import type { OwnerVenueRepository, SpaceUpdate } from './repository';

// The bodies as the routes' validation hands them over (trimmed, defaults filled in).
type SpaceCreate = z.output<typeof spaceCreateBody>;
type SpacePatch = z.output<typeof spacePatchBody>;
type PhotosOrder = z.output<typeof photosBody>;

type SpaceInVenue = { venue: VenueRow; space: SpaceRow };

/**
 * The spaces of the venue team's venues (docs/owner-venues.md) and their photos. As for venues
 * (service.ts), the routes check the team permission, every space must be of the caller's
 * organisation's venue (else 404), and every write runs in one transaction with the venue's row
 * locked, refreshing search in that transaction when the venue is on the site.
 */
export class OwnerSpaceService {
  private readonly album: PhotoAlbum<SpaceInVenue, SpaceRow>;

  constructor(
    private readonly repo: OwnerVenueRepository,
    photos: ListingPhotos,
  ) {
    this.album = new PhotoAlbum(repo, photos, {
      open: (r, user, spaceId) => this.editSpace(r, user, spaceId),
      photosOf: ({ space }) => space.photos,
      save: async (r, tenantId, { venue, space }, next) => {
        const row = await r.updateSpace(space.id, { photos: next });
        if (venue.status === 'published' && space.status === 'published') await r.refreshSummaries(tenantId, [venue.id]);
        return row;
      },
      max: LISTING_PHOTO_LIMITS.perSpace,
      full: `A space has at most ${LISTING_PHOTO_LIMITS.perSpace} photos`,
    });
  }

  async getSpace(user: AuthUser, spaceId: string): Promise<OwnerSpace> {
    const s = await this.repo.space(user.tenantId, spaceId);
    own(user, s ? await this.repo.venue(user.tenantId, s.venueId) : null, 'Space');
    return toOwnerSpace(s!);
  }

  /** Checks the caller may edit the space now (before an upload is read). */
  async editableSpace(user: AuthUser, spaceId: string): Promise<void> {
    const s = await this.repo.space(user.tenantId, spaceId);
    const v = own(user, s ? await this.repo.venue(user.tenantId, s.venueId) : null, 'Space');
    editable(v);
    if (s!.status === 'archived') throw new AppError('CONFLICT', 'This space was removed');
  }

  async createSpace(user: AuthUser, venueId: string, body: SpaceCreate): Promise<OwnerSpace> {
    const s = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const v = editable(own(user, await repo.lockVenue(user.tenantId, venueId)));
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

  private async editSpace(repo: OwnerVenueRepository, user: AuthUser, spaceId: string): Promise<SpaceInVenue> {
    const space = await repo.space(user.tenantId, spaceId);
    const venue = editable(own(user, space ? await repo.lockVenue(user.tenantId, space.venueId) : null, 'Space'));
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

  async addSpacePhoto(user: AuthUser, tenant: TenantRow, spaceId: string, upload: PhotoUpload): Promise<OwnerSpace> {
    return toOwnerSpace(await this.album.add(user, tenant, spaceId, upload));
  }

  async orderSpacePhotos(user: AuthUser, spaceId: string, body: PhotosOrder): Promise<OwnerSpace> {
    return toOwnerSpace(await this.album.order(user, spaceId, body));
  }

  async removeSpacePhoto(user: AuthUser, spaceId: string, photoId: string): Promise<OwnerSpace> {
    return toOwnerSpace(await this.album.remove(user, spaceId, photoId));
  }
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
  // Instant book's rules replace those stored; null turns it off (docs/adr/0101-instant-book.md).
  if (b.instant_book !== undefined) set.instantBook = b.instant_book;
  return set;
}
