import { DateTime } from 'luxon';
import type { z } from 'zod';
import { EVENT_TYPE_KEYS, INSTANT_BOOK_LIMITS, SOCKET_EVENTS, WEEKDAYS, enquiryMachine, instantRuleBroken, type EventTypeKey, type InstantBooking, type instantBookingBody } from '@venues/contracts';
import type { InstantBookLimitConfig } from '../../config';
import type { CustomOfferRow, EnquiryRow } from '../../db/schema';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { formatMinor } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { AuthUser } from '../../types';
import type { EnquiryRepository } from '../enquiries/repository';
import type { EstimateService } from '../estimates/service';
import { HOUR, priced, slotTaken, type OfferParts } from './parts';
import { isSlotTaken, type OfferRepository } from './repository';

type InstantInput = z.output<typeof instantBookingBody>;

/** `12 minutes`, `1 hour 5 minutes`: a wait as a customer reads it (at least a minute). */
function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return h ? `${part(h, 'hour')}${rest ? ` ${part(rest, 'minute')}` : ''}` : part(m, 'minute');
}

/**
 * Instant book (docs/adr/0101-instant-book.md, docs/transactions.md "Instant book"): a customer
 * books a space that allows it under its rules, without waiting for the venue. In one transaction
 * the conversation is opened (with a line saying it was booked instantly) and an offer priced
 * exactly like the estimate is made already `accepted`: it holds the slot (the exclusion
 * constraint refuses an overlap, so of many callers for one slot one wins and the rest get 409
 * SLOT_TAKEN) until it is paid on the existing checkout or its short hold lapses. Paying books it
 * through the same on-paid path as any offer (refunded when the slot was lost meanwhile).
 */
export class InstantBookingService {
  constructor(
    private readonly repo: OfferRepository,
    private readonly enquiries: EnquiryRepository,
    private readonly estimates: Pick<EstimateService, 'venue'>,
    private readonly parts: OfferParts,
    private readonly limits: InstantBookLimitConfig,
    private readonly limiter: RateLimitStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The limits on unpaid holds (docs/adr/0112-instant-book-hold-limits.md) before anything is
   * held: an account whose holds keep lapsing waits, and an account or address tries only so often.
   */
  private async admit(user: AuthUser, ip: string, now: Date): Promise<void> {
    const l = this.limits;
    const lapsed = await this.repo.lapsedInstantHolds(user.id, new Date(now.getTime() - l.lapseWindowMs));
    if (lapsed.length >= l.lapsesBeforeWait) {
      const wait = Math.min(l.waitMs * 2 ** (lapsed.length - l.lapsesBeforeWait), l.lapseWindowMs);
      const left = lapsed[0]!.getTime() + wait - now.getTime();
      if (left > 0) {
        throw rateLimited(left, `Your last ${lapsed.length} instant bookings lapsed unpaid, so instant booking is paused for your account for ${minutes(left)}. You can still send the venue an enquiry.`);
      }
    }
    const mine = await this.limiter.hit(`ib:acct:${user.id}`, l.windowMs);
    if (mine.count > l.accountAttempts) throw rateLimited(mine.resetMs, `You have tried to book instantly ${l.accountAttempts} times within the hour. Try again in ${minutes(mine.resetMs)}, or send the venue an enquiry.`);
    const theirs = await this.limiter.hit(`ib:ip:${ip}`, l.windowMs);
    if (theirs.count > l.ipAttempts) throw rateLimited(theirs.resetMs, `Too many instant bookings from your network. Try again in ${minutes(theirs.resetMs)}, or send the venue an enquiry.`);
  }

  /** Inside the booking's transaction: refuses a hold beyond the account's live unpaid holds, in all and on this space. */
  private async withinHolds(repo: OfferRepository, user: AuthUser, spaceId: string, spaceName: string, now: Date): Promise<void> {
    const live = await repo.liveInstantHolds(user.id, now);
    const here = live.filter((h) => h.spaceId === spaceId);
    const refuse = (message: string, holds: typeof live) =>
      new AppError('UNPAID_HOLDS', message, { holds: holds.map((h) => ({ enquiry_id: h.enquiryId, offer_id: h.offerId, expires_at: h.expiresAt.toISOString() })) });
    if (here.length >= this.limits.liveHoldsPerSpace) {
      throw refuse(`You already hold ${spaceName} unpaid: pay for that booking first (it is released in ${minutes(here[0]!.expiresAt.getTime() - now.getTime())} if unpaid).`, here);
    }
    if (live.length >= this.limits.liveHolds) {
      throw refuse(`You already hold ${live.length} instant bookings unpaid: pay for one first (the next is released in ${minutes(live[0]!.expiresAt.getTime() - now.getTime())} if unpaid).`, live);
    }
  }

  async book(user: AuthUser, idOrSlug: string, spaceId: string, b: InstantInput, ip: string): Promise<InstantBooking> {
    if (!user.roles.isUser) throw forbidden('Sign in with a customer account to book');
    const now = this.now();
    // The estimate decides the time (real, in the future, within reach), whether the space is free, and the price.
    const estimate = await this.estimates.venue(user.tenantId, idOrSlug, { date: b.date, start: b.start, hours: b.duration, guests: b.guests });
    const found = estimate.spaces.find((s) => s.space_id === spaceId);
    const space = found ? await this.repo.space(estimate.venue_id, spaceId) : undefined;
    if (!found || !space) throw notFound('Space');
    const rules = space.instantBook;
    if (!rules) throw new AppError('CONFLICT', 'This space is not bookable instantly: send the venue an enquiry');
    const startAt = new Date(estimate.start_at);
    const endAt = new Date(estimate.end_at);
    const weekday = WEEKDAYS[DateTime.fromISO(`${b.date}T00:00`, { zone: estimate.time_zone }).weekday - 1]!;
    const broken = instantRuleBroken(rules, { weekday, start: b.start, duration: b.duration, guests: b.guests, maxCapacity: found.max_capacity, hoursUntilStart: (startAt.getTime() - now.getTime()) / HOUR });
    if (broken) throw fieldError(broken.field, broken.message);
    if (found.status === 'closed') throw fieldError('start', found.reason ?? 'The venue is closed then');
    if (found.status === 'too_small') throw fieldError('guests', found.reason ?? 'Too many guests for this space');
    if (found.status === 'taken') throw slotTaken();
    const price = found.price;
    // A free slot would be "paid" with 0 and confirmed without any payment step (payments/service.ts refuses it too).
    if (!price || price.total_minor <= 0) throw new AppError('CONFLICT', 'This space has no price for that time: send the venue an enquiry');
    const venue = await this.repo.instantVenue(user.tenantId, estimate.venue_id);
    const pricing = await this.repo.pricingOf(user.tenantId, estimate.venue_id);
    if (!venue || !pricing) throw notFound('Venue');
    const expiresAt = new Date(Math.min(now.getTime() + INSTANT_BOOK_LIMITS.holdMinutes * 60_000, startAt.getTime()));
    const eventType: EventTypeKey = (venue.eventTypes.find((t) => (EVENT_TYPE_KEYS as readonly string[]).includes(t)) as EventTypeKey | undefined) ?? 'meetings';
    const who = `${user.row.firstName} ${user.row.lastName}`.trim() || 'The customer';
    const when = `${DateTime.fromISO(b.date).toFormat('ccc d LLL yyyy')}, ${estimate.start}–${estimate.end}`;
    await this.admit(user, ip, now);
    let made: { enquiry: EnquiryRow; offer: CustomOfferRow };
    try {
      made = await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const enquiries = this.enquiries.withTx(tx);
        await this.withinHolds(repo, user, spaceId, space.name, now);
        const enquiry = await enquiries.insert({
          tenantId: user.tenantId,
          customerId: user.id,
          venueId: venue.id,
          organizationId: venue.organizationId,
          spaceId,
          eventType,
          eventDate: b.date,
          startTime: b.start,
          endTime: estimate.end,
          startAt,
          endAt,
          guests: b.guests,
          status: step(enquiryMachine, 'open', 'send_offer', 'venue', 'enquiry'),
        });
        const offer = await repo.insertOffer({
          tenantId: user.tenantId,
          enquiryId: enquiry.id,
          venueId: venue.id,
          spaceId,
          startAt,
          endAt,
          guests: b.guests,
          ...priced({ lines: price.lines, taxes: price.taxes, currency: price.currency, subtotal_minor: price.subtotal_minor, total_minor: price.total_minor }, pricing.policy),
          status: 'accepted',
          expiresAt,
          note: 'Booked instantly at the listed price.',
          createdBy: user.id,
        });
        // The hold: refused by the exclusion constraint when anything overlaps (the race's loser rolls back everything).
        await repo.hold(offer);
        await enquiries.insertMessage({
          tenantId: user.tenantId,
          enquiryId: enquiry.id,
          side: 'system',
          senderId: null,
          body: `${who} booked ${space.name} instantly for ${when}, ${b.guests} guest${b.guests === 1 ? '' : 's'}: ${formatMinor(price.total_minor, price.currency)} ${price.currency}. It is confirmed once paid.`,
        });
        await enquiries.insertMessage({ tenantId: user.tenantId, enquiryId: enquiry.id, side: 'venue', senderId: null, cardKind: 'offer', cardId: offer.id });
        return { enquiry, offer };
      });
    } catch (e) {
      if (isSlotTaken(e)) throw slotTaken();
      throw e;
    }
    const { enquiry, offer } = made;
    await this.parts.notifyEveryone(enquiry, SOCKET_EVENTS.enquiryStatus, { enquiry_id: enquiry.id, status: enquiry.status });
    await this.parts.tellTeam(enquiry, {
      subject: `Instant booking of ${space.name} by ${who}`,
      body: `${who} booked ${space.name} instantly for ${when}. It is confirmed once paid.`,
    });
    return { enquiry_id: enquiry.id, offer_id: offer.id, total_minor: offer.totalMinor, currency: offer.currency, expires_at: offer.expiresAt.toISOString() };
  }
}
