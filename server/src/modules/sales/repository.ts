import { sql, type SQL } from 'drizzle-orm';
import type { ListingStatus } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { rows } from '../../db/sql';

// The sales report's queries (docs/sales.md). Every figure is aggregated by PostgreSQL; the window
// [from, to] is a range of days in each venue's own calendar.

/** Venue statuses that have been live: reported even with no sales in the window. */
const LIVE: readonly ListingStatus[] = ['published', 'suspended', 'archived', 'for_deletion'];

export interface ReportVenue {
  id: string;
  name: string;
  status: ListingStatus;
  timeZone: string;
}

/** grouping(venue, space, month) of a figures row: a bit (4, 2, 1) per column summed over. */
export const LEVEL = { orgMonth: 6, org: 7, venueMonth: 2, venue: 3, space: 1 } as const;

export interface FiguresRow {
  level: number;
  venue_id: string | null;
  space_id: string | null;
  month: string | null;
  currency: string;
  charges: number;
  refunds: number;
  fees: number;
  taxes: number;
  payouts: number;
  bookings: number;
}

export interface SpaceUseRow {
  space_id: string;
  venue_id: string;
  name: string;
  open_hours: number;
  booked_hours: number;
}

export interface ConversionRow {
  /** null: the whole report. */
  venue_id: string | null;
  enquiries: number;
  offers: number;
  bookings: number;
  responded: number;
  median_minutes: number | null;
}

export interface CsvRow {
  reference: string;
  venue: string;
  space: string;
  start: string;
  end: string;
  customer: string;
  customer_email: string;
  status: string;
  currency: string;
  charge: number;
  fee: number;
  tax: number;
  refund: number;
  payout: number;
}

export interface Window {
  venueIds: readonly string[];
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The ids as one uuid[] parameter (they are uuids read from the database). */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Each venue with the instants its window starts and ends at (`w.lo`, `w.hi`) and its time zone. */
const windowCte = (w: Window): SQL => sql`w as (
  select v.id, v.time_zone as tz,
         (${w.from}::date)::timestamp at time zone v.time_zone as lo,
         (${w.to}::date + 1)::timestamp at time zone v.time_zone as hi
  from venues v where v.id = any(${idArray(w.venueIds)})
)`;

/** The sums of one group of ledger rows, signed for the report (fees and refunds as positive amounts). */
const SUMS = sql`
  coalesce(sum(le.amount_minor) filter (where le.kind = 'charge'), 0)::float8 as charges,
  coalesce(-sum(le.amount_minor) filter (where le.kind = 'refund'), 0)::float8 as refunds,
  coalesce(-sum(le.amount_minor) filter (where le.kind = 'fee'), 0)::float8 as fees,
  coalesce(sum(le.amount_minor) filter (where le.kind = 'tax'), 0)::float8 as taxes,
  coalesce(sum(le.amount_minor) filter (where le.kind = 'payout_due'), 0)::float8 as payouts`;

export class SalesRepository extends Repository {
  /** The organisation's venues to report on (live ones and any that ever sold), or the one asked for. */
  async venues(organizationId: string, venueId?: string): Promise<ReportVenue[]> {
    const only = venueId
      ? sql`v.id = ${venueId}`
      : sql`(v.status = any(${`{${LIVE.join(',')}}`}::text[]) or exists (select 1 from ledger_entries le where le.venue_id = v.id))`;
    return rows<ReportVenue>(
      this.db,
      sql`select v.id::text as id, v.name, v.status, v.time_zone as "timeZone"
          from venues v where v.organization_id = ${organizationId} and ${only}
          order by lower(v.name), v.id`,
    );
  }

  /**
   * The ledger summed per currency at five levels in one pass (grouping sets): by month, in total,
   * per venue by month, per venue, per space. Months are calendar months in the venue's time zone;
   * `bookings` counts the first payment of each booking (extra charges are not new bookings).
   */
  async figures(w: Window): Promise<FiguresRow[]> {
    if (!w.venueIds.length) return [];
    return rows<FiguresRow>(
      this.db,
      sql`with ${windowCte(w)}
          select grouping(le.venue_id, b.space_id, m.month)::int as level,
                 le.venue_id::text as venue_id, b.space_id::text as space_id, m.month, le.currency,
                 ${SUMS},
                 (count(*) filter (where le.kind = 'charge' and le.payment_id = b.payment_id))::int as bookings
          from ledger_entries le
          join w on w.id = le.venue_id
          left join bookings b on b.id = le.booking_id
          cross join lateral (select to_char(date_trunc('month', le.occurred_at at time zone w.tz), 'YYYY-MM') as month) m
          where le.occurred_at >= w.lo and le.occurred_at < w.hi
          group by grouping sets ((le.currency, m.month), (le.currency), (le.venue_id, le.currency, m.month), (le.venue_id, le.currency), (le.venue_id, b.space_id, le.currency))`,
    );
  }

  /**
   * Open and booked hours per space: each day's opening hours (the venue's `opening_hours`, in its
   * time zone; not set → 08:00–22:00 every day; a null day is closed; a close at or before the
   * opening runs past midnight) and the part of each booking block inside them. The column is read
   * through to_jsonb so the query also runs before migration 0009 adds it.
   */
  async spaceUse(w: Window): Promise<SpaceUseRow[]> {
    if (!w.venueIds.length) return [];
    return rows<SpaceUseRow>(
      this.db,
      sql`with ${windowCte(w)},
          hours as materialized (
            select v.id as venue_id, coalesce(to_jsonb(v) -> 'opening_hours', 'null'::jsonb) as oh
            from venues v where v.id = any(${idArray(w.venueIds)})
          ),
          days as materialized (
            select w.id as venue_id, w.tz, d::date as day,
                   case when jsonb_typeof(h.oh) = 'object'
                        then h.oh -> (array['sun','mon','tue','wed','thu','fri','sat'])[extract(dow from d)::int + 1]
                        else '{"open":"08:00","close":"22:00"}'::jsonb end as h
            from w join hours h on h.venue_id = w.id
            cross join generate_series(${w.from}::date, ${w.to}::date, interval '1 day') d
          ),
          open as materialized (
            select venue_id, day,
                   tstzrange((day + (h->>'open')::time) at time zone tz,
                             (day + (h->>'close')::time + case when (h->>'close')::time <= (h->>'open')::time then interval '1 day' else interval '0' end) at time zone tz, '[)') as r
            from days
            where jsonb_typeof(h) = 'object' and h->>'open' ~ '^\\d{2}:\\d{2}$' and h->>'close' ~ '^\\d{2}:\\d{2}$'
          ),
          open_hours as (select venue_id, sum(extract(epoch from upper(r) - lower(r))) / 3600 as h from open group by venue_id),
          -- The booking blocks of the window (through the exclusion constraint's index on space and time)…
          blocks as materialized (
            select s.id as space_id, s.venue_id, b.during, w.tz
            from w join spaces s on s.venue_id = w.id
            -- offset 0 keeps the lateral a per-space index scan, whatever the planner's statistics
            cross join lateral (
              select x.during from space_blocks x
              where x.space_id = s.id and x.during && tstzrange(w.lo, w.hi + interval '1 day') and x.kind = 'booking' offset 0
            ) b
          ),
          -- …each met with the opening hours of the days it touches (the day before: a night that runs past midnight).
          booked as (
            select b.space_id, sum(extract(epoch from upper(b.during * o.r) - lower(b.during * o.r))) / 3600 as h
            from blocks b
            cross join lateral generate_series((lower(b.during) at time zone b.tz)::date - 1, (upper(b.during) at time zone b.tz)::date, interval '1 day') d
            join open o on o.venue_id = b.venue_id and o.day = d::date and o.r && b.during
            group by b.space_id
          )
          select s.id::text as space_id, s.venue_id::text as venue_id, s.name,
                 coalesce(oh.h, 0)::float8 as open_hours, coalesce(bk.h, 0)::float8 as booked_hours
          from spaces s
          left join open_hours oh on oh.venue_id = s.venue_id
          left join booked bk on bk.space_id = s.id
          where s.venue_id = any(${idArray(w.venueIds)})
            and (s.status = 'published' or bk.h is not null or exists (select 1 from bookings x where x.space_id = s.id))
          order by s.venue_id, s.sort_order, s.name`,
    );
  }

  /**
   * Enquiries received in the window, per venue and in total: how many got an offer, how many a
   * booking, and the median time from the customer's first message to the venue's first reply (a
   * message or an offer's card) in minutes (percentile_cont ignores the unanswered).
   */
  async conversion(w: Window): Promise<ConversionRow[]> {
    if (!w.venueIds.length) return [];
    return rows<ConversionRow>(
      this.db,
      sql`with ${windowCte(w)},
          r as (
            select e.id, e.venue_id, a.asked,
                   (select min(m.created_at) from enquiry_messages m where m.enquiry_id = e.id and m.side = 'venue' and m.created_at >= a.asked) as replied,
                   exists (select 1 from custom_offers o where o.enquiry_id = e.id) as has_offer,
                   -- bookings are found through their offer (unique index), not by enquiry (no index)
                   exists (select 1 from custom_offers o join bookings b on b.offer_id = o.id where o.enquiry_id = e.id) as has_booking
            from enquiries e
            join w on w.id = e.venue_id
            cross join lateral (
              select coalesce(min(m.created_at), e.created_at) as asked from enquiry_messages m where m.enquiry_id = e.id and m.side = 'customer'
            ) a
            where e.created_at >= w.lo and e.created_at < w.hi
          )
          select case when grouping(r.venue_id) = 0 then r.venue_id::text end as venue_id,
                 count(*)::int as enquiries,
                 (count(*) filter (where has_offer))::int as offers,
                 (count(*) filter (where has_booking))::int as bookings,
                 count(replied)::int as responded,
                 (percentile_cont(0.5) within group (order by extract(epoch from replied - asked)) / 60)::float8 as median_minutes
          from r
          group by grouping sets ((r.venue_id), ())`,
    );
  }

  /** The bookings behind the figures: each booking with ledger rows in the window, its rows summed per currency. */
  async csvRows(w: Window): Promise<CsvRow[]> {
    if (!w.venueIds.length) return [];
    return rows<CsvRow>(
      this.db,
      sql`with ${windowCte(w)}
          select b.reference, v.name as venue, s.name as space,
                 to_char(b.start_at at time zone w.tz, 'YYYY-MM-DD HH24:MI') as start,
                 to_char(b.end_at at time zone w.tz, 'YYYY-MM-DD HH24:MI') as "end",
                 trim(u.first_name || ' ' || u.last_name) as customer, u.email as customer_email, b.status, le.currency,
                 coalesce(sum(le.amount_minor) filter (where le.kind = 'charge'), 0)::float8 as charge,
                 coalesce(-sum(le.amount_minor) filter (where le.kind = 'fee'), 0)::float8 as fee,
                 coalesce(sum(le.amount_minor) filter (where le.kind = 'tax'), 0)::float8 as tax,
                 coalesce(-sum(le.amount_minor) filter (where le.kind = 'refund'), 0)::float8 as refund,
                 coalesce(sum(le.amount_minor) filter (where le.kind = 'payout_due'), 0)::float8 as payout
          from ledger_entries le
          join w on w.id = le.venue_id
          join bookings b on b.id = le.booking_id
          join venues v on v.id = b.venue_id
          join spaces s on s.id = b.space_id
          join users u on u.id = b.customer_id
          where le.occurred_at >= w.lo and le.occurred_at < w.hi
          group by b.id, w.tz, v.name, s.name, u.first_name, u.last_name, u.email, le.currency
          order by min(le.occurred_at), b.reference`,
    );
  }
}
