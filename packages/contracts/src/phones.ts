import { z } from 'zod';
import { safeString } from './common';
import { validatePhone } from '@venues/geo';

// Phones: validated for a country with libphonenumber-js (@venues/geo), stored in E.164. A module of
// their own, so that pages without phone fields (sign-in, password recovery) do not download that
// library with the account schemas.

/** A phone number for a country (the user's): local or international format in, E.164 out. */
export function phoneNumberFor(country: string | null | undefined) {
  return safeString({ message: 'Enter a phone number' })
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .transform((value, ctx) => {
      const check = validatePhone(value, country ?? '');
      if (!check.valid) {
        ctx.addIssue({ code: 'custom', message: check.message ?? 'Enter a valid phone number' });
        return z.NEVER;
      }
      return check.e164!;
    });
}

/** A phone that may be cleared: '' removes it. */
const optionalPhoneFor = (country: string | null | undefined) =>
  safeString({ message: 'Enter a phone number' })
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .transform((value, ctx) => {
      if (value === '') return '';
      const check = validatePhone(value, country ?? '');
      if (!check.valid) {
        ctx.addIssue({ code: 'custom', message: check.message ?? 'Enter a valid phone number' });
        return z.NEVER;
      }
      return check.e164!;
    });

/** PUT /api/auth/users/:id/primary-phone, validated for the account's country. '' removes the number. */
export const primaryPhoneBodyFor = (country: string | null | undefined) => z.object({ primaryPhone: optionalPhoneFor(country) }).strict();
/** PUT /api/auth/users/:id/mobile-phone, validated for the account's country. '' removes the number. */
export const mobilePhoneBodyFor = (country: string | null | undefined) => z.object({ mobilePhone: optionalPhoneFor(country) }).strict();
