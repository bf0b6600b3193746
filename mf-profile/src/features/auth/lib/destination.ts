import type { DerivedRoles } from '@venues/contracts';
import { safeReturnTo } from './returnTo';

type RoleFlags = Pick<DerivedRoles, 'isTeamAdmin'>;

/** Home page of each kind of account, used when there is no (valid) returnTo. */
export function homeForRoles(country: string, roles: RoleFlags): string {
  if (roles.isTeamAdmin) return `/${country}/announcements/list`;
  // Venue teams land on the country home (docs/adr/0008-venue-sign-in-destination.md).
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
