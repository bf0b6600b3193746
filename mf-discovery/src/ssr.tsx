import { defineServerRender } from '@venues/mf-kit/ssr';
import { AppRoutes } from './AppRoutes';

/**
 * The module exposed as `mf_discovery/ssr` by the server build (docs/ssr.md): the API server's
 * render of the public pages — the same for every visitor, so their HTML can be drawn before any
 * script runs. The pages of one visitor (favourites, shortlists, compare) and the owner's draft
 * preview stay client-rendered.
 */
export const render = defineServerRender({
  name: 'mf-discovery',
  App: AppRoutes,
  antd: 'pages',
  clientOnly: [
    '/:country/venues/recommended',
    '/:country/venues/venue_id_draft',
    '/:country/favorites/favoritesfolder',
    '/:country/favorites/recentlyviewed',
    '/:country/shortlists/:id',
  ],
  routes: [
    '/:country',
    '/:country/about-us',
    '/:country/about-us/:termsandprivacy',
    '/:country/termsandcondition',
    '/:country/insights',
    '/:country/support/FAQ',
    '/:country/support/FAQ-cancellation',
    '/:country/contact-us',
    '/:country/venues',
    '/:country/venues/search',
    '/:country/venues/:venue',
    '/:country/venues/:venue/photos',
    '/:country/space',
    '/:country/space/:spaceType',
    '/:country/:product/:whyvenue',
  ],
});
