import { z } from 'zod';
import { daysBetween, SALES_MAX_DAYS } from './owner-lists';
import { safeString, inDateBounds, isCalendarDay } from './common';
import type { ListingStatus } from './discovery-lists';

// The owner's sales report (docs/sales.md): what the organisation's venues sold, read from
// the ledger. Amounts are integers in the currency's minor units, one entry per currency: venues
// may sell in several currencies and amounts in different currencies are never added together.


const day = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    safeString({ message: `${label} must be a date (YYYY-MM-DD)` })
      .refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`)
      .refine(...inDateBounds(label))
      .optional(),
  );


/**
 * GET /v1/owner/sales and /v1/owner/sales.csv. `from` and `to` are days in each venue's own
 * calendar, both included; by default the twelve months up to today (this month and the eleven
 * before it). `venue_id` narrows the report to one venue of the caller's organisation.
 */
export const salesQuery = z
  .object({
    from: day('From'),
    to: day('To'),
    venue_id: z.preprocess((v) => (v === '' ? undefined : v), safeString({ message: 'Venue must be a valid id' }).uuid('Venue must be a valid id').optional()),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (daysBetween(q.from, q.to) >= SALES_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${SALES_MAX_DAYS} days` });
  });
export type SalesQuery = z.input<typeof salesQuery>;
/** The query once parsed (what the server reads). */
export type SalesFilter = z.output<typeof salesQuery>;


/** One currency's figures (a venue's, a space's, a month's or the organisation's). */
export interface SalesFigures {
  currency: string;
  /** What customers paid: bookings and extra charges, tax included (ledger `charge`). */
  charges_minor: number;
  /** Paid back to customers (ledger `refund`, as a positive amount). */
  refunds_minor: number;
  /** The platform's service fee kept, less the part given back with refunds (ledger `fee`, positive). */
  fees_minor: number;
  /** The tax inside what was charged, less the tax inside refunds (ledger `tax`). */
  taxes_minor: number;
  /** Owed to the venue: charges − refunds − fees (ledger `payout_due`). */
  payouts_due_minor: number;
  /** Bookings paid for (their first payment) in the period. */
  bookings: number;
}

/** A calendar month's figures, in the venue's time zone. */
export interface SalesMonth extends SalesFigures {
  /** YYYY-MM */
  month: string;
}

/** Booked hours against open hours in the window (the venue's opening hours, in its time zone). */
export interface SalesOccupancy {
  /** Hours booked inside opening hours (confirmed and completed bookings), two decimals. */
  booked_hours: number;
  /** Opening hours in the window, times the number of spaces. */
  open_hours: number;
  /** booked ÷ open, 0 to 1 (four decimals); null when nothing was open. */
  rate: number | null;
}

/** Enquiry → offer → booking, for enquiries received in the window. */
export interface SalesConversion {
  /** Enquiries received. */
  enquiries: number;
  /** Of those, the ones that got at least one offer. */
  offers: number;
  /** Of those, the ones that became a booking (cancelled later or not). */
  bookings: number;
  /** Enquiries the venue answered (a message or an offer after the customer's first message). */
  responded: number;
  /** The median time from the customer's first message to the venue's first reply, in minutes (one decimal); null when none was answered. */
  median_first_response_minutes: number | null;
}

export interface SalesSpace {
  _id: string;
  name: string;
  totals: SalesFigures[];
  occupancy: SalesOccupancy;
}

export interface SalesVenue {
  _id: string;
  name: string;
  status: ListingStatus;
  time_zone: string;
  totals: SalesFigures[];
  /** Every month of the window for each currency the venue sold in (zeros included, for charts). */
  months: SalesMonth[];
  occupancy: SalesOccupancy;
  conversion: SalesConversion;
  spaces: SalesSpace[];
}

/** GET /v1/owner/sales: the organisation's report (or one venue's, with `venue_id`). */
export interface SalesReport {
  /** The window, YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  venue_id: string | null;
  /** The currencies sold in, most sold first. */
  currencies: string[];
  totals: SalesFigures[];
  /** Every month of the window for each currency (zeros included). */
  months: SalesMonth[];
  occupancy: SalesOccupancy;
  conversion: SalesConversion;
  /** The venues that have been live (published, archived, for deletion) or sold in the window, by name. */
  venues: SalesVenue[];
}

/** The CSV export's columns, in order (one row per booking with ledger entries in the window). */
export const SALES_CSV_COLUMNS = [
  'reference',
  'venue',
  'space',
  'start',
  'end',
  'customer',
  'customer_email',
  'status',
  'currency',
  'charge',
  'fee',
  'tax',
  'refund',
  'payout',
] as const;

// ---- The owner's dashboard (GET /v1/owner/dashboard): what the organisation's team has today and what waits for it.

/** How many items each list of the dashboard shows (its `total` counts them all). */
export const OWNER_DASHBOARD_LIMITS = { items: 5, expiringHours: 48 } as const;

/** One enquiry, booking, booking request or offer on the dashboard, with the conversation it opens. */
export interface OwnerDashboardItem {
  /** The enquiry, booking, booking request or offer. */
  _id: string;
  /** The conversation to open. */
  enquiry_id: string;
  customer_name: string;
  venue_name: string;
  space_name: string | null;
  /** The event's start and end (ISO 8601, UTC) and the venue's zone to show them in. */
  start_at: string;
  end_at: string;
  time_zone: string;
  guests: number;
  /** A booking's reference (BK-…), else null. */
  reference: string | null;
  /** When it came in (enquiries), when the answer or payment is due (requests, offers), else null. */
  at: string | null;
}

export interface OwnerDashboardList {
  total: number;
  items: OwnerDashboardItem[];
}

export interface OwnerDashboard {
  /** Enquiries made today in their venue's time zone, newest first. */
  enquiries_today: OwnerDashboardList;
  /** Confirmed bookings that have not started yet, soonest first. */
  upcoming_bookings: OwnerDashboardList;
  /** Open conversations whose last message is the customer's, oldest first. */
  unanswered: OwnerDashboardList;
  /** Booking requests waiting for the venue's answer, the soonest due first. */
  booking_requests: OwnerDashboardList;
  /** Pending or accepted offers expiring within `expiringHours`, soonest first. */
  offers_expiring: OwnerDashboardList;
}
