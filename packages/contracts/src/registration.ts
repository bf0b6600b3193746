import { z } from 'zod';
import { validatePhone } from '@venues/geo';
import { REGISTRATION_ROLES, personName } from './accounts';
import { countryCode, email, safeString } from './common';
import { checkPasswordOf, passwordLength } from './password-schema';

// ---------------------------------------------------------------------------------------------
// Sign-up: POST /v1/auth/registration and /v2/auth/registration (same body). Apart from
// ./accounts because it checks a phone number (see ./phones).

/** The fields of a sign-up, without the cross-field and password checks (the shape the API documents). */
export const registrationFields = z
  .object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    email,
    password: passwordLength,
    role: z.enum(REGISTRATION_ROLES, { message: 'Choose a customer or a venue account' }),
    /** Required for a venue account: the organization the owner's venues belong to. */
    organization_name: safeString().trim().max(120, 'Venue or company name must be at most 120 characters').optional(),
    /** The storefront the person signed up on; phone numbers are checked for it. */
    country: countryCode,
    /** Optional; validated for `country`, answered in E.164. */
    phone_number: safeString().trim().max(30, 'Phone number must be at most 30 characters').optional(),
    accept_terms: z.literal(true, { message: 'Accept the terms and privacy policy to continue' }),
  })
  .strict();

export const registrationBody = registrationFields
  // Cross-field rules run even when another field is missing, so a form shows every message at once.
  .superRefine(
    (b, ctx) => {
      if (typeof b !== 'object' || b === null) return;
      if (b.role === 'venue' && !(typeof b.organization_name === 'string' && b.organization_name.trim())) {
        ctx.addIssue({ code: 'custom', path: ['organization_name'], message: 'Venue or company name is required' });
      }
      if (typeof b.phone_number === 'string' && b.phone_number.trim()) {
        const check = validatePhone(b.phone_number, typeof b.country === 'string' ? b.country : '');
        if (!check.valid) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: check.message ?? 'Enter a valid phone number' });
      }
    },
    { when: () => true },
  )
  .superRefine(
    async (b, ctx) => {
      if (typeof b !== 'object' || b === null) return;
      const words = [b.first_name, b.last_name, b.email, b.organization_name].map((v) => (typeof v === 'string' ? v : ''));
      await checkPasswordOf(ctx, 'password', b.password, words);
    },
    { when: () => true },
  )
  .transform((b) => ({
    ...b,
    organization_name: b.role === 'venue' ? (b.organization_name ?? '') : '',
    phone_number: b.phone_number ? validatePhone(b.phone_number, b.country).e164! : '',
  }));
export type RegistrationBody = z.input<typeof registrationBody>;
