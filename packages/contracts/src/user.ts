import { z } from 'zod';
import { countryCode, email, safeString } from './common';
import { dateOfBirth, emailChangeBody } from './accounts';
import { mobilePhoneBodyFor, phoneNumberFor, primaryPhoneBodyFor } from './phones';
import type { AssignedRoles, Role } from './roles';

export interface Address {
  country: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  postalCode: string;
}

/** The user as GET /v1/user/me answers it: both vocabularies of SPEC §3 on one record. */
export interface User {
  _id: string;
  first_name: string;
  middleName: string;
  last_name: string;
  givenName: string;
  surname: string;
  email: string;
  country: string;
  type: string;
  role: Role[];
  assigned_roles: AssignedRoles;
  organization: string | null;
  sites: string[];
  /** invited: a team member who has not completed the profile yet. */
  status: 'active' | 'invited' | 'suspended' | 'deleted';
  profile_picture: string;
  date_of_birth: string;
  phone_number: string;
  primaryPhone: string;
  mobilePhone: string;
  stripe_account: string;
  address: Address;
  room_id: string;
  /** True once the address has been confirmed through an e-mailed link (or Google). */
  email_verified: boolean;
  /** An address waiting for confirmation (e-mail change); '' when none. */
  pending_email: string;
  /** False for an account made through Google that never set a password (it can set one with "forgot password"). */
  has_password: boolean;
  /** True when a Google account is linked. */
  google_linked: boolean;
  createdAt: string;
  updatedAt: string;
}

const name = (label: string) =>
  safeString().trim().max(100, `${label} must be at most 100 characters`);

/** E.164: plus sign, country code, digits. Per-country rules live in @venues/geo (libphonenumber-js). */
export const phoneE164 = safeString().trim().regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number with its country code, e.g. +6591234567');

/**
 * PATCH /v1/user/{id}: the client sends only non-empty fields (SPEC §5). The phone number is
 * checked for the account's country (or the `country` sent with it); `country` must also be one
 * of the storefronts (the server checks that). `email` here is for administrators: people change
 * their own address with PUT /api/auth/users/:id/email, which asks for the password.
 */
export function userPatchBodyFor(accountCountry: string | null | undefined) {
  return z
    .object({
      first_name: name('First name').min(1, 'First name cannot be empty'),
      last_name: name('Last name').min(1, 'Last name cannot be empty'),
      email,
      phone_number: safeString().trim().max(30, 'Phone number must be at most 30 characters'),
      date_of_birth: dateOfBirth,
      country: countryCode,
      profile_picture: safeString()
        .trim()
        .max(2048, 'Profile picture URL is too long')
        .refine((v) => v === '' || v.startsWith('/media/'), 'Upload the picture instead of linking to it'),
    })
    .partial()
    .strict()
    .transform((b, ctx) => {
      if (b.phone_number === undefined || b.phone_number === '') return b;
      const r = phoneNumberFor(b.country ?? accountCountry).safeParse(b.phone_number);
      if (!r.success) {
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: r.error.issues[0]?.message ?? 'Enter a valid phone number' });
        return z.NEVER;
      }
      return { ...b, phone_number: r.data };
    });
}
/** PATCH /v1/user/{id} without a known country: phone numbers must then be international. */
export const userPatchBody = userPatchBodyFor(null);
export type UserPatchBody = z.input<typeof userPatchBody>;

export const userNameBody = z
  .object({
    givenName: name('Given name').min(1, 'Given name is required'),
    middleName: name('Middle name').optional().default(''),
    surname: name('Surname').min(1, 'Surname is required'),
  })
  .strict();

/** PUT /api/auth/users/:id/email: the new address and the password (see accounts.ts). */
export const userEmailBody = emailChangeBody;
/** Phones without a known country (international format); the server uses primaryPhoneBodyFor(country). */
export const primaryPhoneBody = primaryPhoneBodyFor(null);
export const mobilePhoneBody = mobilePhoneBodyFor(null);

export const addressBody = z
  .object({
    country: countryCode,
    address1: safeString().trim().min(1, 'Address line 1 is required').max(200, 'Address line 1 must be at most 200 characters'),
    address2: safeString().trim().max(200, 'Address line 2 must be at most 200 characters').optional().default(''),
    city: safeString().trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
    province: safeString().trim().max(100, 'Province must be at most 100 characters').optional().default(''),
    postalCode: safeString().trim().min(1, 'Postal code is required').max(20, 'Postal code must be at most 20 characters'),
  })
  .strict();
