import { z } from 'zod';

// In browsers, no eval: zod's probe for it (new Function) shows as a violation of the site's
// Content-Security-Policy, which refuses 'unsafe-eval'. One setting for every zod copy on the page.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

/** Response envelopes of docs/design.md §4. */
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

/** Two-letter country code, stored lowercase (docs/spec.md §2). */
export const countryCode = safeString()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
  .transform((s) => s.toLowerCase());

/**
 * The days any date the API takes may fall on: every date a query or a body carries is held to
 * them, so that none reaches the database or a time-zone conversion out of its range (a day in
 * year 9999 in a time zone east of UTC is in year 10000, which PostgreSQL refuses).
 */
export const DATE_BOUNDS = { min: '1900-01-01', max: '2999-12-31' } as const;
const boundsMessage = (label: string) => `${label} must be between ${DATE_BOUNDS.min} and ${DATE_BOUNDS.max}`;
/**
 * True for a YYYY-MM-DD day, or the day of an ISO date-time, within DATE_BOUNDS (compared as
 * written); true for text that is not a date at all, which the schema's format check names.
 */
const withinDateBounds = (s: string) => !/^\d{4}-\d{2}-\d{2}/.test(s) || (s.slice(0, 10) >= DATE_BOUNDS.min && s.slice(0, 10) <= DATE_BOUNDS.max);
/** A refinement for any date schema: `schema.refine(...inDateBounds('From'))`. */
export const inDateBounds = (label: string) => [withinDateBounds, boundsMessage(label)] as const;

/** An ISO 8601 date-time with its offset, within DATE_BOUNDS. */
export const isoDateTime = (message: string, label: string) => z.iso.datetime({ offset: true, message }).refine(...inDateBounds(label));

/** A real calendar day as YYYY-MM-DD (2026-02-31 is refused). */
export const isCalendarDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** YYYY-MM-DD, the format only: for a schema that bounds its days itself (a date of birth). */
export const isoDateFormat = safeString().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
export const isoDate = isoDateFormat.refine(...inDateBounds('Date'));

/** A query-string boolean: "true"/"false"/"1"/"0". */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
