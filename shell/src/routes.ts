import { matchPattern, passesAdminOnly, passesOwnerAdminAccess, type DerivedRoles, type Guard, type RouteHints } from '@venues/contracts';

/** The profile layout's pages (SPEC §2 Profile), in menu order. */
export const PROFILE_PAGES = [
  'general-information',
  'account-settings',
  'billing-details',
  'notifications',
  'password',
  'reviews',
  'delete-account',
] as const;

export type RemoteName = 'mf-discovery' | 'mf-enquiries' | 'mf-profile' | 'mf-owner' | 'mf-admin';
export type LayoutName = 'landing' | 'default' | 'bare' | 'profile' | 'venue';
/** Every layout: the shell marks the body with `layout-<name>`. */
export const LAYOUTS: readonly LayoutName[] = ['landing', 'default', 'bare', 'profile', 'venue'];

export interface RouteEntry {
  /** Path pattern (`:name` = one segment); country-prefixed routes start with '/:country', the others are root-level. */
  pattern: string;
  remote: RemoteName;
  guard?: Guard;
  layout: LayoutName;
  /** Extra check on the matched params (SPEC §2 "a route's validity check"). */
  valid?: (params: Record<string, string | undefined>, ctx: { product: string }) => boolean;
}

const c = (path: string) => `/:country${path ? `/${path}` : ''}`;

/** `venues/<x>` names a venue unless it is one of the owner area's pages (mf-owner, not shipped yet). */
const RESERVED_VENUE_SEGMENTS = new Set(['management', 'venue_id_draft']);
const isVenueRef = (p: Record<string, string | undefined>) => !RESERVED_VENUE_SEGMENTS.has(p.venue ?? '');

/** Root-level routes (SPEC §2: no country prefix) — links in e-mails and the Google redirect. */
export const isRootLevel = (route: RouteEntry): boolean => !route.pattern.startsWith('/:country');

/**
 * The route table (docs/architecture.md): which remote renders a path, its guard and layout.
 * mf-enquiries and mf-owner have no routes yet, so their paths answer 404.
 */
export const ROUTES: readonly RouteEntry[] = [
  // mf-discovery: public content (SPEC §2)
  { pattern: c(''), remote: 'mf-discovery', layout: 'landing' },
  { pattern: c('about-us'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('about-us/:termsandprivacy'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('contact-us'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('termsandcondition'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('insights'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('support/FAQ'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('support/FAQ-cancellation'), remote: 'mf-discovery', layout: 'default' },
  {
    pattern: c(':product/:whyvenue'),
    remote: 'mf-discovery',
    layout: 'default',
    valid: (p, ctx) => p.product === ctx.product,
  },
  // mf-discovery: venue discovery and favourites (SPEC §2). The venue page has its own layout.
  { pattern: c('venues'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('venues/search'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('venues/recommended'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('venues/:venue'), remote: 'mf-discovery', layout: 'venue', valid: isVenueRef },
  { pattern: c('venues/:venue/photos'), remote: 'mf-discovery', layout: 'venue', valid: isVenueRef },
  { pattern: c('space'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('space/:spaceType'), remote: 'mf-discovery', layout: 'default' },
  // Folders need an account; recently viewed works for visitors too (kept in the browser).
  { pattern: c('favorites'), remote: 'mf-discovery', guard: 'auth', layout: 'default' },
  { pattern: c('favorites/favoritesfolder'), remote: 'mf-discovery', guard: 'auth', layout: 'default' },
  { pattern: c('favorites/recentlyviewed'), remote: 'mf-discovery', layout: 'default' },
  // mf-profile: sign-in (SPEC §2 Authentication)
  { pattern: c('login'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/user'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/venue'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/admin'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/createas'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('sign-out'), remote: 'mf-profile', layout: 'bare' },
  // mf-profile: sign-up and onboarding (SPEC §2 Authentication and onboarding)
  { pattern: c('sign-up'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup/user'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup/venue'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('list-your-venue'), remote: 'mf-profile', layout: 'default' },
  { pattern: '/forgot-password', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/forgot-password/password-reset/:reset_token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/signup/complete-profile/:token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/verify-email/:token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/callback/google', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/onboarding-success', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/redirect-page', remote: 'mf-profile', layout: 'bare' },
  // mf-profile: the profile (SPEC §2 Profile, profile layout); /profile alone opens its first page.
  ...['', ...PROFILE_PAGES.map((p) => `/${p}`)].map(
    (p): RouteEntry => ({ pattern: c(`profile${p}`), remote: 'mf-profile', guard: 'auth', layout: 'profile' }),
  ),
  // mf-admin: announcements. SPEC marks add and detail admin-only; the list is too (docs/decisions.md).
  { pattern: c('announcements/list'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
  { pattern: c('announcements/add'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
  { pattern: c('announcements/announcement/:announcementId'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
];

/**
 * The table as the server reads it (route-hints.json, emitted by webpack.config.cjs), so that the
 * server's first match is the shell's:
 * - in matchRoute's order, root-level entries first ('/forgot-password' is mf-profile's page, not a
 *   country of '/:country');
 * - with the product's name written into its pages' pattern, the one `valid` check the server can
 *   know at build time ('/sg/login/user' is a sign-in page, not a product page). The other check,
 *   isVenueRef, only sets apart owner pages that no remote serves yet.
 */
export function routeHints(product: string, routes: readonly RouteEntry[] = ROUTES): RouteHints {
  const ordered = [...routes.filter(isRootLevel), ...routes.filter((r) => !isRootLevel(r))];
  return {
    routes: ordered.map((r) => ({ pattern: r.pattern.replace('/:product/', `/${product}/`), remote: r.remote, guarded: r.guard !== undefined })),
  };
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

/**
 * First entry whose pattern (case-sensitive, like the spec's paths) matches and whose check passes.
 * Root-level entries go first: '/:country' would otherwise read '/onboarding-success' as a country.
 */
export function matchRoute(pathname: string, product: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch | null {
  for (const rootPass of [true, false]) {
    for (const route of routes) {
      if (isRootLevel(route) !== rootPass) continue;
      const params = matchPattern(route.pattern, pathname);
      if (!params) continue;
      if (route.valid && !route.valid(params, { product })) continue;
      return { route, params };
    }
  }
  return null;
}

export type GuardOutcome = 'pass' | 'sign-in' | 'no-access';

/** SPEC §6 guards. admin-only and owner-admin-access also require a session. */
export function evaluateGuard(guard: Guard | undefined, auth: { isAuthenticated: boolean; roles: DerivedRoles }): GuardOutcome {
  if (!guard) return 'pass';
  if (!auth.isAuthenticated) return 'sign-in';
  switch (guard) {
    case 'auth':
      return 'pass';
    case 'admin-only':
      return passesAdminOnly(auth.roles) ? 'pass' : 'no-access';
    case 'owner-admin-access':
      return passesOwnerAdminAccess(auth.roles) ? 'pass' : 'no-access';
    default: {
      // SPEC §2: "An unknown route guard raises an error."
      const unknown: never = guard;
      throw new Error(`Unknown route guard: ${String(unknown)}`);
    }
  }
}

/** `/sg/login?returnTo=<path+query>` */
export function loginPath(country: string, returnTo: string): string {
  return `/${country}/login?returnTo=${encodeURIComponent(returnTo)}`;
}
