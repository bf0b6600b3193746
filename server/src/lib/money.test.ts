import { money } from '@venues/geo';
import { moneyText } from './money';
import { offerTemplates } from '../mail/offer-templates';
import { bookingTemplates } from '../mail/booking-templates';

test('e-mails and PDFs write money as the site does: the code first, grouped digits, the currency’s decimals', () => {
  expect(moneyText(138_975, 'SGD')).toBe('SGD 1,389.75');
  expect(moneyText(138_975, 'SGD')).toBe(money(138_975, 'SGD', 'sg').replace(/\u00a0/g, ' '));
  expect(moneyText(-19_075, 'SGD')).toBe('-SGD 190.75');
  expect(moneyText(0, 'SGD')).toBe('SGD 0.00');
  expect(moneyText(550_000, 'IDR')).toBe(money(550_000, 'IDR', 'id').replace(/\u00a0/g, ' '));
  expect(moneyText(550_000, 'IDR')).not.toMatch(/IDR$/);
});

test('a symbol the PDFs’ fonts lack is written as the currency’s code', () => {
  expect(moneyText(125_000, 'PHP')).toBe('PHP 1,250.00');
  expect(moneyText(-125_000, 'PHP')).toBe('-PHP 1,250.00');
  expect(moneyText(125_000, 'PHP')).not.toContain('₱');
});

test('the offer e-mails write the total as the site does', () => {
  const sent = offerTemplates.offerSent({ venue: 'The Loft', space: 'Loft Room', totalMinor: 138_975, currency: 'SGD', expiresAt: new Date('2031-02-20T10:00:00Z'), timeZone: 'Asia/Singapore', updated: false });
  expect(sent.subject).toBe('An offer from The Loft: SGD 1,389.75');
  expect(offerTemplates.offerAccepted({ who: 'Una', totalMinor: 138_975, currency: 'SGD' }).subject).toBe('Una accepted your offer (SGD 1,389.75)');
  expect(`${sent.subject} ${sent.body}`).not.toMatch(/\d SGD/);
  expect(bookingTemplates.extraChargesPaid({ reference: 'BK-1', customerFirst: 'Una', amount: moneyText(5_000, 'SGD') }).body).toBe('Una paid SGD 50.00.');
});
