import { z } from 'zod';
import { countryCode, objectId, queryBool, safeString, inDateBounds } from './common';
import type { Photo, VenueDetail } from './discovery';
import type { ListingStatus } from './discovery-lists';
import type { VenueEvent } from './state-machines';

// Administration (docs/admin.md): the administrators' roles and what each may do,
// storefronts, venue review, ratings, administrators' roles and the audit trail.

export * from './admin-roles';
import { ADMIN_ROLES, type AdminRole } from './admin-roles';
import { ADMIN_LIMITS } from './constants';
import { ADMIN_VENUE_TABS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AdminVenueAction, type AdminVenueTab, type AuditAction, type AuditTargetType } from './admin-lists';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const text = (label: string, max: number) => safeString({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const page = optionalQuery(z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(1000, 'Page must be at most 1000'));
const limit = optionalQuery(z.coerce.number({ message: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100'));

/** `{ reason }`: said to the people concerned (by mail) and kept in the audit trail. */
export const adminReasonBody = z.object({ reason: required('Reason', ADMIN_LIMITS.reason) }).strict();
export type AdminReason = z.input<typeof adminReasonBody>;

/** `{ reason? }` where a reason is welcome but not needed (restoring). */
export const adminOptionalReasonBody = z.object({ reason: text('Reason', ADMIN_LIMITS.reason).default('') }).strict();
export type AdminOptionalReason = z.input<typeof adminOptionalReasonBody>;

export const adminIdParams = z.object({ id: objectId });

// ---------------------------------------------------------------------------------------------
// Storefronts: /v1/admin/country-settings
// ---------------------------------------------------------------------------------------------

/** A percent with at most two decimals (stored as basis points: 9.25 % → 925). */
const percent = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number (a percent, e.g. 9)` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} %`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9, `${label} has at most two decimals`);

const storefrontFields = {
  country_name: required('Name', ADMIN_LIMITS.countryName),
  /** ISO 3166-1 alpha-2 (the server checks it is a real country); stored lowercase. */
  cca2: countryCode,
  /** Paths on this site (`/static/…`, `/media/…`): a storefront never shows another site's pictures. */
  photo: z
    .array(z.object({ path: required('Photo path', 300).regex(/^\/(?![/\\])\S*$/, 'Photo path must be a path on this site, e.g. /static/countries/sg.svg') }).strict())
    .max(ADMIN_LIMITS.photosPerStorefront, `At most ${ADMIN_LIMITS.photosPerStorefront} photos`)
    .refine((ps) => new Set(ps.map((p) => p.path)).size === ps.length, 'A photo is listed twice'),
  /** ISO 4217; null: no default currency (docs/spec.md §9). The server checks it is a real currency. */
  currency: safeString({ message: 'Currency must be a three-letter code' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter code (ISO 4217), e.g. SGD')
    .transform((s) => s.toUpperCase())
    .nullable(),
  tax_name: text('Tax name', ADMIN_LIMITS.taxName),
  /** Percent, e.g. 9 for 9 %. 0 with an empty name: no tax. */
  tax_rate: percent('Tax rate', ADMIN_LIMITS.maxTaxRate),
  prices_include_tax: z.boolean({ message: 'Prices include tax must be true or false' }),
  /** The platform's fee kept from the venue's payout, percent. */
  service_fee_percent: percent('Service fee', ADMIN_LIMITS.maxServiceFee),
  /** Whose dialling code and number rules phone fields start with (alpha-2). */
  phone_country: countryCode,
  enabled: z.boolean({ message: 'Enabled must be true or false' }),
  /** Make this the default storefront (only `true` is accepted: another one is chosen instead of unsetting). */
  is_default: z.literal(true, { message: 'To change the default storefront, make another one the default' }),
};

const withTax = <T extends { tax_name?: string; tax_rate?: number }>(b: T, ctx: z.RefinementCtx) => {
  if (b.tax_rate !== undefined && b.tax_rate > 0 && b.tax_name !== undefined && b.tax_name === '') ctx.addIssue({ code: 'custom', path: ['tax_name'], message: 'Name the tax (e.g. GST) when its rate is above 0' });
};

/** POST /v1/admin/country-settings. */
export const storefrontCreateBody = z
  .object({
    ...storefrontFields,
    photo: storefrontFields.photo.default([]),
    tax_name: storefrontFields.tax_name.default(''),
    tax_rate: storefrontFields.tax_rate.default(0),
    prices_include_tax: storefrontFields.prices_include_tax.default(false),
    service_fee_percent: storefrontFields.service_fee_percent.default(10),
    phone_country: storefrontFields.phone_country.optional(),
    enabled: storefrontFields.enabled.default(true),
    is_default: storefrontFields.is_default.optional(),
  })
  .strict()
  .superRefine(withTax);
export type StorefrontCreate = z.input<typeof storefrontCreateBody>;

/** PATCH /v1/admin/country-settings/{id}: any of the fields; `cca2` cannot change (URLs and venues hang on it). */
export const storefrontPatchBody = z
  .object(storefrontFields)
  .omit({ cca2: true })
  .partial()
  .strict()
  .superRefine(withTax);
export type StorefrontPatch = z.input<typeof storefrontPatchBody>;

/** A storefront as administrators see it: the public country setting plus its money and state. */
export interface AdminStorefront {
  _id: string;
  country_name: string;
  cca2: string;
  photo: { path: string }[];
  currency: string | null;
  tax_name: string;
  tax_rate: number;
  prices_include_tax: boolean;
  service_fee_percent: number;
  phone_country: string;
  enabled: boolean;
  is_default: boolean;
  /** Published venues in it (they leave search while it is disabled). */
  published_venues: number;
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// Venue review: /v1/admin/venues
// ---------------------------------------------------------------------------------------------


/** GET /v1/admin/venues: one tab (for_approval by default, oldest submission first), a storefront, a name search. */
export const adminVenueListQuery = z
  .object({
    status: optionalQuery(z.enum(ADMIN_VENUE_TABS, { message: `Status must be one of ${ADMIN_VENUE_TABS.join(', ')}` })),
    country: optionalQuery(countryCode),
    q: optionalQuery(text('Search text', 100)),
    page,
    limit,
  })
  .strict();
export type AdminVenueListQuery = z.input<typeof adminVenueListQuery>;

export interface AdminVenueSummary {
  _id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  status: ListingStatus;
  organization_name: string;
  owner_email: string | null;
  spaces_count: number;
  photo: Photo | null;
  /** Never approved before (a first submission), so there is nothing to compare with. */
  first_submission: boolean;
  submitted_at: string | null;
  updated_at: string;
}

export interface AdminVenueList {
  data: AdminVenueSummary[];
  page: number;
  limit: number;
  total: number;
  /** Venues per tab (in every storefront, or the chosen one). */
  counts: Record<AdminVenueTab, number>;
}

/** One field that differs from the venue as last approved (texts whole; lists as what was added and removed). */
export interface VenueChange {
  /** The venue answer's field name, or `spaces.<space name>.<field>` for a space's. */
  field: string;
  /** What a person reads: "Name", "Address", "Roof Terrace: hourly price". */
  label: string;
  before: string;
  after: string;
}

/** GET /v1/admin/venues/{id}: everything the review page needs. */
export interface AdminVenueReview {
  /** The venue as its public page will show it (the public answer, in any status). */
  venue: VenueDetail;
  status: ListingStatus;
  organization_name: string;
  owner_email: string | null;
  submitted_at: string | null;
  published_at: string | null;
  rejection_reason: string;
  suspension_reason: string;
  /** Null on a first submission; otherwise what changed since the last approval (empty when nothing did). */
  changes: VenueChange[] | null;
  /** The steps this administrator may take now (venueMachine's admin steps, filtered by ADMIN_PERMISSIONS). */
  actions: AdminVenueAction[];
  /** Set once removed (the answer of `remove`; a removed venue is not found afterwards). */
  removed_at: string | null;
}

/** The venue machine's step behind each call (`remove` is not a step: the venue leaves for good). */
export const ADMIN_VENUE_ACTION_STEP: Record<AdminVenueAction, VenueEvent | null> = {
  approve: 'approve',
  reject: 'reject',
  suspend: 'suspend',
  restore: 'unsuspend',
  remove: null,
};

// ---------------------------------------------------------------------------------------------
// Ratings: /v1/admin/reviews, and the customers' reports
// ---------------------------------------------------------------------------------------------

/** GET /v1/admin/reviews: newest first. */
export const adminReviewListQuery = z
  .object({
    country: optionalQuery(countryCode),
    venue_id: optionalQuery(objectId),
    rating: optionalQuery(z.coerce.number({ message: 'Rating must be a number' }).int('Rating must be 1 to 5').min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5')),
    /** Only reviews someone reported. */
    reported: optionalQuery(queryBool),
    /** Only hidden (true) or only shown (false) reviews. */
    hidden: optionalQuery(queryBool),
    q: optionalQuery(text('Search text', 100)),
    page,
    limit,
  })
  .strict();
export type AdminReviewListQuery = z.input<typeof adminReviewListQuery>;

export interface AdminReview {
  _id: string;
  venue: { _id: string; name: string; slug: string; country: string };
  author_name: string;
  /** Null for seeded reviewers and deleted accounts (nobody to tell). */
  author_email: string | null;
  rating: number;
  comment: string;
  created_at: string;
  hidden: boolean;
  hidden_at: string | null;
  hidden_reason: string;
  reports_count: number;
  /** The reasons people gave, newest first (at most 5). */
  reports: { reason: string; created_at: string }[];
}

/** GET /v1/admin/reviews/venues: each venue's ratings at a glance, most reported first. */
export const adminRatingOverviewQuery = z.object({ country: optionalQuery(countryCode), q: optionalQuery(text('Search text', 100)), page, limit }).strict();
export type AdminRatingOverviewQuery = z.input<typeof adminRatingOverviewQuery>;

export interface AdminVenueRatings {
  venue: { _id: string; name: string; slug: string; country: string };
  /** The rating search and the venue page show (hidden reviews left out). */
  rating_avg: number;
  rating_count: number;
  hidden_count: number;
  reported_count: number;
  /** Shown reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

/** POST /v1/reviews/{id}/report: any signed-in person, once per review. */
export const reviewReportBody = z.object({ reason: required('Reason', 500) }).strict();
export type ReviewReport = z.input<typeof reviewReportBody>;

/** The answer of a report: the caller's own report (201 the first time; 200 and the first report, unchanged, on a repeat). */
export interface ReviewReported {
  review_id: string;
  reason: string;
  reported_at: string;
}

// ---------------------------------------------------------------------------------------------
// Administrators: /v1/admin/admins
// ---------------------------------------------------------------------------------------------

export interface AdminAccount {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: AdminRole;
  is_you: boolean;
  created_at: string;
}

/** PATCH /v1/admin/admins/{id}: never your own role; the last full administrator stays one. */
export const adminRoleBody = z.object({ role: z.enum(ADMIN_ROLES, { message: `Role must be one of ${ADMIN_ROLES.join(', ')}` }) }).strict();
export type AdminRoleChange = z.input<typeof adminRoleBody>;

// ---------------------------------------------------------------------------------------------
// The audit trail: /v1/admin/audit-log
// ---------------------------------------------------------------------------------------------


const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) => safeString({ message: `${label} must be a date (YYYY-MM-DD)` }).regex(DAY, `${label} must be a date (YYYY-MM-DD)`).refine(...inDateBounds(label));

/** GET /v1/admin/audit-log: newest first; `from`/`to` are UTC days, both included. */
export const auditLogQuery = z
  .object({
    action: optionalQuery(z.enum(AUDIT_ACTIONS, { message: 'Action is not one the audit trail records' })),
    target_type: optionalQuery(z.enum(AUDIT_TARGET_TYPES, { message: `Target type must be one of ${AUDIT_TARGET_TYPES.join(', ')}` })),
    target_id: optionalQuery(text('Target id', 100)),
    actor_id: optionalQuery(objectId),
    from: optionalQuery(day('From')),
    to: optionalQuery(day('To')),
    page,
    limit,
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export interface AuditEntry {
  _id: string;
  actor: { _id: string | null; email: string; role: AdminRole };
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  summary: string;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}
