import type { BookingRow, PaymentRow, RefundRow } from '../../db/schema';
import type { LedgerInput } from './payment-repository';

/**
 * The ledger's rows (docs/transactions.md "The ledger"): what a charge and a refund each write,
 * always together with the payment or refund in one transaction. Zero rows are left out by
 * PaymentRepository.addLedger.
 */

/** The ledger of a charge: what the customer paid, the tax it contains, the platform's fee and the payout due. */
export function chargeLedger(b: BookingRow, p: PaymentRow, fee: number): LedgerInput[] {
  const base = { tenantId: b.tenantId, organizationId: b.organizationId, venueId: b.venueId, bookingId: b.id, paymentId: p.id, currency: p.currency };
  return [
    { ...base, kind: 'charge' as const, amountMinor: p.amountMinor },
    { ...base, kind: 'tax' as const, amountMinor: p.taxMinor },
    { ...base, kind: 'fee' as const, amountMinor: -fee },
    { ...base, kind: 'payout_due' as const, amountMinor: p.amountMinor - fee },
  ];
}

/**
 * The ledger of a refund of `amount`: the refund, the tax it takes back, the part of the fee given
 * back (the platform keeps its fee only on what the venue keeps) and the lower payout.
 */
export function refundLedger(p: PaymentRow, r: RefundRow, amount: number, tax: number, feeBack: number): LedgerInput[] {
  const base = { tenantId: p.tenantId, organizationId: p.organizationId, venueId: p.venueId, bookingId: r.bookingId, paymentId: p.id, refundId: r.id, currency: p.currency };
  return [
    { ...base, kind: 'refund', amountMinor: -amount },
    { ...base, kind: 'tax', amountMinor: -tax },
    { ...base, kind: 'fee', amountMinor: feeBack },
    { ...base, kind: 'payout_due', amountMinor: -(amount - feeBack) },
  ];
}
