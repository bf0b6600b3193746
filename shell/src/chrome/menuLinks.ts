import type { DerivedRoles } from '@venues/contracts';

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
    links.push({ label: 'Favourites', to: p('favorites') }, { label: 'Enquiries', to: p('enquiries') });
  }
  if (roles.isTeamLister) {
    links.push(
      { label: 'My venues', to: p('venues/management') },
      { label: 'Sales', to: p('sales') },
      { label: 'Team members', to: p('team-members') },
    );
  }
  if (roles.isTeamAdmin) {
    links.push(
      { label: 'Announcements', to: p('announcements/list') },
      { label: 'Countries', to: p('settings/countries') },
      { label: 'Ratings', to: p('ratings') },
    );
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

/** The same page under another country: swaps the first path segment. */
export function samePageIn(pathname: string, search: string, country: string): string {
  const parts = pathname.split('/');
  if (parts.length < 2 || parts[1] === '') return `/${country}`;
  parts[1] = country;
  return parts.join('/') + search;
}
