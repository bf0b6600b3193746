import { matchSiteRoute, passesAdminOnly, passesOwnerAdminAccess, type DerivedRoles, type Guard, type SignInReason, type SiteRoute, type SiteRouteMatch } from '@venues/contracts';

export { LAYOUTS, isRootLevel, type LayoutName, type SiteRoute } from '@venues/contracts';
export { fetchRoutes, parseRoutes, prefetchRoutes } from './siteRoutes';

/**
 * The page of a path (docs/architecture.md "Shell ↔ remotes"): the first route of the site's table
 * (the remotes' pages, merged and ordered by the server: siteRoutes.ts) whose pattern
 * (case-sensitive, like the spec's paths) matches and whose checks pass; null for a not-found.
 * Root-level routes come first in that order: '/:country' would otherwise read
 * '/onboarding-success' as a country.
 */
export function matchRoute(pathname: string, product: string, routes: readonly SiteRoute[]): SiteRouteMatch | null {
  return matchSiteRoute(pathname, product, routes);
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
