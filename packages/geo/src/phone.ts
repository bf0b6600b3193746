import { getCountryCallingCode, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

/** The country's English name from Intl, so validation does not pull in the country table. */
function countryName(cc: string): string | undefined {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(cc);
  } catch {
    return undefined;
  }
}

export interface PhoneCheck {
  valid: boolean;
  /** The number in E.164 ("+6581234567") when valid. */
  e164?: string;
  message?: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** An example mobile number in international format, e.g. "+65 8123 4567". */
export function examplePhone(cc: string): string | undefined {
  const upper = cc.toUpperCase();
  if (!isSupportedCountry(upper)) return undefined;
  return getExampleNumber(upper, examples)?.formatInternational();
}

/**
 * Checks a phone number for a country with libphonenumber-js (the per-country rule of docs/spec.md §5:
 * plus sign, the country's dial code, a valid digit count). Local formats are accepted and returned in E.164.
 */
export function validatePhone(value: string, cc: string): PhoneCheck {
  const text = (value ?? '').trim();
  const upper = (cc ?? '').trim().toUpperCase();
  const name = /^[A-Z]{2}$/.test(upper) ? countryName(upper) : undefined;
  if (!text) return { valid: false, message: 'Enter a phone number' };

  if (!isSupportedCountry(upper)) {
    // No numbering plan for this code: accept any well-formed international number.
    const compact = text.replace(/[\s().-]/g, '');
    return E164.test(compact)
      ? { valid: true, e164: compact }
      : { valid: false, message: 'Enter the phone number with its country code, e.g. +6581234567' };
  }

  const country = upper as CountryCode;
  const parsed = parsePhoneNumberFromString(text, country);
  // Numbers of another country sharing the calling code (+1 US/CA, +44 GB/GG) pass, as the dial-code rule does.
  if (parsed && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(country)) {
    return { valid: true, e164: parsed.number };
  }
  const example = examplePhone(upper);
  const label = name ? `${name} phone number` : 'phone number';
  const wanted = example ? `a valid ${label}, e.g. ${example}` : `a valid ${label}`;
  // A number valid in another country: say whose it is and what to change, not only "invalid".
  const elsewhere = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
  const theirs = elsewhere?.isValid() && elsewhere.country ? countryName(elsewhere.country) : undefined;
  if (theirs && elsewhere!.country !== country) {
    return { valid: false, message: `${elsewhere!.formatInternational()} is a ${theirs} number: choose ${theirs} as the country, or enter ${wanted}` };
  }
  return { valid: false, message: `Enter ${wanted}` };
}
