import type { OwnerDashboard, OwnerDashboardItem, OwnerDashboardList } from '@venues/contracts';
import type { AuthUser } from '../../types';
import type { DashboardRow, OwnerDashboardRepository } from './dashboard-repository';

const iso = (ms: number) => new Date(ms).toISOString();

function item(r: DashboardRow): OwnerDashboardItem {
  return {
    _id: r.id,
    enquiry_id: r.enquiry_id,
    customer_name: `${r.customer_first ?? ''} ${r.customer_last ?? ''}`.trim() || 'A customer',
    venue_name: r.venue_name,
    space_name: r.space_name,
    start_at: iso(r.start_ms),
    end_at: iso(r.end_ms),
    time_zone: r.time_zone,
    guests: r.guests,
    reference: r.reference,
    at: r.at_ms === null ? null : iso(r.at_ms),
  };
}

const list = (rs: DashboardRow[]): OwnerDashboardList => ({ total: rs[0]?.total ?? 0, items: rs.map(item) });
const EMPTY: OwnerDashboardList = { total: 0, items: [] };

/**
 * The owner's dashboard (docs/adr/0106-back-office-homes-and-venue-blocks.md): today's enquiries,
 * upcoming bookings and what waits for an answer, in the caller's organisation only. The route
 * checks `venues.read` (owners and venue admins).
 */
export class OwnerDashboardService {
  constructor(
    private readonly repo: OwnerDashboardRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dashboard(user: AuthUser): Promise<OwnerDashboard> {
    const org = user.row.organizationId;
    if (!org) return { enquiries_today: EMPTY, upcoming_bookings: EMPTY, unanswered: EMPTY, booking_requests: EMPTY, offers_expiring: EMPTY };
    const now = this.now();
    const [today, upcoming, unanswered, requests, expiring] = await Promise.all([
      this.repo.enquiriesToday(org, now),
      this.repo.upcomingBookings(org, now),
      this.repo.unanswered(org),
      this.repo.bookingRequests(org, now),
      this.repo.offersExpiring(org, now),
    ]);
    return { enquiries_today: list(today), upcoming_bookings: list(upcoming), unanswered: list(unanswered), booking_requests: list(requests), offers_expiring: list(expiring) };
  }
}
