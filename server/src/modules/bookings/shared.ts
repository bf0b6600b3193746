import { REVIEW_WINDOW_DAYS, teamCan } from '@venues/contracts';
import type { BookingRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { EnquiryRepository } from '../enquiries/repository';
import type { EnquiryService } from '../enquiries/service';
import type { NotificationsService } from '../notifications/service';
import type { BookingRepository } from './repository';

// What the booking use cases share: who may see a booking, who hears of it, where its page is.

const DAY = 86_400_000;

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's side of a booking: its customer, or its venue's team; null = not theirs (404). */
export interface BookingAccess {
  side: 'customer' | 'venue';
  /** Owners and venue admins: cancel, extra charges, the venue's review. */
  canManage: boolean;
}

export function bookingAccess(user: AuthUser, b: Pick<BookingRow, 'customerId' | 'organizationId'>): BookingAccess | null {
  if (b.customerId === user.id) return { side: 'customer', canManage: true };
  if (b.organizationId && user.row.organizationId === b.organizationId && teamCan(user.roles, 'bookings.read')) return { side: 'venue', canManage: teamCan(user.roles, 'bookings.manage') };
  return null;
}

/**
 * The booking for a caller on either side, or 404 (another person's booking looks like no booking).
 * Inside a transaction, pass the repository on it.
 */
export async function loadBooking(repo: BookingRepository, user: AuthUser, id: string, opts: { forUpdate?: boolean } = {}): Promise<{ booking: BookingRow; access: BookingAccess }> {
  const b = await repo.booking(user.tenantId, id, { forUpdate: opts.forUpdate });
  const access = b ? bookingAccess(user, b) : null;
  if (!b || !access) throw notFound('Booking');
  return { booking: b, access };
}

/** When a completed booking's reviews close (and extra charges can no longer be asked for). */
export function reviewUntil(b: Pick<BookingRow, 'endAt'>): Date {
  return new Date(b.endAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
}

/** Who hears of a booking (its customer, its venue's team) and the page their notifications open. */
export class BookingAudience {
  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly publicUrl: string,
  ) {}

  /** The customer and the venue's team. */
  async everyone(b: Pick<BookingRow, 'tenantId' | 'customerId' | 'organizationId'>): Promise<string[]> {
    return [b.customerId, ...(await this.enquiries.teamOf(b.tenantId, b.organizationId)).map((t) => t.id)];
  }

  async team(b: Pick<BookingRow, 'tenantId' | 'organizationId'>): Promise<string[]> {
    return (await this.enquiries.teamOf(b.tenantId, b.organizationId)).map((t) => t.id);
  }

  /** The booking's page on the storefront of the venue's country. */
  url(country: string, b: Pick<BookingRow, 'enquiryId' | 'offerId' | 'id'>): string {
    return `${this.publicUrl}/${country}/enquiries/${b.enquiryId}/cancellation/${b.offerId}/booking/${b.id}/details`;
  }
}

/** How a booking's news reaches people: the conversation's system lines, notifications (and their e-mails), sockets. */
export interface BookingNews {
  audience: BookingAudience;
  conversations: EnquiryService;
  notifications: NotificationsService;
  notify: Notify;
}
