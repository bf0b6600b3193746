import { z } from 'zod';
import { LISTING_STATUSES } from '../discovery-lists';
import { salesQuery, type SalesConversion, type SalesFigures, type SalesMonth, type SalesOccupancy, type SalesReport, type SalesSpace, type SalesVenue, type OwnerDashboard, type OwnerDashboardItem } from '../sales';
import { dataOf, errors, obj, same } from './common';

// The sales module's answers and routes (server/src/modules/sales): the owner's sales report and
// its CSV export (docs/sales.md).

const figuresShape = {
  currency: z.string(),
  charges_minor: z.number(),
  refunds_minor: z.number(),
  fees_minor: z.number(),
  taxes_minor: z.number(),
  payouts_due_minor: z.number(),
  bookings: z.number(),
};
export const salesFiguresAnswer = obj(figuresShape);
same<z.infer<typeof salesFiguresAnswer>, SalesFigures>(true);
export const salesMonthAnswer = obj({ month: z.string(), ...figuresShape });
same<z.infer<typeof salesMonthAnswer>, SalesMonth>(true);
export const salesOccupancyAnswer = obj({ booked_hours: z.number(), open_hours: z.number(), rate: z.number().nullable() });
same<z.infer<typeof salesOccupancyAnswer>, SalesOccupancy>(true);
export const salesConversionAnswer = obj({
  enquiries: z.number(),
  offers: z.number(),
  bookings: z.number(),
  responded: z.number(),
  median_first_response_minutes: z.number().nullable(),
});
same<z.infer<typeof salesConversionAnswer>, SalesConversion>(true);
export const salesSpaceAnswer = obj({ _id: z.string(), name: z.string(), totals: z.array(salesFiguresAnswer), occupancy: salesOccupancyAnswer });
same<z.infer<typeof salesSpaceAnswer>, SalesSpace>(true);
export const salesVenueAnswer = obj({
  _id: z.string(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  time_zone: z.string(),
  totals: z.array(salesFiguresAnswer),
  months: z.array(salesMonthAnswer),
  occupancy: salesOccupancyAnswer,
  conversion: salesConversionAnswer,
  spaces: z.array(salesSpaceAnswer),
});
same<z.infer<typeof salesVenueAnswer>, SalesVenue>(true);
export const salesReportAnswer = obj({
  from: z.string(),
  to: z.string(),
  venue_id: z.string().nullable(),
  currencies: z.array(z.string()),
  totals: z.array(salesFiguresAnswer),
  months: z.array(salesMonthAnswer),
  occupancy: salesOccupancyAnswer,
  conversion: salesConversionAnswer,
  venues: z.array(salesVenueAnswer),
});
same<z.infer<typeof salesReportAnswer>, SalesReport>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };

export const salesApi = {
  report: {
    tags: ['owner'],
    ...signedIn,
    summary: "The organisation's sales by month, venue and space (owners and venue admins): charges, refunds, fees, taxes, payouts due, occupancy, conversion",
    querystring: salesQuery,
    response: { 200: dataOf(salesReportAnswer), ...errors(403, 404) },
  },
  csv: {
    tags: ['owner'],
    ...signedIn,
    summary: 'The bookings behind the sales report as CSV (one row per booking with ledger entries in the window)',
    querystring: salesQuery,
    produces: ['text/csv'],
    response: { 200: z.string().describe('A CSV file (RFC 4180, UTF-8, header row first; amounts in the currency’s major units)'), ...errors(403, 404) },
  },
};

const dashboardItem = obj({
  _id: z.string(),
  enquiry_id: z.string(),
  customer_name: z.string(),
  venue_name: z.string(),
  space_name: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  time_zone: z.string(),
  guests: z.number(),
  reference: z.string().nullable(),
  at: z.string().nullable(),
});
same<z.infer<typeof dashboardItem>, OwnerDashboardItem>(true);
const dashboardList = obj({ total: z.number(), items: z.array(dashboardItem) });
export const ownerDashboardAnswer = obj({
  enquiries_today: dashboardList,
  upcoming_bookings: dashboardList,
  unanswered: dashboardList,
  booking_requests: dashboardList,
  offers_expiring: dashboardList,
});
same<z.infer<typeof ownerDashboardAnswer>, OwnerDashboard>(true);

/** GET /v1/owner/dashboard: owners and venue admins (`venues.read`), their organisation only. */
export const ownerDashboardApi = {
  get: {
    tags: ['owner'],
    ...signedIn,
    summary: "The owner's dashboard: today's enquiries, upcoming bookings, and what waits for an answer (unanswered conversations, booking requests, offers expiring) in the caller's organisation",
    response: { 200: dataOf(ownerDashboardAnswer), ...errors(403) },
  },
};
