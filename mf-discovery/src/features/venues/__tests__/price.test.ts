import { money, priceFrom, priceFromText } from '../price';

// Intl puts a no-break space between a code and the number in some locales.
const norm = (s: string | undefined) => s?.replace(/\u00a0|\u202f/g, ' ');

test('each storefront writes its own currency its own way, whole amounts without decimals', () => {
  expect(norm(money(120, 'SGD', 'sg'))).toBe('$120');
  expect(norm(money(120, 'GBP', 'gb'))).toBe('£120');
  expect(norm(money(99.5, 'AUD', 'au'))).toBe('$99.50');
  expect(norm(money(1500000, 'IDR', 'id'))).toMatch(/^(IDR|Rp) ?1[.,]500[.,]000(,00)?$/);
});

test('a storefront whose country has no currency shows plain numbers (docs/spec.md §9)', () => {
  expect(money(80, null, 'aq')).toBe('80');
  expect(money(80.25, null, 'aq')).toBe('80.25');
  expect(priceFromText({ amount: 80, currency: null, unit: 'hour' }, 'aq')).toBe('From 80 per hour');
});

test('the "from" price with its unit, or price on request', () => {
  expect(priceFrom({ amount: 1500, currency: 'SGD', unit: 'day' }, 'sg')).toEqual({ amount: '$1,500', unit: 'per day' });
  expect(priceFrom({ amount: 45, currency: 'SGD', unit: 'package' }, 'sg')?.unit).toBe('per package');
  expect(priceFrom(null, 'sg')).toBeNull();
  expect(priceFromText(null, 'sg')).toBe('Price on request');
});
