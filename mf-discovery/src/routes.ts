import { SPACE_LANDING_SLUGS, underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const page = (path: string) => ({ pattern: underCountry(path), layout: 'default' }) as const satisfies PageRoute;
/** A public page the server draws for visitors who are not signed in (docs/ssr.md, src/ssr.tsx). */
const drawn = (path: string) => ({ ...page(path), ssr: true }) as const satisfies PageRoute;
/** `venues/<x>` names a venue unless it is the owner area (mf-owner) or the draft preview. */
const isVenueRef = { venue: { noneOf: ['management', 'venue_id_draft'] } } as const;

/**
 * mf-discovery's pages (docs/architecture.md "Discovery pages"). Declared once here: AppRoutes
 * renders them, the server build draws the `ssr` ones (ssr.tsx), the build writes them as
 * routes.json; `data` names the public calls the server answers into the page, `sitemap` the
 * pages every storefront lists (storefrontPagePaths in contracts' seo.ts gives the same).
 */
export const ROUTES = {
  // Public content (docs/spec.md §2).
  home: { pattern: underCountry(''), layout: 'landing', ssr: true, data: 'home', sitemap: true },
  aboutUs: { ...drawn('about-us'), sitemap: true },
  policy: { ...drawn('about-us/:termsandprivacy'), sitemap: { termsandprivacy: ['terms', 'privacy', 'cookies'] } },
  contactUs: { ...drawn('contact-us'), sitemap: true },
  terms: drawn('termsandcondition'),
  insights: { ...drawn('insights'), sitemap: true },
  faq: { ...drawn('support/FAQ'), sitemap: true },
  faqCancellation: { ...drawn('support/FAQ-cancellation'), sitemap: true },
  // The product's landing pages (/sg/venuely/why-venuely): only under the product's own name.
  productLanding: {
    ...drawn(':product/:whyvenue'),
    checks: { product: { is: 'product' } },
    sitemap: { whyvenue: ['why-{product}', 'for-event-planners', 'for-venue-owners'] },
  },
  // Venue discovery and favourites (docs/spec.md §2). The venue page has its own layout.
  venues: { ...drawn('venues'), data: 'search', sitemap: true },
  search: { ...drawn('venues/search'), data: 'search' },
  recommended: page('venues/recommended'),
  // A venue of the caller's team as its public page will show it, in any status (?venue=<id>).
  draftPreview: { pattern: underCountry('venues/venue_id_draft'), guard: 'owner-admin-access', layout: 'venue' },
  venue: { pattern: underCountry('venues/:venue'), layout: 'venue', checks: isVenueRef, ssr: true, data: 'venue' },
  venuePhotos: { pattern: underCountry('venues/:venue/photos'), layout: 'venue', checks: isVenueRef, ssr: true, data: 'venue' },
  spaceTypes: { ...drawn('space'), sitemap: true },
  spaceType: { ...drawn('space/:spaceType'), sitemap: { spaceType: SPACE_LANDING_SLUGS } },
  // Folders need an account; recently viewed works for visitors too (kept in the browser).
  favorites: { ...page('favorites'), guard: 'auth' },
  favoritesFolder: { ...page('favorites/favoritesfolder'), guard: 'auth' },
  recentlyViewed: page('favorites/recentlyviewed'),
  // Shared shortlists (docs/adr/0064-shared-shortlists.md).
  shortlistJoin: { ...page('shortlists/join/:token'), guard: 'auth', signInReason: 'shortlist' },
  shortlist: { ...page('shortlists/:id'), guard: 'auth' },
  // Venues side by side: the URL names them (?venues=a,b,c), so it is public and shareable.
  compare: page('compare'),
} as const satisfies Record<string, PageRoute>;

export type DiscoveryRoute = keyof typeof ROUTES;

/** routes.json (the build writes it beside mf-manifest.json). */
export const routeManifest: RouteManifest = { remote: 'mf-discovery', routes: Object.values(ROUTES) };
