import { matchPattern, passesAdminOnly, passesOwnerAdminAccess, type DerivedRoles, type Guard, type RouteHints, type SignInReason } from '@venues/contracts';
import { isRootLevel, type RouteEntry } from './types';
import { discoveryRoutes } from './mf-discovery';
import { profileRoutes } from './mf-profile';
import { adminRoutes } from './mf-admin';
import { enquiryRoutes } from './mf-enquiries';
import { ownerRoutes } from './mf-owner';

export { LAYOUTS, isRootLevel, type LayoutName, type RemoteName, type RouteEntry } from './types';
export { PROFILE_PAGES } from './mf-profile';

/**
 * The route table (docs/architecture.md): which remote renders a path, its guard and layout. One
 * file per remote (`routes/<remote>.ts`), assembled here in matching order (the first match wins,
 * root-level entries before the others: matchRoute). A remote without a file has no pages (404).
 */
export const ROUTE_FILES: Readonly<Record<string, readonly RouteEntry[]>> = {
  // First: its `venues/management…` pages must match before mf-discovery's `venues/:venue`.
  'mf-owner': ownerRoutes,
  'mf-discovery': discoveryRoutes,
  'mf-enquiries': enquiryRoutes,
  'mf-profile': profileRoutes,
  'mf-admin': adminRoutes,
};

export const ROUTES: readonly RouteEntry[] = Object.values(ROUTE_FILES).flat();

/**
 * The table as the server reads it (route-hints.json, emitted by webpack.config.cjs), so that the
 * server's first match is the shell's:
 * - in matchRoute's order, root-level entries first ('/forgot-password' is mf-profile's page, not a
 *   country of '/:country');
 * - with the product's name written into its pages' pattern, the one `valid` check the server can
 *   know at build time ('/sg/login/user' is a sign-in page, not a product page). The other check,
 *   isVenueRef, sets apart the owner area and the draft preview: both are listed before
 *   `venues/:venue` (mf-owner's file comes first), so the server's first match is theirs too.
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

/** docs/spec.md §6 guards. admin-only and owner-admin-access also require a session. */
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
      // docs/spec.md §2: "An unknown route guard raises an error."
      const unknown: never = guard;
      throw new Error(`Unknown route guard: ${String(unknown)}`);
    }
  }
}

/** `/sg/login?returnTo=<path+query>[&reason=<SignInReason>]`: the login page says why when told. */
export function loginPath(country: string, returnTo: string, reason?: SignInReason): string {
  return `/${country}/login?returnTo=${encodeURIComponent(returnTo)}${reason ? `&reason=${reason}` : ''}`;
}
