import { act, screen } from '@testing-library/react';
import { session } from '@venues/session';
import { matchSiteRoute, mergeRoutes, routeProblems, type PageRoute } from '@venues/contracts';
import { samplePath, standInApi, testUser } from '@venues/mf-kit/testing';
import { ROUTES, routeManifest, type DiscoveryRoute } from '../routes';
import { renderApp } from '../test/renderApp';

// Every page of src/routes.ts is drawn by AppRoutes at a path of its pattern, and not the remote's
// not-found page. The pages themselves stand in: their own tests draw them.
function mockPage(name: string) {
  return { __esModule: true, default: () => <p data-testid="page">{name}</p>, NotFoundPage: () => <p data-testid="page">NotFoundPage</p> };
}
jest.mock('../pages/CountryHomePage', () => mockPage('CountryHomePage'));
jest.mock('../pages/AboutUsPage', () => mockPage('AboutUsPage'));
jest.mock('../pages/PolicyPage', () => mockPage('PolicyPage'));
jest.mock('../pages/TermsPage', () => mockPage('TermsPage'));
jest.mock('../pages/InsightsPage', () => mockPage('InsightsPage'));
jest.mock('../pages/FaqPage', () => mockPage('FaqPage'));
jest.mock('../pages/FaqCancellationPage', () => mockPage('FaqCancellationPage'));
jest.mock('../pages/ContactUsPage', () => mockPage('ContactUsPage'));
jest.mock('../pages/ProductLandingPage', () => mockPage('ProductLandingPage'));
jest.mock('../pages/VenueSearchPage', () => mockPage('VenueSearchPage'));
jest.mock('../pages/RecommendedPage', () => mockPage('RecommendedPage'));
jest.mock('../pages/VenuePage', () => mockPage('VenuePage'));
jest.mock('../pages/VenueDraftPreviewPage', () => mockPage('VenueDraftPreviewPage'));
jest.mock('../pages/VenuePhotosPage', () => mockPage('VenuePhotosPage'));
jest.mock('../pages/SpaceTypesPage', () => mockPage('SpaceTypesPage'));
jest.mock('../pages/SpaceTypePage', () => mockPage('SpaceTypePage'));
jest.mock('../pages/FavoritesPage', () => mockPage('FavoritesPage'));
jest.mock('../pages/ShortlistPage', () => mockPage('ShortlistPage'));
jest.mock('../pages/ShortlistJoinPage', () => mockPage('ShortlistJoinPage'));
jest.mock('../pages/FavoritesFolderPage', () => mockPage('FavoritesFolderPage'));
jest.mock('../pages/RecentlyViewedPage', () => mockPage('RecentlyViewedPage'));
jest.mock('../pages/ComparePage', () => mockPage('ComparePage'));
jest.mock('../pages/NotFoundPage', () => mockPage('NotFoundPage'));

/** The page each route draws. */
const DRAWS: Record<DiscoveryRoute, string> = {
  home: 'CountryHomePage',
  aboutUs: 'AboutUsPage',
  policy: 'PolicyPage',
  contactUs: 'ContactUsPage',
  terms: 'TermsPage',
  insights: 'InsightsPage',
  faq: 'FaqPage',
  faqCancellation: 'FaqCancellationPage',
  productLanding: 'ProductLandingPage',
  venues: 'VenueSearchPage',
  search: 'VenueSearchPage',
  recommended: 'RecommendedPage',
  draftPreview: 'VenueDraftPreviewPage',
  venue: 'VenuePage',
  venuePhotos: 'VenuePhotosPage',
  spaceTypes: 'SpaceTypesPage',
  spaceType: 'SpaceTypePage',
  favorites: 'FavoritesPage',
  favoritesFolder: 'FavoritesFolderPage',
  recentlyViewed: 'RecentlyViewedPage',
  shortlistJoin: 'ShortlistJoinPage',
  shortlist: 'ShortlistPage',
  compare: 'ComparePage',
};

standInApi();
afterEach(() => act(() => session.clear()));
const { routes } = mergeRoutes([routeManifest]);

test('the routes are ones the shell can serve', () => {
  expect(routeProblems(routeManifest)).toEqual([]);
});

test.each(Object.keys(ROUTES) as DiscoveryRoute[])('%s: AppRoutes draws its page at a path of its pattern', async (page) => {
  const route: PageRoute = ROUTES[page];
  const path = samplePath(route);
  expect(matchSiteRoute(path, 'venuely', routes)?.route.pattern).toBe(route.pattern);
  if (route.guard) act(() => session.setUser(testUser({ role: ['VENUE_OWNER'] })));
  renderApp(path);
  expect(await screen.findByTestId('page')).toHaveTextContent(new RegExp(`^${DRAWS[page]}$`));
});

test('the server draws the public pages it drew before, and only public ones', () => {
  const drawn = Object.values(ROUTES as Record<string, PageRoute>).filter((r) => r.ssr).map((r) => r.pattern);
  expect(drawn.sort()).toEqual(
    [
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
    ].sort(),
  );
});

test('the venue checks: the owner area and the draft preview are no venue page', () => {
  expect(matchSiteRoute('/sg/venues/management', 'venuely', routes)).toBeNull();
  expect(matchSiteRoute('/sg/venues/venue_id_draft', 'venuely', routes)?.route.pattern).toBe('/:country/venues/venue_id_draft');
  expect(matchSiteRoute('/sg/other/why-venuely', 'venuely', routes)).toBeNull();
});

test('a path of no route draws the not-found page', async () => {
  renderApp('/sg/nothing/here/at/all');
  expect(await screen.findByTestId('page')).toHaveTextContent(/^NotFoundPage$/);
});
