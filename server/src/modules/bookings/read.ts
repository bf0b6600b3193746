import type { z } from 'zod';
import { teamCan, type Booking, type BookingListQuery, type bookingListQuery } from '@venues/contracts';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../types';
import type { BookingAnswers } from './answers';
import { bookingCalendar } from './calendar';
import type { BookingRepository } from './repository';
import { bookingAccess, loadBooking } from './shared';

type ListInput = z.output<typeof bookingListQuery>;

/** Reading bookings: one, a page of the caller's (as customer or as a venue's team), or all of them as a calendar file. */
export class BookingReads {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly answers: BookingAnswers,
    private readonly productName: (tenantId: string) => Promise<string>,
    private readonly publicUrl: string,
  ) {}

  async get(user: AuthUser, id: string): Promise<Booking> {
    const { booking, access } = await loadBooking(this.bookings, user, id);
    return this.answers.toBooking(booking, access);
  }

  async list(user: AuthUser, q: ListInput): Promise<{ data: Booking[]; page: number; limit: number; total: number }> {
    let who: { customerId: string } | { organizationId: string };
    if (q.as === 'customer') who = { customerId: user.id };
    else {
      if (!user.row.organizationId || !teamCan(user.roles, 'bookings.read')) throw forbidden("Only a venue's team sees its bookings");
      who = { organizationId: user.row.organizationId };
    }
    const { items, total } = await this.bookings.list(user.tenantId, who, {
      status: q.status,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      enquiryId: q.enquiry_id,
      page: q.page,
      limit: q.limit,
    });
    const data = await Promise.all(items.map((b) => this.answers.toBooking(b, bookingAccess(user, b)!)));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** One booking as an iCalendar file, for its customer and its venue team only (anyone else: 404). */
  async calendarOf(user: AuthUser, id: string): Promise<{ reference: string; ics: string }> {
    const b = await this.get(user, id);
    return { reference: b.reference, ics: bookingCalendar(await this.productName(user.tenantId), [b], this.publicUrl, b.my_side) };
  }

  /** The caller's bookings as an iCalendar file (cancelled ones included, marked so calendars remove them). */
  async calendar(user: AuthUser, q: BookingListQuery): Promise<string> {
    const all: Booking[] = [];
    for (let page = 1; page <= 20; page++) {
      const r = await this.list(user, { ...(q as ListInput), page, limit: 50 });
      all.push(...r.data);
      if (all.length >= r.total) break;
    }
    return bookingCalendar(await this.productName(user.tenantId), all, this.publicUrl, q.as === 'venue' ? 'venue' : 'customer');
  }
}
