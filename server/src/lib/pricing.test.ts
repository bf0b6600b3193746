import fc from 'fast-check';
import { CANCELLATION_POLICY_IDS, MAX_AMOUNT_MINOR } from '@venues/contracts';
import { customerRefund, feeReturned, formatMinor, percentOf, quote, refundSchedule, serviceFee, taxInRefund, taxOf, venueRefund, type TaxSetting } from './pricing';

// The storefronts' currencies plus a zero-decimal and a three-decimal one.
const CURRENCIES = ['SGD', 'MYR', 'IDR', 'PHP', 'HKD', 'AUD', 'GBP', 'USD', 'JPY', 'KWD'];
const TAXES: TaxSetting[] = [
  { name: 'GST', rate_percent: 9, inclusive: false },
  { name: 'SST', rate_percent: 8, inclusive: false },
  { name: 'GST', rate_percent: 10, inclusive: true },
  { name: 'VAT', rate_percent: 12, inclusive: false },
  { name: 'VAT', rate_percent: 20, inclusive: true },
  { name: 'PPN', rate_percent: 11, inclusive: false },
  { name: 'none', rate_percent: 0, inclusive: false },
];

const line = fc.record({
  description: fc.string({ maxLength: 20 }),
  quantity: fc.integer({ min: 1, max: 1_000 }),
  unit_amount_minor: fc.integer({ min: 0, max: 1_000_000_000 }),
});

describe('quote', () => {
  test('Singapore GST 9% on top: 1,000.00 + 250.50 → GST 112.55, total 1,363.05', () => {
    const q = quote(
      [
        { description: 'Hall, 4 hours', quantity: 4, unit_amount_minor: 25_000 },
        { description: 'Projector', quantity: 1, unit_amount_minor: 25_050 },
      ],
      TAXES[0]!,
      'SGD',
    );
    expect(q.subtotal_minor).toBe(125_050);
    expect(q.taxes).toEqual([{ name: 'GST', rate_percent: 9, inclusive: false, amount_minor: 11_255 }]);
    expect(q.total_minor).toBe(136_305);
  });

  test('inclusive tax is shown but not added: 110.00 with GST 10% inside holds 10.00', () => {
    const q = quote([{ description: 'Room', quantity: 1, unit_amount_minor: 11_000 }], TAXES[2]!, 'AUD');
    expect(q.taxes[0]!.amount_minor).toBe(1_000);
    expect(q.total_minor).toBe(11_000);
  });

  test('no tax: no tax line', () => {
    expect(quote([{ description: 'Room', quantity: 2, unit_amount_minor: 500 }], null, 'HKD')).toMatchObject({ taxes: [], total_minor: 1_000 });
  });

  test('refuses fractions, negatives and zero quantities', () => {
    expect(() => quote([{ description: 'x', quantity: 1, unit_amount_minor: 1.5 }], null, 'SGD')).toThrow(RangeError);
    expect(() => quote([{ description: 'x', quantity: 1, unit_amount_minor: -1 }], null, 'SGD')).toThrow(RangeError);
    expect(() => quote([{ description: 'x', quantity: 0, unit_amount_minor: 1 }], null, 'SGD')).toThrow(RangeError);
  });

  test('a subtotal at the limit whose tax on top passes it is refused; the same with the tax inside is not', () => {
    const lines = [{ description: 'Room', quantity: 10, unit_amount_minor: MAX_AMOUNT_MINOR / 10 }];
    expect(() => quote(lines, TAXES[0]!, 'SGD')).toThrow(/total with tax/);
    expect(quote(lines, TAXES[2]!, 'AUD').total_minor).toBe(MAX_AMOUNT_MINOR);
  });

  test('property: lines add up, tax is within a half unit of exact, total = subtotal + added tax', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.constantFrom(...TAXES), fc.constantFrom(...CURRENCIES), (lines, tax, cur) => {
        const q = quote(lines, tax, cur);
        expect(q.subtotal_minor).toBe(lines.reduce((s, l) => s + l.quantity * l.unit_amount_minor, 0));
        for (const l of q.lines) expect(Number.isSafeInteger(l.amount_minor)).toBe(true);
        const r = tax.rate_percent / 100;
        const exact = tax.inclusive ? (q.subtotal_minor * r) / (1 + r) : q.subtotal_minor * r;
        const t = q.taxes[0]?.amount_minor ?? 0;
        expect(Math.abs(t - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
        expect(q.total_minor).toBe(q.subtotal_minor + (tax.inclusive ? 0 : t));
        expect(Number.isSafeInteger(q.total_minor)).toBe(true);
      }),
    );
  });
});

describe('fees and percentages', () => {
  test('service fee 10% of 136,305 → 13,631 (half up)', () => {
    expect(serviceFee(136_305, 10)).toBe(13_631);
    expect(serviceFee(136_305, 0)).toBe(0);
  });

  test('property: a percentage lies between 0 and the amount, and 100% is the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const p = percentOf(amount, bp / 100);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(amount);
        expect(percentOf(amount, 100)).toBe(amount);
      }),
    );
  });

  test('property: the fee given back with a refund is between nothing and the whole fee, grows with the refund, and is all of it for a full refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e11 }), fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (total, bp, a, b) => {
        const fee = serviceFee(total, bp / 100);
        const [small, large] = [Math.floor(total * Math.min(a, b)), Math.floor(total * Math.max(a, b))];
        const back = feeReturned(large, total, fee);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(fee);
        expect(feeReturned(small, total, fee)).toBeLessThanOrEqual(back);
        expect(feeReturned(total, total, fee)).toBe(fee);
        expect(feeReturned(0, total, fee)).toBe(0);
        // What the venue keeps pays the fee on itself: kept − fee kept ≥ 0.
        expect(total - large - (fee - back)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('property: the tax inside refunds never exceeds the tax paid, and a full refund returns all of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e11 }), fc.constantFrom(...TAXES), fc.double({ min: 0, max: 1, noNaN: true }), (total, tax, share) => {
        const taxMinor = taxOf(total, { ...tax, inclusive: true });
        const refund = Math.floor(total * share);
        const inRefund = taxInRefund(refund, total, taxMinor);
        expect(inRefund).toBeGreaterThanOrEqual(0);
        expect(inRefund).toBeLessThanOrEqual(taxMinor);
        expect(taxInRefund(total, total, taxMinor)).toBe(taxMinor);
      }),
    );
  });
});

describe('refunds under the cancellation policies', () => {
  const start = new Date('2026-12-20T02:00:00Z'); // 10:00 in Singapore

  test('moderate policy in Singapore: full refund until 30 days before, half until 7 days before', () => {
    const s = refundSchedule(100_000, start, 'Asia/Singapore', 'moderate');
    expect(s).toEqual([
      { deadline: '2026-11-20T02:00:00.000Z', percent: 100, refund_minor: 100_000 },
      { deadline: '2026-12-13T02:00:00.000Z', percent: 50, refund_minor: 50_000 },
    ]);
    expect(customerRefund(100_000, 'SGD', start, 'Asia/Singapore', 'moderate', new Date('2026-11-20T01:59:59Z'))).toEqual({
      refund_minor: 100_000,
      kept_minor: 0,
      currency: 'SGD',
      rule: 'full',
      deadline: '2026-11-20T02:00:00.000Z',
    });
    expect(customerRefund(100_000, 'SGD', start, 'Asia/Singapore', 'moderate', new Date('2026-11-20T02:00:00Z')).rule).toBe('partial');
    expect(customerRefund(100_001, 'SGD', start, 'Asia/Singapore', 'moderate', new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      refund_minor: 50_001, // half of 1,000.01 rounds up to the customer
      kept_minor: 50_000,
    });
    expect(customerRefund(100_000, 'SGD', start, 'Asia/Singapore', 'moderate', new Date('2026-12-13T02:00:00Z'))).toMatchObject({
      refund_minor: 0,
      kept_minor: 100_000,
      rule: 'none',
      deadline: null,
    });
  });

  test('deadlines keep the venue’s wall-clock time across a daylight-saving change (London, strict)', () => {
    // 10:00 BST on 2027-04-10; 30 days earlier is 10:00 GMT on 2027-03-11, i.e. 10:00Z, not 09:00Z.
    const s = refundSchedule(1, new Date('2027-04-10T09:00:00Z'), 'Europe/London', 'strict');
    expect(s[1]!.deadline).toBe('2027-03-11T10:00:00.000Z');
  });

  test('a venue cancelling refunds everything', () => {
    expect(venueRefund(4_200, 'SGD')).toEqual({ refund_minor: 4_200, kept_minor: 0, currency: 'SGD', rule: 'venue_cancelled', deadline: null });
  });

  test('property: for every policy, currency and moment, refund + kept = total and the refund never grows as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.constantFrom(...CANCELLATION_POLICY_IDS),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom('Asia/Singapore', 'Europe/London', 'Australia/Sydney', 'America/New_York'),
        fc.integer({ min: 0, max: 200 * 24 }),
        fc.integer({ min: 1, max: 200 * 24 }),
        (total, policy, cur, tz, hoursBefore, later) => {
          const at = new Date(start.getTime() - hoursBefore * 3_600_000);
          const a = customerRefund(total, cur, start, tz, policy, at);
          const b = customerRefund(total, cur, start, tz, policy, new Date(at.getTime() + later * 3_600_000));
          expect(a.refund_minor + a.kept_minor).toBe(total);
          expect(a.refund_minor).toBeGreaterThanOrEqual(0);
          expect(b.refund_minor).toBeLessThanOrEqual(a.refund_minor);
        },
      ),
    );
  });
});

test('formatMinor writes minor units in the currency’s digits', () => {
  expect(formatMinor(136_305, 'SGD')).toBe('1363.05');
  expect(formatMinor(5, 'SGD')).toBe('0.05');
  expect(formatMinor(550_000, 'IDR')).toBe('550000');
  expect(formatMinor(1_234, 'KWD')).toBe('1.234');
  expect(formatMinor(-250, 'USD')).toBe('-2.50');
});
