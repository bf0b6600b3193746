import { sql, type SQL } from 'drizzle-orm';
import { OWNER_DASHBOARD_LIMITS } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { rows } from '../../db/sql';

// The owner's dashboard (GET /v1/owner/dashboard): five short lists of the organisation's
// enquiries, bookings, booking requests and offers, each with its total. Every query is bounded by
// the organisation (enquiries.organization_id / bookings.organization_id), never by a venue id the
// caller sends.

/** One row of a list, with the list's total repeated on every row (count(*) over ()). */
export interface DashboardRow {
  id: string;
  enquiry_id: string;
  customer_first: string | null;
  customer_last: string | null;
  venue_name: string;
  space_name: string | null;
  start_ms: number;
  end_ms: number;
  time_zone: string;
  guests: number;
  reference: string | null;
  at_ms: number | null;
  total: number;
}

const LIMIT = OWNER_DASHBOARD_LIMITS.items;
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The select list of a DashboardRow, the same for the five lists: `t` is the alias of the list's
 * table (its id, start_at, end_at and guests), joined to venues `v`, spaces `s` and users `u`;
 * `at` the column of the row's moment. Only this file's constants go in, never a value.
 */
function rowColumns(t: string, { enquiryId, at, reference = 'null' }: { enquiryId: string; at: string | null; reference?: string }): SQL {
  return sql.raw(
    `${t}.id, ${enquiryId} as enquiry_id, u.first_name as customer_first, u.last_name as customer_last, v.name as venue_name, s.name as space_name,
     ${ms(`${t}.start_at`)} as start_ms, ${ms(`${t}.end_at`)} as end_ms, v.time_zone, ${t}.guests, ${reference} as reference,
     ${at ? ms(at) : 'null::float8'} as at_ms, (count(*) over ())::int as total`,
  );
}

export class OwnerDashboardRepository extends Repository {
  /** Enquiries made since midnight in their venue's zone, newest first. */
  async enquiriesToday(org: string, now: Date): Promise<DashboardRow[]> {
    return rows<DashboardRow>(
      this.db,
      sql`select ${rowColumns('e', { enquiryId: 'e.id', at: 'e.created_at' })}
          from enquiries e join venues v on v.id = e.venue_id left join spaces s on s.id = e.space_id left join users u on u.id = e.customer_id
          where e.organization_id = ${org}
            and e.created_at >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone v.time_zone) at time zone v.time_zone)
            and e.created_at <= ${now.toISOString()}::timestamptz
          order by e.created_at desc, e.id limit ${LIMIT}`,
    );
  }

  /** Confirmed bookings that have not started yet, soonest first. */
  async upcomingBookings(org: string, now: Date): Promise<DashboardRow[]> {
    return rows<DashboardRow>(
      this.db,
      sql`select ${rowColumns('b', { enquiryId: 'b.enquiry_id', at: null, reference: 'b.reference' })}
          from bookings b join venues v on v.id = b.venue_id left join spaces s on s.id = b.space_id left join users u on u.id = b.customer_id
          where b.organization_id = ${org} and b.status = 'confirmed'
            and b.start_at >= ${now.toISOString()}::timestamptz
          order by b.start_at, b.id limit ${LIMIT}`,
    );
  }

  /** Open conversations whose last message (system ones aside) is the customer's: the longest waiting first. */
  async unanswered(org: string): Promise<DashboardRow[]> {
    return rows<DashboardRow>(
      this.db,
      sql`select ${rowColumns('e', { enquiryId: 'e.id', at: 'last.created_at' })}
          from enquiries e join venues v on v.id = e.venue_id left join spaces s on s.id = e.space_id left join users u on u.id = e.customer_id
          join lateral (select m.side, m.created_at from enquiry_messages m where m.enquiry_id = e.id and m.side <> 'system'
                        order by m.created_at desc, m.id desc limit 1) last on true
          where e.organization_id = ${org} and e.status = 'open' and last.side = 'customer'
          order by last.created_at, e.id limit ${LIMIT}`,
    );
  }

  /** Booking requests still waiting for the venue's answer, the soonest due first. */
  async bookingRequests(org: string, now: Date): Promise<DashboardRow[]> {
    return rows<DashboardRow>(
      this.db,
      sql`select ${rowColumns('r', { enquiryId: 'r.enquiry_id', at: 'r.expires_at' })}
          from booking_requests r join enquiries e on e.id = r.enquiry_id join venues v on v.id = r.venue_id
          left join spaces s on s.id = r.space_id left join users u on u.id = e.customer_id
          where e.organization_id = ${org} and r.status = 'requested' and r.expires_at > ${now.toISOString()}::timestamptz
          order by r.expires_at, r.id limit ${LIMIT}`,
    );
  }

  /** Pending or accepted offers expiring within `expiringHours`, soonest first. */
  async offersExpiring(org: string, now: Date): Promise<DashboardRow[]> {
    return rows<DashboardRow>(
      this.db,
      sql`select ${rowColumns('o', { enquiryId: 'o.enquiry_id', at: 'o.expires_at' })}
          from custom_offers o join enquiries e on e.id = o.enquiry_id join venues v on v.id = o.venue_id
          left join spaces s on s.id = o.space_id left join users u on u.id = e.customer_id
          where e.organization_id = ${org} and o.status in ('pending', 'accepted')
            and o.expires_at > ${now.toISOString()}::timestamptz
            and o.expires_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${OWNER_DASHBOARD_LIMITS.expiringHours})
          order by o.expires_at, o.id limit ${LIMIT}`,
    );
  }
}
