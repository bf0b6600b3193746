import { money, priceFrom, priceFromText } from '../price';

// Intl puts a no-break space between a code and the number in some locales.
const norm = (s: string | undefined) => s?.replace(/\u00a0|\u202f/g, ' ');

test('each storefront writes its own currency with its own separators, whole amounts without decimals', () => {
  expect(norm(money(120, 'GBP', 'gb'))).toBe('£120');
  expect(norm(money(120, 'MYR', 'my'))).toBe('RM 120');
  expect(norm(money(120, 'PHP', 'ph'))).toBe('₱120');
  expect(norm(money(120, 'HKD', 'hk'))).toBe('HK$120');
  expect(norm(money(1500000, 'IDR', 'id'))).toBe('Rp 1.500.000');
});

test('a dollar is never a bare "$" that could be another country’s', () => {
  expect(norm(money(120, 'SGD', 'sg'))).toBe('SGD 120');
  expect(norm(money(99.5, 'AUD', 'au'))).toBe('A$99.50');
  expect(norm(money(120, 'USD', 'us'))).toBe('US$120');
  expect(norm(money(-5, 'SGD', 'sg'))).toBe('-SGD 5');
});

test('a storefront whose country has no currency shows plain numbers (docs/spec.md §9)', () => {
  expect(money(80, null, 'aq')).toBe('80');
  expect(money(80.25, null, 'aq')).toBe('80.25');
  expect(priceFromText({ amount: 80, currency: null, unit: 'hour', per_hour: 80 }, 'aq')).toBe('From 80 per hour');
});

test('the "from" price with its unit, or price on request', () => {
  expect(priceFrom({ amount: 1500, currency: 'SGD', unit: 'day', per_hour: 187.5 }, 'sg')).toEqual({ amount: 'SGD\u00a01,500', unit: 'per day', perHour: 'about SGD\u00a0187.50 per hour' });
  expect(priceFrom({ amount: 120, currency: 'SGD', unit: 'hour', per_hour: 120 }, 'sg')?.perHour).toBeNull();
  expect(priceFrom({ amount: 45, currency: 'SGD', unit: 'package', per_hour: null }, 'sg')?.unit).toBe('per package');
  expect(priceFrom(null, 'sg')).toBeNull();
  expect(priceFromText(null, 'sg')).toBe('Price on request');
});
