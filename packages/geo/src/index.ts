// Modules are independent so bundlers drop what a page does not use (sideEffects: false):
// money and phone need no country table; countries/currency bring world-countries (~155 KB gzip).
export { countries, countryInfo, dialList, isIsoCountry, type CountryInfo, type DialListEntry } from './countries';
export { currencyForCountry, formatPrice } from './currency';
export { currencyInfo, decimalsOf, formatMoney, localeForCountry, money, toMajor, toMinor, type CurrencyInfo, type MoneyFormatOptions } from './money';
export { plural } from './plural';
export { validatePhone, examplePhone, type PhoneCheck } from './phone';
export { dialCodeOf, regionOptions, type RegionOption } from './regions';
