import { DateTime } from 'luxon';
import type { z } from 'zod';
import { SOCKET_EVENTS, bookingMachine, type BookingMove, type bookingMoveBody, type VenueEstimate } from '@venues/contracts';
import type { BookingMoveRow, BookingRow, RefundRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { customerRefund, quote, type TaxSetting } from '../../lib/pricing';
import { mailTime } from '../../mail/booking-templates';
import { moveTemplates } from '../../mail/move-templates';
import type { AuthUser } from '../../types';
import type { EstimateService } from '../estimates/service';
import { isSlotTaken } from '../offers/repository';
import { money } from './documents';
import type { MoveRepository } from './move-repository';
import type { PaymentRepository } from './payment-repository';
import type { Refunds } from './refunds';
import type { BookingRepository } from './repository';
import { bookingAccess, isoOrNull, iso, loadBooking, type BookingAccess, type BookingNews } from './shared';

type MoveInput = z.output<typeof bookingMoveBody>;
type Side = 'customer' | 'venue';
/** A slot's listed price (the estimate's), or null when the space has none for it (price on request). */
type Listed = { subtotal: number; tax: number; total: number } | null;

const taxOf = (p: { taxes: readonly { amount_minor: number }[] }) => p.taxes.reduce((s, t) => s + t.amount_minor, 0);
const other = (side: Side): Side => (side === 'customer' ? 'venue' : 'customer');
const slotTaken = () => new AppError('SLOT_TAKEN', 'The proposed time is no longer free (booked, held or blocked meanwhile): nothing was changed. Propose another time.');

/**
 * Moving a booking to another date and time of the same space (docs/adr/0113-moving-a-booking.md):
 * either side proposes, the other accepts or declines, the proposer may withdraw. The new slot is
 * checked by the estimate (the instant-book check: a real future time, opening hours, anything in
 * the calendar) when proposed and again when accepted; the proposal holds nothing. Accepting moves
 * the booking's block in one transaction (the exclusion constraint refuses an overlap: 409, nothing
 * written), and settles the listed price's difference: a dearer slot as an extra charge, a cheaper
 * one refunded under the booking's policy with a credit note.
 */
export class BookingMoves {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly moves: MoveRepository,
    private readonly payments: PaymentRepository,
    private readonly estimates: Pick<EstimateService, 'venue'>,
    private readonly refunds: Refunds,
    private readonly news: BookingNews,
  ) {}

  async list(user: AuthUser, bookingId: string, now = new Date()): Promise<BookingMove[]> {
    const { booking, access } = await loadBooking(this.bookings, user, bookingId);
    const zone = (await this.bookings.parties(booking))!.timeZone;
    return (await this.moves.movesOf(booking.id)).map((m) => this.toMove(m, booking, access, zone, now));
  }

  async propose(user: AuthUser, bookingId: string, body: MoveInput, now = new Date()): Promise<BookingMove> {
    const { booking, access } = await loadBooking(this.bookings, user, bookingId);
    this.mayChange(booking, access, now);
    const parties = (await this.bookings.parties(booking))!;
    const zone = parties.timeZone;
    const hours = Number(body.end.slice(0, 2)) - Number(body.start.slice(0, 2));
    const estimate = await this.estimates.venue(booking.tenantId, booking.venueId, { date: body.date, start: body.start, hours, guests: booking.guests }, { ignoreBookingId: booking.id });
    const startAt = new Date(estimate.start_at);
    const endAt = new Date(estimate.end_at);
    if (startAt.getTime() === booking.startAt.getTime() && endAt.getTime() === booking.endAt.getTime()) throw fieldError('start', 'The booking is already at that time: choose another date or time');
    const to = this.slotOf(estimate, booking, 'propose');
    const from = await this.listedNow(booking, zone);
    if (to && from && booking.totalMinor - (from.total - to.total) <= 0) {
      throw new AppError('CONFLICT', 'The new time costs less than this booking was discounted to: ask the venue for a new offer instead');
    }
    let move: BookingMoveRow;
    try {
      move = await this.bookings.transaction(async (tx) => {
        const { booking: locked } = await loadBooking(this.bookings.withTx(tx), user, bookingId, { forUpdate: true });
        this.mayChange(locked, access, now);
        if (locked.startAt.getTime() !== booking.startAt.getTime()) throw new AppError('CONFLICT', 'The booking moved meanwhile: read it again');
        const moves = this.moves.withTx(tx);
        if (await moves.openMove(bookingId)) throw new AppError('CONFLICT', 'This booking already has an open move proposal: withdraw it or wait for the answer');
        return moves.insertMove({
          tenantId: booking.tenantId,
          bookingId,
          proposedBySide: access.side,
          proposedBy: user.id,
          fromStartAt: booking.startAt,
          fromEndAt: booking.endAt,
          startAt,
          endAt,
          currency: booking.currency,
          fromSubtotalMinor: from?.subtotal ?? null,
          fromTaxMinor: from?.tax ?? null,
          fromTotalMinor: from?.total ?? null,
          toSubtotalMinor: to?.subtotal ?? null,
          toTaxMinor: to?.tax ?? null,
          toTotalMinor: to?.total ?? null,
          note: body.note,
        });
      });
    } catch (e) {
      // Two proposals at once: the partial unique index lets one in.
      if ((e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505') {
        throw new AppError('CONFLICT', 'This booking already has an open move proposal: withdraw it or wait for the answer');
      }
      throw e;
    }
    const answer = this.toMove(move, booking, access, zone, now);
    const who = access.side === 'venue' ? parties.venueName : `${parties.customerFirst} ${parties.customerLast}`.trim();
    const words = { reference: booking.reference, who, from: mailTime(booking.startAt, zone), to: mailTime(startAt, zone), difference: this.differenceWords(answer), note: body.note };
    await this.tell(booking, user, moveTemplates.proposedLine(words), other(access.side), moveTemplates.proposed(words), parties.venueCountry);
    return answer;
  }

  async accept(user: AuthUser, moveId: string, now = new Date()): Promise<BookingMove> {
    const { move, booking, access } = await this.load(user, moveId);
    this.mayAnswer(move, booking, access, 'accept', now);
    const parties = (await this.bookings.parties(booking))!;
    const zone = parties.timeZone;
    // The estimate again, now: the proposal held nothing, so the time may have closed or gone meanwhile.
    const local = DateTime.fromJSDate(move.startAt, { zone });
    const hours = Math.round((move.endAt.getTime() - move.startAt.getTime()) / 3_600_000);
    let estimate: VenueEstimate;
    try {
      estimate = await this.estimates.venue(booking.tenantId, booking.venueId, { date: local.toISODate()!, start: local.toFormat('HH:mm'), hours, guests: booking.guests }, { ignoreBookingId: booking.id });
    } catch (e) {
      if (e instanceof AppError && e.code === 'VALIDATION_ERROR') throw new AppError('CONFLICT', `The proposed time can no longer be booked (${e.message.replace(/^\w+: /, '')}): nothing was changed`);
      throw e;
    }
    this.slotOf(estimate, booking, 'accept');
    const when = mailTime(move.startAt, zone);
    let done: { move: BookingMoveRow; booking: BookingRow; refund: RefundRow | null };
    try {
      done = await this.bookings.transaction(async (tx) => {
        const repo = this.bookings.withTx(tx);
        const moves = this.moves.withTx(tx);
        const m = (await moves.move(user.tenantId, moveId, { forUpdate: true }))!;
        const { booking: b } = await loadBooking(repo, user, m.bookingId, { forUpdate: true });
        this.mayAnswer(m, b, access, 'accept', now);
        if (b.startAt.getTime() !== m.fromStartAt.getTime() || b.endAt.getTime() !== m.fromEndAt.getTime()) throw new AppError('CONFLICT', 'The booking moved since this was proposed: nothing was changed');
        // The old time is freed and the new one taken in one statement; an overlap rolls everything back.
        if (!(await moves.moveBlock(b.spaceId, b.id, m.startAt, m.endAt))) await repo.insertBookingBlock({ ...b, startAt: m.startAt, endAt: m.endAt });
        const diff = this.difference(m, b);
        let patch: Partial<BookingRow> = { startAt: m.startAt, endAt: m.endAt };
        let extraChargeId: string | null = null;
        let refund: RefundRow | null = null;
        if (diff > 0) {
          // Dearer: the difference is an extra charge of the booking, paid on its checkout (its invoice then).
          const q = this.chargeQuote(m, b)!;
          const c = await repo.insertExtraCharge({ tenantId: b.tenantId, bookingId: b.id, lines: q.lines, taxes: q.taxes, currency: q.currency, subtotalMinor: q.subtotal_minor, totalMinor: q.total_minor, note: `Moved to ${when}: the difference in price`, createdBy: user.id });
          extraChargeId = c.id;
        } else if (diff < 0) {
          // Cheaper: the booking's price comes down by the difference; what the policy gives back is refunded (a credit note once paid back).
          const less = { subtotal: m.fromSubtotalMinor! - m.toSubtotalMinor!, tax: m.fromTaxMinor! - m.toTaxMinor!, total: -diff };
          const taxes = b.taxes.map((t, i) => (i === 0 ? { ...t, amount_minor: t.amount_minor - less.tax } : t));
          const line = { description: `Moved to ${when}: the difference in price`, quantity: 1, unit_amount_minor: -less.subtotal, amount_minor: -less.subtotal };
          patch = { ...patch, lines: [...b.lines, line], taxes, subtotalMinor: b.subtotalMinor - less.subtotal, taxMinor: b.taxMinor - less.tax, totalMinor: b.totalMinor - less.total };
          const back = this.refundFor(m, b, zone, now);
          const payment = (await this.payments.withTx(tx).paymentsOfBooking(b.id)).find((p) => p.id === b.paymentId)!;
          refund = (await this.refunds.createInTx(tx, payment, b, back, `moved:${m.id}`, b.feeMinor, now)) ?? null;
        }
        const moved = await repo.setBooking(b.id, patch);
        await moves.moveEnquiryEvent(b.enquiryId, {
          eventDate: local.toISODate()!,
          startTime: local.toFormat('HH:mm'),
          endTime: estimate.end,
          startAt: m.startAt,
          endAt: m.endAt,
        });
        const out = await moves.setMove(m.id, { status: 'accepted', decidedBy: user.id, decidedAt: now, extraChargeId, refundId: refund?.id ?? null });
        return { move: out, booking: moved, refund };
      });
    } catch (e) {
      if (isSlotTaken(e)) throw slotTaken();
      throw e;
    }
    if (done.refund) await this.refunds.process(done.refund.tenantId, done.refund.id, now);
    const answer = this.toMove(done.move, done.booking, access, zone, now);
    const who = access.side === 'venue' ? parties.venueName : `${parties.customerFirst} ${parties.customerLast}`.trim();
    const words = { reference: booking.reference, who, from: mailTime(move.fromStartAt, zone), to: when, difference: this.settledWords(answer), note: '' };
    await this.tell(done.booking, user, moveTemplates.acceptedLine(words), other(access.side), moveTemplates.accepted(words), parties.venueCountry);
    return answer;
  }

  async decline(user: AuthUser, moveId: string, now = new Date()): Promise<BookingMove> {
    return this.close(user, moveId, 'decline', now);
  }

  async withdraw(user: AuthUser, moveId: string, now = new Date()): Promise<BookingMove> {
    return this.close(user, moveId, 'withdraw', now);
  }

  /** Decline (the other side) or withdraw (the proposer's side): the booking keeps its time. */
  private async close(user: AuthUser, moveId: string, event: 'decline' | 'withdraw', now: Date): Promise<BookingMove> {
    const { move, booking, access } = await this.load(user, moveId);
    this.mayAnswer(move, booking, access, event, now);
    const out = await this.moves.transaction(async (tx) => {
      const moves = this.moves.withTx(tx);
      const m = (await moves.move(user.tenantId, moveId, { forUpdate: true }))!;
      this.mayAnswer(m, booking, access, event, now);
      return moves.setMove(m.id, { status: event === 'decline' ? 'declined' : 'withdrawn', decidedBy: user.id, decidedAt: now });
    });
    const parties = (await this.bookings.parties(booking))!;
    const zone = parties.timeZone;
    const who = access.side === 'venue' ? parties.venueName : `${parties.customerFirst} ${parties.customerLast}`.trim();
    const words = { reference: booking.reference, who, from: mailTime(booking.startAt, zone), to: mailTime(move.startAt, zone), difference: '', note: '' };
    const tellSide = other(access.side);
    if (event === 'decline') await this.tell(booking, user, moveTemplates.declinedLine(words), tellSide, moveTemplates.declined(words), parties.venueCountry);
    else await this.tell(booking, user, moveTemplates.withdrawnLine(words), tellSide, moveTemplates.withdrawn(words), parties.venueCountry);
    return this.toMove(out, booking, access, zone, now);
  }

  // ---------------------------------------------------------------- rules

  private async load(user: AuthUser, moveId: string) {
    const move = await this.moves.move(user.tenantId, moveId);
    const booking = move ? await this.bookings.booking(user.tenantId, move.bookingId) : undefined;
    const access = booking ? bookingAccess(user, booking) : null;
    if (!move || !booking || !access) throw notFound('Move proposal');
    return { move, booking, access };
  }

  /** Proposing: the customer, or the venue's owners and admins; a confirmed booking not yet begun. */
  private mayChange(b: BookingRow, access: BookingAccess, now: Date): void {
    if (!access.canManage) throw forbidden('Your team role cannot move bookings; ask the venue owner or a venue admin');
    if (b.status !== 'confirmed') throw new AppError(bookingMachine.stateCode(b.status) as 'BOOKING_CANCELLED', `This booking is ${b.status}: it can no longer be moved`);
    if (now >= b.startAt) throw new AppError('BOOKING_CONFIRMED', 'The event has started: it can no longer be moved here. Contact the other side in the conversation.');
  }

  /** Accepting and declining are the other side's; withdrawing the proposer's side's. */
  private mayAnswer(m: BookingMoveRow, b: BookingRow, access: BookingAccess, event: 'accept' | 'decline' | 'withdraw', now: Date): void {
    if (!access.canManage) throw forbidden('Your team role cannot answer move proposals; ask the venue owner or a venue admin');
    if (m.status !== 'proposed') throw new AppError('CONFLICT', `This move proposal was ${m.status} already`);
    const mine = m.proposedBySide === access.side;
    if (event === 'withdraw' && !mine) throw forbidden('Only the side that proposed a move withdraws it: decline it instead');
    if (event !== 'withdraw' && mine) throw forbidden('You proposed this move: the other side accepts or declines it (you may withdraw it)');
    if (event === 'accept') this.mayChange(b, access, now);
  }

  /** The estimate's verdict on the space at the new time; its listed price (null when on request). */
  private slotOf(estimate: VenueEstimate, booking: BookingRow, when: 'propose' | 'accept'): Listed {
    const found = estimate.spaces.find((s) => s.space_id === booking.spaceId);
    if (!found) throw new AppError('CONFLICT', 'This space is no longer listed: it cannot be moved');
    if (found.status === 'closed') {
      if (when === 'accept') throw new AppError('CONFLICT', `The proposed time is outside the venue's opening hours now (${found.reason}): nothing was changed`);
      throw fieldError('start', found.reason ?? 'The venue is closed then');
    }
    if (found.status === 'taken') throw slotTaken();
    // 'too_small' is not a refusal here: the venue agreed the booking's guests for this space, and a
    // space holds as many on one day as on another.
    const p = found.price;
    return p && p.currency === booking.currency ? { subtotal: p.subtotal_minor, tax: taxOf(p), total: p.total_minor } : null;
  }

  /** The booking's current slot at today's listed prices (so a price change since booking is not charged). */
  private async listedNow(b: BookingRow, zone: string): Promise<Listed> {
    const local = DateTime.fromJSDate(b.startAt, { zone });
    const hours = Math.ceil((b.endAt.getTime() - b.startAt.getTime()) / 3_600_000);
    try {
      const e = await this.estimates.venue(b.tenantId, b.venueId, { date: local.toISODate()!, start: local.toFormat('HH:mm'), hours: Math.min(hours, 24), guests: b.guests }, { ignoreBookingId: b.id });
      const p = e.spaces.find((s) => s.space_id === b.spaceId)?.price;
      return p && p.currency === b.currency && hours <= 24 ? { subtotal: p.subtotal_minor, tax: taxOf(p), total: p.total_minor } : null;
    } catch {
      return null; // No listed price for the old time: the move keeps the booking's price.
    }
  }

  /** The new slot's listed price less the old one's (0 when either has none): what the customer pays more (>0, the extra charge's total) or less (<0). */
  private difference(m: BookingMoveRow, b: Pick<BookingRow, 'taxes'>): number {
    if (m.fromTotalMinor === null || m.toTotalMinor === null) return 0;
    if (m.toTotalMinor > m.fromTotalMinor) return this.chargeQuote(m, b)?.total_minor ?? 0;
    return m.toTotalMinor - m.fromTotalMinor;
  }

  /** The extra charge of a dearer slot: the subtotals' difference with the booking's tax (as ExtraCharges prices one). */
  private chargeQuote(m: BookingMoveRow, b: Pick<BookingRow, 'taxes'>) {
    const more = (m.toSubtotalMinor ?? 0) - (m.fromSubtotalMinor ?? 0);
    if (more <= 0) return null;
    const t = b.taxes[0];
    const tax: TaxSetting | null = t ? { name: t.name, rate_percent: t.rate_percent, inclusive: t.inclusive } : null;
    return quote([{ description: 'The move to a dearer time: the difference in price', quantity: 1, unit_amount_minor: more }], tax, m.currency);
  }

  /** What a cheaper move gives back: the whole difference when the venue proposed it, the policy's share of it when the customer did. */
  private refundFor(m: BookingMoveRow, b: BookingRow, zone: string, now: Date): number {
    const less = -this.difference(m, b);
    if (less <= 0) return 0;
    return m.proposedBySide === 'venue' ? less : customerRefund(less, b.currency, b.startAt, zone, b.cancellationPolicy, now).refund_minor;
  }

  // ---------------------------------------------------------------- answers and news

  private toMove(m: BookingMoveRow, b: BookingRow, access: BookingAccess, zone: string, now: Date): BookingMove {
    const open = m.status === 'proposed' && b.status === 'confirmed' && now < b.startAt && access.canManage;
    const mine = m.proposedBySide === access.side;
    return {
      _id: m.id,
      booking_id: m.bookingId,
      status: m.status,
      proposed_by: m.proposedBySide,
      from_start_at: iso(m.fromStartAt),
      from_end_at: iso(m.fromEndAt),
      start_at: iso(m.startAt),
      end_at: iso(m.endAt),
      time_zone: zone,
      currency: m.currency,
      difference_minor: this.difference(m, b),
      refund_minor: m.status === 'proposed' ? this.refundFor(m, b, zone, now) : 0,
      note: m.note,
      extra_charge_id: m.extraChargeId,
      refund_id: m.refundId,
      created_at: iso(m.createdAt),
      decided_at: isoOrNull(m.decidedAt),
      can: { accept: open && !mine, decline: open && !mine, withdraw: m.status === 'proposed' && access.canManage && mine },
    };
  }

  private differenceWords(m: BookingMove): string {
    if (m.difference_minor > 0) return `The new time costs ${money(m.difference_minor, m.currency)} more, charged as an extra charge once accepted.`;
    if (m.difference_minor < 0) return `The new time costs ${money(-m.difference_minor, m.currency)} less; ${money(m.refund_minor, m.currency)} would be refunded under the booking's policy.`;
    return 'The price stays the same.';
  }

  private settledWords(m: BookingMove): string {
    if (m.difference_minor > 0) return `The difference of ${money(m.difference_minor, m.currency)} is an extra charge to pay on the booking.`;
    if (m.difference_minor < 0) return m.refund_id ? 'The difference is refunded under the booking’s policy, with a credit note.' : 'The booking’s policy refunds nothing of the difference at this point.';
    return 'The price stays the same.';
  }

  /** A line in the conversation, a notification with its e-mail to the other side, booking_status to both. */
  private async tell(b: BookingRow, actor: AuthUser, line: string, to: Side, words: { subject: string; body: string }, country: string): Promise<void> {
    const { audience, conversations, notifications, notify } = this.news;
    await conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, actorId: actor.id, body: line });
    const url = audience.url(country, b);
    const people = to === 'customer' ? [b.customerId] : await audience.team(b);
    for (const id of people) await notifications.createForEnquiry(b.tenantId, id, 'INQUIRY', b.enquiryId, { booking_id: b.id }, { ...words, url });
    const everyone = await audience.everyone(b);
    notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
  }
}
