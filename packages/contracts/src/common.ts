import { z } from 'zod';

// In browsers, no eval: zod's probe for it (new Function) shows as a violation of the site's
// Content-Security-Policy, which refuses 'unsafe-eval'. One setting for every zod copy on the page.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

/** Response envelopes of DESIGN §4. */
export interface DataEnvelope<T> {
  data: T;
}
export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}
export type PageEnvelope<T> = DataEnvelope<Page<T>>;

export const objectId = z.string().uuid({ message: 'must be a valid id' });

export const email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

/** Two-letter country code, stored lowercase (SPEC §2). */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
  .transform((s) => s.toLowerCase());

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** A query-string boolean: "true"/"false"/"1"/"0". */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
