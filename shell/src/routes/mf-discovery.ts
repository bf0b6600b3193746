import { c, type RouteEntry } from './types';

/** `venues/<x>` names a venue unless it is the owner area (mf-owner) or the draft preview. */
const RESERVED_VENUE_SEGMENTS = new Set(['management', 'venue_id_draft']);
const isVenueRef = (p: Record<string, string | undefined>) => !RESERVED_VENUE_SEGMENTS.has(p.venue ?? '');

/** mf-discovery's pages (docs/architecture.md "Discovery pages"). */
export const discoveryRoutes: readonly RouteEntry[] = [
  // mf-discovery: public content (docs/spec.md §2)
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
  // mf-discovery: venue discovery and favourites (docs/spec.md §2). The venue page has its own layout.
  { pattern: c('venues'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('venues/search'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('venues/recommended'), remote: 'mf-discovery', layout: 'default' },
  // A venue of the caller's team as its public page will show it, in any status (?venue=<id>).
  { pattern: c('venues/venue_id_draft'), remote: 'mf-discovery', guard: 'owner-admin-access', layout: 'venue' },
  { pattern: c('venues/:venue'), remote: 'mf-discovery', layout: 'venue', valid: isVenueRef },
  { pattern: c('venues/:venue/photos'), remote: 'mf-discovery', layout: 'venue', valid: isVenueRef },
  { pattern: c('space'), remote: 'mf-discovery', layout: 'default' },
  { pattern: c('space/:spaceType'), remote: 'mf-discovery', layout: 'default' },
  // Folders need an account; recently viewed works for visitors too (kept in the browser).
  { pattern: c('favorites'), remote: 'mf-discovery', guard: 'auth', layout: 'default' },
  { pattern: c('favorites/favoritesfolder'), remote: 'mf-discovery', guard: 'auth', layout: 'default' },
  { pattern: c('favorites/recentlyviewed'), remote: 'mf-discovery', layout: 'default' },
  // Shared shortlists (docs/adr/0064-shared-shortlists.md).
  { pattern: c('shortlists/join/:token'), remote: 'mf-discovery', guard: 'auth', signInReason: 'shortlist', layout: 'default' },
  { pattern: c('shortlists/:id'), remote: 'mf-discovery', guard: 'auth', layout: 'default' },
  // Venues side by side: the URL names them (?venues=a,b,c), so it is public and shareable.
  { pattern: c('compare'), remote: 'mf-discovery', layout: 'default' },
];
