import type { DerivedRoles } from '@venues/contracts';
import { isTwoLetterCode, resolveCountryRoute, rootCountry } from '@venues/session';
import { evaluateGuard, isRootLevel, loginPath, matchRoute, type LayoutName, type SiteRoute } from '../routes';

export interface LocationInput {
  pathname: string;
  search: string;
  /** The stored (cookie) country, if any. */
  storedCountry: string | undefined;
  /** Lowercase cca2 codes that have a storefront (GET /v1/country-settings). */
  knownCountries: readonly string[];
  /** Where `/` and unknown codes land when no stored country is known (docs/admin.md); sg by default. */
  defaultCountry?: string;
  /** Remotes listed in remotes.json. */
  availableRemotes: ReadonlySet<string>;
  isAuthenticated: boolean;
  roles: DerivedRoles;
  product: string;
  /** The site's pages: the remotes' routes, merged and ordered by the server (routes/siteRoutes.ts). */
  routes: readonly SiteRoute[];
}

export type LocationDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'remote'; remote: string; layout: LayoutName; country: string; route: SiteRoute }
  | { kind: 'no-access'; layout: LayoutName; country: string }
  | { kind: 'not-found'; layout: LayoutName; country: string };

/**
 * What the shell does with a URL (docs/spec.md §2, §6): root-level pages, then country redirects, then
 * the route table, then the guard. Pure, so the same answer drives the chrome and single-spa's activeWhen.
 */
export function resolveLocation(input: LocationInput): LocationDecision {
  const { pathname, search, knownCountries, defaultCountry } = input;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';

  // "/" → the stored country when valid, else the default storefront.
  if (first === '') return { kind: 'redirect', to: `/${rootCountry(input.storedCountry, knownCountries, defaultCountry)}` };

  // Root-level pages (links in e-mails, the Google redirect) have no country: they use the stored one.
  const match = matchRoute(pathname, input.product, input.routes);
  if (match && isRootLevel(match.route)) return decideFor(match.route, rootCountry(input.storedCountry, knownCountries, defaultCountry), input);

  const country = resolveCountryRoute(first, input.storedCountry, knownCountries, defaultCountry);
  if (country.action === 'redirect') {
    // Unknown or invalid code: keep the rest of the path under the fallback country. A
    // first segment that is not a code at all (e.g. /about-us) is a page name: prefix it.
    const rest = isTwoLetterCode(first) ? segments.slice(2) : segments.slice(1);
    const tail = rest.join('/');
    return { kind: 'redirect', to: `/${country.country}${tail ? `/${tail}` : ''}${search}` };
  }
  if (first !== country.country) {
    // Uppercase (or mixed) code → the lowercase URL.
    return { kind: 'redirect', to: `/${country.country}/${segments.slice(2).join('/')}`.replace(/\/$/, '') + search };
  }

  if (!match) return { kind: 'not-found', layout: 'default', country: country.country };
  return decideFor(match.route, country.country, input);
}

/** A matched route: 404 when its remote is not deployed, then its guard. */
function decideFor(route: SiteRoute, country: string, input: LocationInput): LocationDecision {
  if (!input.availableRemotes.has(route.remote)) return { kind: 'not-found', layout: 'default', country };
  const outcome = evaluateGuard(route.guard, input);
  if (outcome === 'sign-in') return { kind: 'redirect', to: loginPath(country, input.pathname + input.search, route.signInReason) };
  if (outcome === 'no-access') return { kind: 'no-access', layout: 'default', country };
  return { kind: 'remote', remote: route.remote, layout: route.layout, country, route };
}

/** The remote single-spa should mount for this URL, or null (redirect, 404, no access). */
export function activeRemoteFor(input: LocationInput): string | null {
  const d = resolveLocation(input);
  return d.kind === 'remote' ? d.remote : null;
}
