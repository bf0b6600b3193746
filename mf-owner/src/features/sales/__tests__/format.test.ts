import { money, toMajor } from '@venues/geo';
import { duration, hours, monthLabel, percent, ratio, windowLabel } from '../format';

// Money arrives in minor units and its decimals depend on the currency (2 for SGD, 0 for IDR and JPY).

test('money in minor units: SGD has cents, IDR and JPY have none', () => {
  expect(money(12_345_678, 'SGD', 'sg')).toBe('SGD\u00a0123,456.78');
  expect(money(5, 'SGD', 'sg')).toBe('SGD\u00a00.05');
  expect(money(550_000, 'IDR', 'id')).toMatch(/^Rp\s?550\.000$/);
  expect(money(12_000, 'JPY', 'sg')).toBe('JP¥12,000');
  expect(toMajor(12_050, 'SGD')).toBe(120.5);
  expect(toMajor(12_050, 'IDR')).toBe(12_050);
});

test('durations read as a person says them', () => {
  expect(duration(0.4)).toBe('under a minute');
  expect(duration(1)).toBe('1 min');
  expect(duration(44.6)).toBe('45 min');
  expect(duration(60)).toBe('1 h');
  expect(duration(135.2)).toBe('2 h 15 min');
  expect(duration(24 * 60)).toBe('1 day');
  expect(duration(2 * 24 * 60 + 4 * 60 + 10)).toBe('2 days 4 h');
  expect(duration(2 * 24 * 60 + 23.8 * 60)).toBe('3 days');
});

test('rates, hours and dates', () => {
  expect(percent(0.4567)).toBe('45.7%');
  expect(percent(null)).toBe('–');
  expect(ratio(45, 120)).toBe(0.375);
  expect(ratio(3, 0)).toBeNull();
  expect(hours(1234.56)).toBe('1,234.6 h');
  expect(monthLabel('2026-04')).toBe('Apr 2026');
  expect(windowLabel('2026-01-01', '2026-12-31')).toBe('1 Jan 2026 – 31 Dec 2026');
});
