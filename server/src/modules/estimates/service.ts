import { DateTime } from 'luxon';
import { ESTIMATE_LIMITS, openHoursOn, type EstimateBasis, type EstimateQuery, type SpaceEstimate, type SpacePriceEstimate, type VenueEstimate } from '@venues/contracts';
import { fieldError, notFound } from '../../lib/errors';
import { quote, type LineInput, type TaxSetting } from '../../lib/pricing';
import type { EstimateRepository, EstimateSpaceRow, EstimateVenueRow } from './repository';

type Query = Omit<EstimateQuery, 'hours' | 'guests'> & { hours: number; guests?: number };

/** "HH:MM" → minutes after midnight ("24:00" → 1440). */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The lines a space's hire comes to for `hours` (and `guests`, for per-person packages): the
 * cheaper of its hourly rate (at least its minimum hours) and its day rate; a package long enough
 * when it has neither. Null when nothing covers the time (price on request).
 */
export function hireLines(space: Pick<EstimateSpaceRow, 'name' | 'price_per_hour_minor' | 'min_hours' | 'price_per_day_minor' | 'packages'>, hours: number, guests: number | undefined): { basis: EstimateBasis; lines: LineInput[] } | null {
  const options: { basis: EstimateBasis; lines: LineInput[]; total: number }[] = [];
  if (space.price_per_hour_minor !== null) {
    const billed = Math.max(hours, space.min_hours);
    const note = billed > hours ? ` (minimum ${plural(space.min_hours, 'hour')})` : '';
    options.push({
      basis: 'hourly',
      lines: [{ description: `${space.name}: ${plural(billed, 'hour')}${note}`, quantity: billed, unit_amount_minor: space.price_per_hour_minor }],
      total: billed * space.price_per_hour_minor,
    });
  }
  if (space.price_per_day_minor !== null) {
    options.push({ basis: 'day', lines: [{ description: `${space.name}: full day`, quantity: 1, unit_amount_minor: space.price_per_day_minor }], total: space.price_per_day_minor });
  }
  if (!options.length) {
    for (const p of space.packages.filter((p) => p.hours >= hours)) {
      if (p.perPerson && !guests) continue;
      const quantity = p.perPerson ? guests! : 1;
      const unit = p.perPerson ? 'guest' : 'package';
      options.push({ basis: 'package', lines: [{ description: `${space.name}: ${p.name} (${plural(p.hours, 'hour')}), per ${unit}`, quantity, unit_amount_minor: p.amountMinor }], total: quantity * p.amountMinor });
    }
  }
  const best = options.sort((a, b) => a.total - b.total)[0];
  return best ? { basis: best.basis, lines: best.lines } : null;
}

function priceOf(space: EstimateSpaceRow, venue: EstimateVenueRow, q: Query): SpacePriceEstimate | null {
  const currency = space.currency ?? venue.currency;
  const hire = currency ? hireLines(space, q.hours, q.guests) : null;
  if (!hire || !currency) return null;
  const tax: TaxSetting | null = venue.tax_bp > 0 ? { name: venue.tax_name || 'Tax', rate_percent: venue.tax_bp / 100, inclusive: venue.tax_inclusive } : null;
  try {
    const priced = quote(hire.lines, tax, currency);
    return { basis: hire.basis, currency, lines: priced.lines, subtotal_minor: priced.subtotal_minor, taxes: priced.taxes, total_minor: priced.total_minor };
  } catch {
    return null; // An amount out of range: price on request rather than a wrong figure.
  }
}

/** Whether each space of a venue is free for a time, and what its hire would come to (docs/estimates.md). */
export class EstimateService {
  constructor(
    private readonly repo: EstimateRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `ignoreBookingId`: a booking being moved does not take its own time (a move an hour later
   * overlaps where it is now); everything else does.
   */
  async venue(tenantId: string, idOrSlug: string, q: Query, opts: { ignoreBookingId?: string } = {}): Promise<VenueEstimate> {
    const venue = await this.repo.venue(tenantId, idOrSlug);
    if (!venue) throw notFound('Venue');
    const zone = venue.time_zone;
    const start = DateTime.fromISO(`${q.date}T${q.start}`, { zone });
    // A wall-clock time the zone skips (a DST gap) shifts; asking for it again is the honest answer.
    if (!start.isValid || start.toFormat('HH:mm') !== q.start) throw fieldError('start', 'This time does not exist on that day in the venue’s time zone');
    const end = start.plus({ hours: q.hours });
    const now = DateTime.fromJSDate(this.now(), { zone });
    if (start <= now) throw fieldError(q.date < now.toISODate()! ? 'date' : 'start', 'Choose a time in the future');
    if (start > now.plus({ days: ESTIMATE_LIMITS.maxDaysAhead })) throw fieldError('date', `Choose a date within ${ESTIMATE_LIMITS.maxDaysAhead} days`);

    const open = openHoursOn(venue.opening_hours, start.weekday % 7);
    const startMin = minutesOf(q.start);
    const endMin = startMin + q.hours * 60;
    const closedReason = !open
      ? 'The venue is closed that day'
      : startMin < minutesOf(open.open) || endMin > minutesOf(open.close)
        ? `The venue is open ${open.open}–${open.close} that day`
        : null;

    const [spaces, taken] = await Promise.all([this.repo.spaces(venue.id), this.repo.takenSpaces(venue.id, start.toJSDate(), end.toJSDate(), opts.ignoreBookingId)]);
    const out: SpaceEstimate[] = spaces.map((s) => {
      let status: SpaceEstimate['status'] = 'available';
      let reason: string | null = null;
      if (closedReason) [status, reason] = ['closed', closedReason];
      else if (taken.has(s.id)) [status, reason] = ['taken', 'Booked or held at that time'];
      else if (q.guests && s.max_capacity < q.guests) [status, reason] = ['too_small', `Takes up to ${s.max_capacity.toLocaleString('en')} guests`];
      return { space_id: s.id, name: s.name, max_capacity: s.max_capacity, status, reason, price: priceOf(s, venue, q) };
    });
    const endLabel = end.hasSame(start, 'day') ? end.toFormat('HH:mm') : end.hour === 0 && end.minute === 0 && endMin === 1440 ? '24:00' : end.toFormat('HH:mm');
    return {
      venue_id: venue.id,
      date: q.date,
      start: q.start,
      end: endLabel,
      hours: q.hours,
      guests: q.guests ?? null,
      time_zone: zone,
      start_at: start.toUTC().toISO()!,
      end_at: end.toUTC().toISO()!,
      open,
      spaces: out,
    };
  }
}
