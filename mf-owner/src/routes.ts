import { underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const owner = (path: string) => ({ pattern: underCountry(path), guard: 'owner-admin-access', layout: 'default' }) as const satisfies PageRoute;

/**
 * mf-owner's pages: the owner area of docs/spec.md §2, behind the owner-admin-access guard (venue
 * owners and venue admins; venue members answer conversations but do not open it,
 * docs/permissions.md). Declared once here: AppRoutes renders them, the build writes them as routes.json.
 */
export const ROUTES = {
  // The e-mailed link of an ownership transfer (root-level); whoever it was sent to signs in to accept.
  transferOwnership: { pattern: '/callback/venue/transfer-ownership/:token', guard: 'auth', signInReason: 'ownership', layout: 'default' },
  // The owner's home: where owners and venue admins land after signing in (docs/adr/0106-back-office-homes-and-venue-blocks.md).
  dashboard: owner('dashboard'),
  management: owner('venues/management'),
  drafts: owner('venues/management/drafts'),
  newVenue: owner('venues/management/new-venue'),
  venueSales: owner('venues/management/sales/:venueId'),
  venue: owner('venues/management/venue/:venueId'),
  venueForm: owner('venues/management/venue/:venueId/:formId'),
  space: owner('venues/management/venue/:venueId/spaces/:spaceId'),
  spaceForm: owner('venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId'),
  availability: owner('availability'),
  teamMembers: owner('team-members'),
  sales: owner('sales'),
  // Stripe Connect payouts (docs/transactions.md "Payouts (Stripe Connect)"); Stripe's onboarding comes back here.
  payouts: owner('payouts'),
} as const satisfies Record<string, PageRoute>;

export type OwnerPage = keyof typeof ROUTES;

/** routes.json (the build writes it beside mf-manifest.json). */
export const routeManifest: RouteManifest = { remote: 'mf-owner', routes: Object.values(ROUTES) };
