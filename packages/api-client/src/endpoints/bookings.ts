import type {
  AdminRefund,
  AdminRefundsQuery,
  Booking,
  BookingListQuery,
  BookingMove,
  BookingMoveBody,
  BookingReview,
  CancelBookingBody,
  CancellationPreview,
  CheckoutSession,
  DataEnvelope,
  ExtraCharge,
  ExtraChargeBody,
  Page,
  Payment,
  PaymentAuthenticateBody,
  PaymentConfirmBody,
  PaymentSettings,
  ReviewBody,
} from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap } from './unwrap';

// The payments and bookings modules of the server (server/src/modules/payments, /bookings).
// Amounts are computed by the server; a body never carries a total.

export const paymentsApi = {
  /** How the site takes payments: the provider, and Stripe's publishable key (a pay page's page data answers it). */
  async settings(): Promise<PaymentSettings> {
    return unwrap(await http.get<DataEnvelope<PaymentSettings>>('/v1/payments/settings'));
  },
  /** Starts (or resumes) paying an accepted offer; the same `idempotencyKey` answers the same payment. */
  async checkoutOffer(offerId: string, idempotencyKey: string): Promise<CheckoutSession> {
    return unwrap(await http.post<DataEnvelope<CheckoutSession>>(`/v1/offers/${seg(offerId)}/checkout`, {}, { headers: { 'Idempotency-Key': idempotencyKey } }));
  },
  async checkoutExtraCharge(chargeId: string, idempotencyKey: string): Promise<CheckoutSession> {
    return unwrap(await http.post<DataEnvelope<CheckoutSession>>(`/v1/extra-charges/${seg(chargeId)}/checkout`, {}, { headers: { 'Idempotency-Key': idempotencyKey } }));
  },
  async get(id: string): Promise<Payment> {
    return unwrap(await http.get<DataEnvelope<Payment>>(`/v1/payments/${seg(id)}`));
  },
  /** The test provider's card form; a declined card answers the failed payment with its reason. */
  async confirm(id: string, body: PaymentConfirmBody): Promise<Payment> {
    return unwrap(await http.post<DataEnvelope<Payment>>(`/v1/payments/${seg(id)}/confirm`, body));
  },
  /** The stand-in for 3-D Secure. */
  async authenticate(id: string, body: PaymentAuthenticateBody): Promise<Payment> {
    return unwrap(await http.post<DataEnvelope<Payment>>(`/v1/payments/${seg(id)}/authenticate`, body));
  },
};

export const bookingsApi = {
  async list(query: BookingListQuery = {}): Promise<Page<Booking>> {
    return unwrap(await http.get<DataEnvelope<Page<Booking>>>('/v1/bookings', { params: query }));
  },
  async get(id: string): Promise<Booking> {
    return unwrap(await http.get<DataEnvelope<Booking>>(`/v1/bookings/${seg(id)}`));
  },
  /** An .ics file of the caller's bookings. */
  async calendar(query: BookingListQuery = {}): Promise<Blob> {
    return (await http.get<Blob>('/v1/bookings/calendar.ics', { params: query, responseType: 'blob' })).data;
  },
  /** One booking as an iCalendar file (its customer and its venue team). */
  async calendarOf(id: string): Promise<Blob> {
    return (await http.get<Blob>(`/v1/bookings/${seg(id)}/calendar.ics`, { responseType: 'blob' })).data;
  },
  /** A document's PDF (its `path` from the booking, or the invoice / receipt of the booking). */
  async pdf(path: string): Promise<Blob> {
    return (await http.get<Blob>(path.replace(/^\/api/, ''), { responseType: 'blob' })).data;
  },
  async preview(id: string): Promise<CancellationPreview> {
    return unwrap(await http.get<DataEnvelope<CancellationPreview>>(`/v1/bookings/${seg(id)}/cancellation-preview`));
  },
  async cancel(id: string, body: CancelBookingBody): Promise<Booking> {
    return unwrap(await http.post<DataEnvelope<Booking>>(`/v1/bookings/${seg(id)}/cancel`, body));
  },
  async requestExtraCharge(id: string, body: ExtraChargeBody): Promise<ExtraCharge> {
    return unwrap(await http.post<DataEnvelope<ExtraCharge>>(`/v1/bookings/${seg(id)}/extra-charges`, body));
  },
  /** decline (the customer) or cancel (the venue). */
  async extraChargeStep(chargeId: string, event: 'decline' | 'cancel'): Promise<ExtraCharge> {
    return unwrap(await http.post<DataEnvelope<ExtraCharge>>(`/v1/extra-charges/${seg(chargeId)}/${event}`, {}));
  },
  /** Administrators: failed refunds by default (they need a person); with `reason` alone every status of that reason (`slot_taken`). */
  async adminRefunds(query: AdminRefundsQuery = {}): Promise<Page<AdminRefund>> {
    return unwrap(await http.get<DataEnvelope<Page<AdminRefund>>>('/v1/admin/refunds', { params: query }));
  },
  async retryRefund(id: string): Promise<AdminRefund> {
    return unwrap(await http.post<DataEnvelope<AdminRefund>>(`/v1/admin/refunds/${seg(id)}/retry`, {}));
  },
  /** A booking's move proposals, the open one first (docs/adr/0113-moving-a-booking.md). */
  async moves(id: string): Promise<BookingMove[]> {
    return unwrap(await http.get<DataEnvelope<BookingMove[]>>(`/v1/bookings/${seg(id)}/moves`));
  },
  /** Proposes a new date and time (the venue's local time); nothing is held until the other side accepts. */
  async proposeMove(id: string, body: BookingMoveBody): Promise<BookingMove> {
    return unwrap(await http.post<DataEnvelope<BookingMove>>(`/v1/bookings/${seg(id)}/moves`, body));
  },
  /** accept / decline (the other side), withdraw (the proposer). */
  async moveStep(moveId: string, event: 'accept' | 'decline' | 'withdraw'): Promise<BookingMove> {
    return unwrap(await http.post<DataEnvelope<BookingMove>>(`/v1/booking-moves/${seg(moveId)}/${event}`, {}));
  },
  async review(id: string, body: ReviewBody): Promise<BookingReview> {
    return unwrap(await http.post<DataEnvelope<BookingReview>>(`/v1/bookings/${seg(id)}/reviews`, body));
  },
};
