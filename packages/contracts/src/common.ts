import { z } from 'zod';

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

/**
 * Text PostgreSQL cannot store or UTF-8 cannot encode: U+0000, lone UTF-16 surrogates, and the
 * other C0 control characters except tab, newline and carriage return (never typed into a form).
 */
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a control character or broken Unicode, which cannot be stored';
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/**
 * The one string schema of every text field and query value: a z.string() that first refuses
 * what cannot be stored (and stops there, so the message names that problem).
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });

export const objectId = safeString().uuid({ message: 'must be a valid id' });

export const email = safeString({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

/** Two-letter country code, stored lowercase (SPEC §2). */
export const countryCode = safeString()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
  .transform((s) => s.toLowerCase());

export const isoDate = safeString().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** A query-string boolean: "true"/"false"/"1"/"0". */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
