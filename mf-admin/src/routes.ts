import { underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const admin = (path: string) => ({ pattern: underCountry(path), guard: 'admin-only', layout: 'default' }) as const satisfies PageRoute;

/**
 * mf-admin's pages (docs/admin.md), all behind the admin-only guard (any administrator); what each
 * administrator may do on a page follows ADMIN_PERMISSIONS (adminCan), on the page and on the
 * server. Declared once here: AppRoutes renders them, the build writes them as routes.json.
 */
export const ROUTES = {
  // The administrators' home: what waits for review; where they land after signing in (docs/adr/0106-back-office-homes-and-venue-blocks.md).
  adminHome: admin('admin'),
  // Announcements. SPEC marks add and detail admin-only; the list is too (docs/adr/0007-announcements-access.md).
  announcements: admin('announcements/list'),
  addAnnouncement: admin('announcements/add'),
  announcement: admin('announcements/announcement/:announcementId'),
  // Payments that need a person: refunds that failed, payments refunded because the slot was taken.
  refunds: admin('payments/refunds'),
  // Whether each organisation can be paid out (Stripe Connect) and what is held for it.
  payouts: admin('payments/payouts'),
  // Storefronts (docs/spec.md §2). `settings/country…` are the spec's old paths, redirected to
  // `settings/countries…` (docs/adr/0079-administration-pages.md).
  settings: admin('settings'),
  storefronts: admin('settings/countries'),
  storefront: admin('settings/countries/:countryId'),
  addStorefront: admin('settings/add-country'),
  oldStorefronts: admin('settings/country'),
  oldStorefront: admin('settings/country/:countryId'),
  admins: admin('settings/admins'),
  auditLog: admin('settings/audit-log'),
  // Venue review: fixed segments match before mf-discovery's `venues/:venue`, and mf-owner's
  // `venues/management…` pages name another third segment.
  venueQueue: admin('venues/management/admin-venue'),
  venueReview: admin('venues/management/admin-venue/:venueId'),
  ratings: admin('ratings'),
} as const satisfies Record<string, PageRoute>;

export type AdminPage = keyof typeof ROUTES;

/** routes.json (the build writes it beside mf-manifest.json). */
export const routeManifest: RouteManifest = { remote: 'mf-admin', routes: Object.values(ROUTES) };
