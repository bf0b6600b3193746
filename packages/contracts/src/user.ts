import { z } from 'zod';
import { countryCode, email, isoDate } from './common';
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
  status: 'active' | 'suspended' | 'deleted';
  profile_picture: string;
  date_of_birth: string;
  phone_number: string;
  primaryPhone: string;
  mobilePhone: string;
  stripe_account: string;
  address: Address;
  room_id: string;
  createdAt: string;
  updatedAt: string;
}

const name = (label: string) =>
  z.string().trim().max(100, `${label} must be at most 100 characters`);

/** E.164: plus sign, country code, digits. Per-country rules live in @venues/geo (libphonenumber-js). */
export const phoneE164 = z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number with its country code, e.g. +6591234567');

/** PATCH /v1/user/{id}: the client sends only non-empty fields (SPEC §5). */
export const userPatchBody = z
  .object({
    first_name: name('First name').min(1, 'First name cannot be empty'),
    last_name: name('Last name').min(1, 'Last name cannot be empty'),
    email,
    phone_number: phoneE164,
    date_of_birth: isoDate,
    profile_picture: z.string().trim().max(2048, 'Profile picture URL is too long'),
  })
  .partial()
  .strict();
export type UserPatchBody = z.infer<typeof userPatchBody>;

export const userNameBody = z
  .object({
    givenName: name('Given name').min(1, 'Given name is required'),
    middleName: name('Middle name').optional().default(''),
    surname: name('Surname').min(1, 'Surname is required'),
  })
  .strict();

export const userEmailBody = z.object({ email }).strict();
export const primaryPhoneBody = z.object({ primaryPhone: phoneE164 }).strict();
export const mobilePhoneBody = z.object({ mobilePhone: phoneE164 }).strict();

export const addressBody = z
  .object({
    country: countryCode,
    address1: z.string().trim().min(1, 'Address line 1 is required').max(200, 'Address line 1 must be at most 200 characters'),
    address2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters').optional().default(''),
    city: z.string().trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
    province: z.string().trim().max(100, 'Province must be at most 100 characters').optional().default(''),
    postalCode: z.string().trim().min(1, 'Postal code is required').max(20, 'Postal code must be at most 20 characters'),
  })
  .strict();
