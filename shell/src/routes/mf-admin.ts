import { c, type RouteEntry } from './types';

const admin = (path: string): RouteEntry => ({ pattern: c(path), remote: 'mf-admin', guard: 'admin-only', layout: 'default' });

/**
 * mf-admin's pages (docs/admin.md), all behind the admin-only guard (any administrator); what each
 * administrator may do on a page follows ADMIN_PERMISSIONS (adminCan), on the page and on the server.
 */
export const adminRoutes: readonly RouteEntry[] = [
  // The administrators' home: what waits for review; where they land after signing in (docs/adr/0106-back-office-homes-and-venue-blocks.md).
  admin('admin'),
  // Announcements. SPEC marks add and detail admin-only; the list is too (docs/adr/0007-announcements-access.md).
  admin('announcements/list'),
  admin('announcements/add'),
  admin('announcements/announcement/:announcementId'),
  // Payments that need a person: refunds that failed, payments refunded because the slot was taken.
  admin('payments/refunds'),
  // Whether each organisation can be paid out (Stripe Connect) and what is held for it.
  admin('payments/payouts'),
  // Storefronts (docs/spec.md §2). `settings/country…` are the spec's old paths: mf-admin redirects
  // them to `settings/countries…` (docs/adr/0079-administration-pages.md).
  admin('settings'),
  admin('settings/countries'),
  admin('settings/countries/:countryId'),
  admin('settings/add-country'),
  admin('settings/country'),
  admin('settings/country/:countryId'),
  admin('settings/admins'),
  admin('settings/audit-log'),
  // Venue review. mf-owner's `venues/management…` patterns name their third segment (venue, sales,
  // drafts, new-venue), so `admin-venue` falls through to these whatever the order of the files.
  admin('venues/management/admin-venue'),
  admin('venues/management/admin-venue/:venueId'),
  admin('ratings'),
];
