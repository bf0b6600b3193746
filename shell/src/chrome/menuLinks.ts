import { adminCan, passesOwnerAdminAccess, type AdminPermission, type DerivedRoles } from '@venues/contracts';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The user menu per role (customer, owner and admin areas), then the profile and sign out for everyone. `served` tells
 * whether a path has a page today: areas whose remote has not shipped are left out, not shown as 404s.
 */
export function userMenuLinks(country: string, roles: DerivedRoles, served: (path: string) => boolean = () => true): MenuLink[] {
  const p = (path: string) => `/${country}/${path}`;
  const links: MenuLink[] = [];
  if (roles.isUser) {
    links.push({ label: 'Favourites', to: p('favorites') }, { label: 'Enquiries', to: p('enquiries') }, { label: 'Bookings', to: p('bookings') });
  }
  if (roles.isTeamLister) {
    links.push({ label: 'Enquiries', to: p('enquiries') }, { label: 'Bookings', to: p('bookings') });
    // The owner area: owners and venue admins, not venue members (docs/permissions.md).
    if (passesOwnerAdminAccess(roles)) {
      links.push(
        // The owner's home (docs/adr/0106-back-office-homes-and-venue-blocks.md).
        { label: 'Dashboard', to: p('dashboard') },
        { label: 'My venues', to: p('venues/management') },
        { label: 'Availability', to: p('availability') },
        { label: 'Sales', to: p('sales') },
        { label: 'Payouts', to: p('payouts') },
        { label: 'Team members', to: p('team-members') },
      );
    }
  }
  if (roles.isTeamAdmin) {
    // The administrators' pages, each for the roles ADMIN_PERMISSIONS lets use it (docs/admin.md).
    const adminLinks: [AdminPermission | null, MenuLink][] = [
      // The administrators' home: what waits for review (docs/adr/0106-back-office-homes-and-venue-blocks.md).
      [null, { label: 'Administration home', to: p('admin') }],
      ['storefronts.read', { label: 'Storefronts', to: p('settings/countries') }],
      ['venues.review', { label: 'Venue review', to: p('venues/management/admin-venue') }],
      ['ratings.read', { label: 'Ratings', to: p('ratings') }],
      ['payments.read', { label: 'Payments', to: p('payments/refunds') }],
      // Every administrator reads announcements; announcements.manage only decides who changes them.
      [null, { label: 'Announcements', to: p('announcements/list') }],
      ['admins.manage', { label: 'Administrators', to: p('settings/admins') }],
      ['audit.read', { label: 'Audit trail', to: p('settings/audit-log') }],
    ];
    links.push(...adminLinks.filter(([permission]) => permission === null || adminCan(roles, permission)).map(([, link]) => link));
  }
  // Every account has a profile.
  links.push(
    { label: 'Profile', to: p('profile/general-information') },
    { label: 'Account settings', to: p('profile/account-settings') },
    { label: 'Sign out', to: p('sign-out') },
  );
  return links.filter((l) => served(l.to));
}

/** Public pages linked from the footer. */
export function footerLinks(country: string, product: string): MenuLink[] {
  const p = (path: string) => `/${country}/${path}`;
  return [
    { label: 'About us', to: p('about-us') },
    { label: 'Contact us', to: p('contact-us') },
    { label: 'Insights', to: p('insights') },
    { label: 'Recently viewed', to: p('favorites/recentlyviewed') },
    { label: 'FAQ', to: p('support/FAQ') },
    { label: 'Cancellation FAQ', to: p('support/FAQ-cancellation') },
    { label: 'Terms and conditions', to: p('termsandcondition') },
    { label: `Why ${product}`, to: p(`${product}/why-${product}`) },
  ];
}

/** Search filters that only make sense in one storefront: its places, and prices in its currency. */
const STOREFRONT_FILTERS = ['city', 'area', 'price_min', 'price_max'];
/** The compare page's venues belong to the storefront left behind (each keeps its own list). */
const STOREFRONT_PARAMS: Readonly<Record<string, readonly string[]>> = { compare: ['venues'] };
/** venues/<this> is a page of the venue list, not one venue. */
const VENUE_LIST_PAGES = new Set(['search', 'recommended']);

/**
 * The same page under another country: swaps the first path segment and drops what belongs to the
 * country left behind ("Venues in Orchard, Malaysia"): place and price filters, and a
 * venue's own page (a venue is in one storefront), which becomes the new storefront's venue list.
 */
export function samePageIn(pathname: string, search: string, country: string): string {
  const parts = pathname.split('/');
  if (parts.length < 2 || parts[1] === '') return `/${country}`;
  if (parts[2] === 'venues' && parts[3] && !VENUE_LIST_PAGES.has(parts[3])) return `/${country}/venues`;
  parts[1] = country;
  const params = new URLSearchParams(search);
  STOREFRONT_FILTERS.forEach((k) => params.delete(k));
  STOREFRONT_PARAMS[parts[2] ?? '']?.forEach((k) => params.delete(k));
  const rest = params.toString();
  return parts.join('/') + (rest ? `?${rest}` : '');
}
