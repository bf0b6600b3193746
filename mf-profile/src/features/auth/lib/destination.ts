import type { DerivedRoles } from '@venues/contracts';
import { safeReturnTo } from './returnTo';

type RoleFlags = Pick<DerivedRoles, 'isTeamAdmin'> & Partial<Pick<DerivedRoles, 'isVenueOwner' | 'isVenueAdmin'>>;

/** Home page of each kind of account, used when there is no (valid) returnTo. */
export function homeForRoles(country: string, roles: RoleFlags): string {
  // Each back office has a home (docs/adr/0106-back-office-homes-and-venue-blocks.md, replacing 0008):
  // administrators their review home, owners and venue admins their dashboard. Venue members (who
  // do not open the owner area) and customers land on the country home.
  if (roles.isTeamAdmin) return `/${country}/admin`;
  if (roles.isVenueOwner || roles.isVenueAdmin) return `/${country}/dashboard`;
  return `/${country}`;
}

/** Sign-in and sign-out pages: returning to them after sign-in would loop or undo it. */
const AUTH_PAGE = /^\/[a-z]{2}\/(login|sign-out)(\/|\?|#|$)/i;

/** Where to go after signing in: a same-site returnTo wins, else the role's home. */
export function destinationAfterLogin(country: string, roles: RoleFlags, returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  if (safe && !AUTH_PAGE.test(safe)) return safe;
  return homeForRoles(country, roles);
}
