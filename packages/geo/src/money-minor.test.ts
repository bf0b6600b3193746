import { decimalsOf, money, plural, toMajor, toMinor } from './index';

describe('amounts in minor units', () => {
  it('knows each currency’s digits and writes the storefront’s money', () => {
    expect(decimalsOf('SGD')).toBe(2);
    expect(decimalsOf('JPY')).toBe(0);
    expect(toMajor(12050, 'SGD')).toBe(120.5);
    expect(toMinor(120.5, 'SGD')).toBe(12050);
    expect(money(12050, 'SGD', 'sg')).toBe('SGD\u00a0120.50');
  });
});

describe('plural', () => {
  it('counts one and many', () => {
    expect(plural(1, 'venue')).toBe('1 venue');
    expect(plural(3, 'venue')).toBe('3 venues');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});
