export { countries, countryInfo, dialList, isIsoCountry, type CountryInfo, type DialListEntry } from './countries';
export { currencyForCountry, currencyInfo, formatPrice, type CurrencyInfo } from './currency';
export { validatePhone, examplePhone, type PhoneCheck } from './phone';
