import { DateTime } from 'luxon';
import { CANCELLATION_POLICIES, MAX_AMOUNT_MINOR, type CancellationPolicyId } from '@venues/contracts';
import { minorDigits } from './money';

/**
 * Money for offers, bookings and refunds (docs/transactions.md, "Money"): pure functions over
 * integers in the currency's minor units. The browser never sends an amount it is charged; every
 * figure it shows comes from here through the API.
 *
 * Rounding: half up, once per figure (a tax on the subtotal, not per line), in BigInt so large
 * amounts in zero-decimal currencies cannot lose precision.
 */

export interface LineInput {
  description: string;
  quantity: number;
  unit_amount_minor: number;
}

export interface PricedLine extends LineInput {
  amount_minor: number;
}

/** A storefront's tax: none when the rate is 0. `inclusive`: listed prices already contain it. */
export interface TaxSetting {
  name: string;
  rate_percent: number;
  inclusive: boolean;
}

export interface TaxLine extends TaxSetting {
  amount_minor: number;
}

export interface Quote {
  currency: string;
  lines: PricedLine[];
  /** The sum of the lines, as priced (with the tax inside when it is inclusive). */
  subtotal_minor: number;
  taxes: TaxLine[];
  /** What the customer pays. */
  total_minor: number;
}

/** a × num / den, rounded half up; all non-negative. */
function mulDivRound(a: number, num: bigint, den: bigint): number {
  const n = BigInt(a) * num;
  return Number((n * 2n + den) / (den * 2n));
}

/** A percentage with up to two decimals as basis points (9 → 900, 12.5 → 1250). */
const basisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));

/** Whether an amount is one the money module takes (a stored figure is checked before it is charged). */
export const withinLimit = (v: number): boolean => Number.isSafeInteger(v) && v >= 0 && v <= MAX_AMOUNT_MINOR;

function assertAmount(v: number, what: string): void {
  if (!withinLimit(v)) throw new RangeError(`${what} must be a whole number of minor units between 0 and ${MAX_AMOUNT_MINOR}`);
}

/** The tax contained in or added to `amount` under `tax`. */
export function taxOf(amount: number, tax: TaxSetting): number {
  if (tax.rate_percent <= 0) return 0;
  const bp = basisPoints(tax.rate_percent);
  // Inclusive: amount = net + net × r, so tax = amount × r / (1 + r).
  return tax.inclusive ? mulDivRound(amount, bp, 10_000n + bp) : mulDivRound(amount, bp, 10_000n);
}

/** Prices an offer's lines under the storefront's tax. */
export function quote(lines: readonly LineInput[], tax: TaxSetting | null, currency: string): Quote {
  const priced = lines.map((l) => {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new RangeError('quantity must be a whole number of at least 1');
    assertAmount(l.unit_amount_minor, 'unit_amount_minor');
    const amount = l.quantity * l.unit_amount_minor;
    assertAmount(amount, 'a line amount');
    return { ...l, amount_minor: amount };
  });
  const subtotal = priced.reduce((s, l) => s + l.amount_minor, 0);
  assertAmount(subtotal, 'the subtotal');
  const taxes: TaxLine[] = tax && tax.rate_percent > 0 ? [{ ...tax, amount_minor: taxOf(subtotal, tax) }] : [];
  const added = taxes.filter((t) => !t.inclusive).reduce((s, t) => s + t.amount_minor, 0);
  // What the customer is charged must fit the limit too, not only what the lines add up to.
  assertAmount(subtotal + added, 'the total with tax');
  return { currency, lines: priced, subtotal_minor: subtotal, taxes, total_minor: subtotal + added };
}

/** The platform's fee on a payment, kept from the venue's payout (the customer pays the quoted total). */
export function serviceFee(totalMinor: number, feePercent: number): number {
  assertAmount(totalMinor, 'the total');
  return feePercent > 0 ? mulDivRound(totalMinor, basisPoints(feePercent), 10_000n) : 0;
}

/** `percent` of `amount`, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return mulDivRound(amount, basisPoints(percent), 10_000n);
}

/**
 * The tax inside a refund of `refundMinor` from a payment of `totalMinor` that carried `taxMinor`:
 * proportional, so a credit note shows exactly the refunded amount and its tax. A full refund
 * returns the whole tax.
 */
export function taxInRefund(refundMinor: number, totalMinor: number, taxMinor: number): number {
  if (refundMinor >= totalMinor) return taxMinor;
  if (totalMinor === 0) return 0;
  return mulDivRound(refundMinor, BigInt(taxMinor), BigInt(totalMinor));
}

/**
 * The part of the platform's fee given back with a refund of `refundMinor` from a payment of
 * `totalMinor` that carried `feeMinor`: the fee is kept only on what the venue keeps, in proportion
 * to the fee charged (rounded half up on the kept part). A full refund gives all of it back.
 */
export function feeReturned(refundMinor: number, totalMinor: number, feeMinor: number): number {
  if (refundMinor >= totalMinor) return feeMinor;
  if (refundMinor <= 0 || totalMinor === 0) return 0;
  return feeMinor - mulDivRound(totalMinor - refundMinor, BigInt(feeMinor), BigInt(totalMinor));
}

export interface RefundStep {
  /** Cancelling before this instant (ISO 8601) refunds `percent`. */
  deadline: string;
  percent: number;
  refund_minor: number;
}

export type RefundRule = 'full' | 'partial' | 'none' | 'venue_cancelled';

export interface RefundPreview {
  refund_minor: number;
  kept_minor: number;
  currency: string;
  rule: RefundRule;
  /** When the current rule ends (ISO 8601); null when nothing more changes. */
  deadline: string | null;
}

function policyOf(id: CancellationPolicyId) {
  const p = CANCELLATION_POLICIES.find((x) => x.id === id);
  if (!p) throw new RangeError(`unknown cancellation policy ${id}`);
  return p;
}

/**
 * `hours` before `startAt`, counted in whole days of the venue's calendar when they are whole days
 * (7 days before 10:00 is 10:00 a week earlier, across a daylight-saving change), else in hours.
 */
function before(startAt: Date, hours: number, timeZone: string): DateTime {
  const start = DateTime.fromJSDate(startAt, { zone: timeZone });
  if (!start.isValid) throw new RangeError(`invalid start or time zone ${timeZone}`);
  return hours % 24 === 0 ? start.minus({ days: hours / 24 }) : start.minus({ hours });
}

/** The refund for cancelling before each deadline of the venue's policy (what an offer shows). */
export function refundSchedule(totalMinor: number, startAt: Date, timeZone: string, policyId: CancellationPolicyId): RefundStep[] {
  const p = policyOf(policyId);
  return [
    { deadline: before(startAt, p.fullHours, timeZone).toUTC().toISO()!, percent: 100, refund_minor: totalMinor },
    { deadline: before(startAt, p.partialHours, timeZone).toUTC().toISO()!, percent: p.partialPercent, refund_minor: percentOf(totalMinor, p.partialPercent) },
  ];
}

/** What a customer's cancellation at `at` refunds under the venue's policy. */
export function customerRefund(
  totalMinor: number,
  currency: string,
  startAt: Date,
  timeZone: string,
  policyId: CancellationPolicyId,
  at: Date,
): RefundPreview {
  const [full, partial] = refundSchedule(totalMinor, startAt, timeZone, policyId) as [RefundStep, RefundStep];
  const t = at.getTime();
  let refund = 0;
  let rule: RefundRule = 'none';
  let deadline: string | null = null;
  if (t < Date.parse(full.deadline)) [refund, rule, deadline] = [full.refund_minor, 'full', full.deadline];
  else if (t < Date.parse(partial.deadline)) [refund, rule, deadline] = [partial.refund_minor, 'partial', partial.deadline];
  return { refund_minor: refund, kept_minor: totalMinor - refund, currency, rule, deadline };
}

/** A venue that cancels always refunds everything. */
export function venueRefund(totalMinor: number, currency: string): RefundPreview {
  return { refund_minor: totalMinor, kept_minor: 0, currency, rule: 'venue_cancelled', deadline: null };
}

/** Minor units → a decimal string for documents (no float formatting surprises): 12345 SGD → "123.45". */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const s = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${s}` : `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
