import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { rows } from '../../db/sql';
import { slotRange } from '../../db/space-calendar';
import type { SpacePackageRow } from '../../db/schema';
import { UUID } from '../../lib/validate';

export interface EstimateVenueRow {
  id: string;
  time_zone: string;
  opening_hours: OpeningHours | null;
  currency: string | null;
  tax_name: string | null;
  tax_bp: number;
  tax_inclusive: boolean;
}

export interface EstimateSpaceRow {
  id: string;
  name: string;
  max_capacity: number;
  currency: string | null;
  price_per_hour_minor: number | null;
  min_hours: number;
  price_per_day_minor: number | null;
  packages: SpacePackageRow[];
}

/** What an estimate reads: the published venue with its storefront's tax, its spaces, and what takes their time. */
export class EstimateRepository extends Repository {
  /** A published venue of an enabled storefront, by id or slug, with the storefront's currency and tax. */
  async venue(tenantId: string, idOrSlug: string): Promise<EstimateVenueRow | null> {
    const match = UUID.test(idOrSlug) ? sql`v.id = ${idOrSlug}::uuid` : sql`v.slug = ${idOrSlug.toLowerCase()}`;
    const [r] = await rows<EstimateVenueRow>(
      this.db,
      sql`select v.id::text as id, v.time_zone, v.opening_hours, coalesce(v.currency, c.currency) as currency,
                 c.tax_name, c.tax_rate_basis_points as tax_bp, c.tax_inclusive
          from venues v
          join country_settings c on c.tenant_id = v.tenant_id and c.cca2 = v.country and c.active
          where v.tenant_id = ${tenantId} and v.status = 'published' and ${match}`,
    );
    return r ?? null;
  }

  /** The venue's published spaces, in their order. */
  spaces(venueId: string): Promise<EstimateSpaceRow[]> {
    return rows<EstimateSpaceRow>(
      this.db,
      sql`select s.id::text as id, s.name,
                 greatest(s.capacity_standing, s.capacity_seated, s.capacity_theatre, s.capacity_banquet) as max_capacity,
                 s.currency, s.price_per_hour_minor, s.min_hours, s.price_per_day_minor, s.packages
          from spaces s where s.venue_id = ${venueId}::uuid and s.status = 'published'
          order by s.sort_order, s.id`,
    );
  }

  /** The spaces of the venue with a booking, a hold or a block overlapping [start, end) (but `ignoreBookingId`'s own block). */
  async takenSpaces(venueId: string, start: Date, end: Date, ignoreBookingId?: string): Promise<Set<string>> {
    const found = await rows<{ space_id: string }>(
      this.db,
      sql`select distinct b.space_id::text as space_id from space_blocks b
          where b.venue_id = ${venueId}::uuid
            and b.during && ${slotRange(start, end)}
            ${ignoreBookingId ? sql`and b.booking_id is distinct from ${ignoreBookingId}::uuid` : sql``}`,
    );
    return new Set(found.map((r) => r.space_id));
  }
}
