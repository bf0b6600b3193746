import { countries, countryInfo, dialCodeOf, regionOptions, currencyForCountry, currencyInfo, dialList, formatMoney, formatPrice, isIsoCountry, validatePhone } from './index';

// Intl puts a no-break space between code and number in some formats.
const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('countries', () => {
  test('Singapore from world-countries, lowercase code, flag, dial code, currency', () => {
    expect(countryInfo('SG')).toEqual({ cca2: 'sg', name: 'Singapore', flag: '🇸🇬', dialCodes: ['+65'], currency: 'SGD' });
  });
  test('US dials +1, not one code per area code', () => {
    expect(countryInfo('us')?.dialCodes).toEqual(['+1']);
  });
  test('isIsoCountry', () => {
    expect(isIsoCountry('sg')).toBe(true);
    expect(isIsoCountry('GB')).toBe(true);
    expect(isIsoCountry('xx')).toBe(false);
    expect(isIsoCountry('sgp')).toBe(false);
    expect(isIsoCountry(undefined)).toBe(false);
  });
  test('dialList has about 240 entries with name, flag, code, dial_code', () => {
    const list = dialList();
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(countries.length);
    expect(list.find((e) => e.code === 'SG')).toEqual({ name: 'Singapore', flag: '🇸🇬', code: 'SG', dial_code: '+65' });
    expect(list.find((e) => e.code === 'GB')?.dial_code).toBe('+44');
    expect(list.find((e) => e.code === 'VA')?.dial_code).toBe('+39');
    for (const e of list) expect(e.dial_code).toMatch(/^\+\d+$/);
  });
});

describe('validatePhone', () => {
  test('+65 with 8 digits is valid', () => {
    expect(validatePhone('+65 8123 4567', 'sg')).toEqual({ valid: true, e164: '+6581234567' });
  });
  test('local Singapore format is accepted and normalised', () => {
    expect(validatePhone('9123 4567', 'SG')).toEqual({ valid: true, e164: '+6591234567' });
  });
  test('+65 with 7 digits is invalid, with an example in the message', () => {
    const r = validatePhone('+65 8123 456', 'sg');
    expect(r.valid).toBe(false);
    expect(r.message).toBe('Enter a valid Singapore phone number, e.g. +65 8123 4567');
  });
  test('+1 US with 10 digits', () => {
    expect(validatePhone('+1 201 555 0123', 'us')).toEqual({ valid: true, e164: '+12015550123' });
    expect(validatePhone('+1 201 555 012', 'us').valid).toBe(false);
  });
  test('+44 UK', () => {
    expect(validatePhone('+44 20 7123 4567', 'gb')).toEqual({ valid: true, e164: '+442071234567' });
    expect(validatePhone('+44 7911 123456', 'gb').valid).toBe(true);
    expect(validatePhone('+44 20 7123', 'gb').valid).toBe(false);
  });
  test('a number of another country is refused, saying whose it is and what to change', () => {
    expect(validatePhone('+65 8123 4567', 'gb')).toEqual({
      valid: false,
      message: '+65 8123 4567 is a Singapore number: choose Singapore as the country, or enter a valid United Kingdom phone number, e.g. +44 7400 123456',
    });
    expect(validatePhone('+44 7400 123456', 'sg').message).toMatch(/^\+44 7400 123456 is a United Kingdom number: choose United Kingdom as the country, or enter a valid Singapore phone number/);
    // A number valid nowhere gets the plain message.
    expect(validatePhone('+44 20 7123', 'sg').message).toBe('Enter a valid Singapore phone number, e.g. +65 8123 4567');
  });
  test('empty', () => {
    expect(validatePhone('  ', 'sg')).toEqual({ valid: false, message: 'Enter a phone number' });
  });
});

describe('currencies', () => {
  test('country → currency', () => {
    expect(currencyForCountry('sg')).toBe('SGD');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('jp')).toBe('JPY');
    expect(currencyForCountry('aq')).toBeNull();
    expect(currencyForCountry('zz')).toBeNull();
  });
  test('currencyInfo from Intl', () => {
    expect(currencyInfo('SGD')).toEqual({
      code: 'SGD',
      symbol: 'SGD',
      symbol_native: '$',
      name: 'Singapore Dollar',
      name_plural: 'Singapore dollars',
      decimal_digits: 2,
      rounding: 0,
    });
    expect(currencyInfo('jpy')).toMatchObject({ code: 'JPY', decimal_digits: 0, symbol: '¥' });
    expect(currencyInfo('GBP')).toMatchObject({ symbol: '£', symbol_native: '£', name: 'British Pound' });
    expect(currencyInfo('XYZ1')).toBeNull();
  });
  test('formatPrice', () => {
    expect(norm(formatPrice(1234.5, 'sg'))).toBe('SGD 1,234.50');
    expect(norm(formatPrice(1234.5, 'sg', 'en'))).toBe('SGD 1,234.50');
    expect(norm(formatPrice(1234.5, 'gb'))).toBe('£1,234.50');
    expect(norm(formatPrice(1234.4, 'jp'))).toBe('JP¥1,234');
    expect(norm(formatPrice(1234.5, 'aq'))).toBe('1,234.50');
  });
});

describe('formatMoney (Intl only)', () => {
  test('with a currency code', () => {
    expect(norm(formatMoney(99, 'sgd', 'en-SG'))).toBe('SGD 99.00');
    expect(norm(formatMoney(99, 'USD', 'en-US'))).toBe('US$99.00');
    expect(norm(formatMoney(550000, 'IDR', 'en-ID', { wholeUnits: true }))).toBe('Rp 550.000');
    expect(norm(formatMoney(99, 'EUR'))).toBe('€99.00');
  });
  test('no or unknown currency: plain number, 2 decimals', () => {
    expect(formatMoney(1234.5, null)).toBe('1,234.50');
    expect(formatMoney(3, 'NOPE')).toBe('3.00');
  });
  test('wholeUnits leaves out the decimals of whole amounts only', () => {
    expect(norm(formatMoney(120, 'GBP', 'en-GB', { wholeUnits: true }))).toBe('£120');
    expect(norm(formatMoney(120.5, 'GBP', 'en-GB', { wholeUnits: true }))).toBe('£120.50');
    expect(norm(formatMoney(1500000, 'JPY', 'en', { wholeUnits: true }))).toBe('JP¥1,500,000');
    expect(formatMoney(80, null, 'en', { wholeUnits: true })).toBe('80');
    expect(formatMoney(80.25, null, 'en', { wholeUnits: true })).toBe('80.25');
  });
});

describe('regionOptions', () => {
  test('about 245 countries and territories with English names, sorted by name', () => {
    const list = regionOptions();
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.find((r) => r.code === 'sg')).toEqual({ code: 'sg', name: 'Singapore' });
    expect(list.find((r) => r.code === 'gb')?.name).toBe('United Kingdom');
    const names = list.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
  test('dialCodeOf: the calling code numbers use, any case', () => {
    expect(dialCodeOf('sg')).toBe('+65');
    expect(dialCodeOf('VA')).toBe('+39');
  });
});
