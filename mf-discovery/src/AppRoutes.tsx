import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { reaction } from 'mobx';
import { session } from '@venues/session';
import { HydrationDone } from '@venues/mf-kit';
import { hasLocalRecent } from './features/recent/localRecent';
import { preloadRouteData } from './features/preloadRouteData';
import { CompareTrayHost } from './features/compare/CompareTrayHost';
import { ROUTES, type DiscoveryRoute } from './routes';
import './styles/base.css';

// Every page is its own chunk (the server preloads the page's chunk with the remote: pageChunks.json).
// No page of this remote uses antd: its pages are plain HTML and CSS (docs/adr/0087-public-pages-without-antd.md).
const CountryHomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/CountryHomePage'));
const AboutUsPage = lazy(() => import(/* webpackChunkName: "page-about-us" */ './pages/AboutUsPage'));
const PolicyPage = lazy(() => import(/* webpackChunkName: "page-policy" */ './pages/PolicyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ './pages/TermsPage'));
const InsightsPage = lazy(() => import(/* webpackChunkName: "page-insights" */ './pages/InsightsPage'));
const FaqPage = lazy(() => import(/* webpackChunkName: "page-faq" */ './pages/FaqPage'));
const FaqCancellationPage = lazy(() => import(/* webpackChunkName: "page-faq-cancellation" */ './pages/FaqCancellationPage'));
const ContactUsPage = lazy(() => import(/* webpackChunkName: "page-contact-us" */ './pages/ContactUsPage'));
const ProductLandingPage = lazy(() => import(/* webpackChunkName: "page-product" */ './pages/ProductLandingPage'));
const VenueSearchPage = lazy(() => import(/* webpackChunkName: "page-venues" */ './pages/VenueSearchPage'));
const RecommendedPage = lazy(() => import(/* webpackChunkName: "page-recommended" */ './pages/RecommendedPage'));
const VenuePage = lazy(() => import(/* webpackChunkName: "page-venue" */ './pages/VenuePage'));
const VenueDraftPreviewPage = lazy(() => import(/* webpackChunkName: "page-venue-preview" */ './pages/VenueDraftPreviewPage'));
const VenuePhotosPage = lazy(() => import(/* webpackChunkName: "page-venue-photos" */ './pages/VenuePhotosPage'));
const SpaceTypesPage = lazy(() => import(/* webpackChunkName: "page-spaces" */ './pages/SpaceTypesPage'));
const SpaceTypePage = lazy(() => import(/* webpackChunkName: "page-space-type" */ './pages/SpaceTypePage'));
const FavoritesPage = lazy(() => import(/* webpackChunkName: "page-favorites" */ './pages/FavoritesPage'));
const ShortlistPage = lazy(() => import(/* webpackChunkName: "page-shortlist" */ './pages/ShortlistPage'));
const ShortlistJoinPage = lazy(() => import(/* webpackChunkName: "page-shortlist-join" */ './pages/ShortlistJoinPage'));
const FavoritesFolderPage = lazy(() => import(/* webpackChunkName: "page-favorites-folder" */ './pages/FavoritesFolderPage'));
const RecentlyViewedPage = lazy(() => import(/* webpackChunkName: "page-recently-viewed" */ './pages/RecentlyViewedPage'));
const ComparePage = lazy(() => import(/* webpackChunkName: "page-compare" */ './pages/ComparePage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'));

/** While a page's chunk loads: the shape of a page (a title and lines), not a "Loading…" word. */
function PageLoading() {
  return (
    <div className="disc-page disc-container" role="status" aria-label="Loading the page" aria-busy="true">
      <div className="disc-skeleton disc-skeleton--line" style={{ width: '45%', height: 28 }} />
      <div className="disc-skeleton disc-skeleton--line" style={{ width: '70%' }} />
      <div className="disc-skeleton disc-skeleton--line" style={{ width: '60%' }} />
    </div>
  );
}

// The first page's data starts loading with the remote's entry, alongside the page's chunk.
if (typeof window !== 'undefined') preloadRouteData(window.location.pathname, window.location.search);

/**
 * At sign-in, the venues a visitor viewed in this browser join their account's list. Checked on
 * every discovery page (the landing page included, where sign-in usually returns); the merge code
 * itself is a lazy chunk, loaded only when there is something to merge.
 */
function useMergeRecentAtSignIn() {
  useEffect(
    () =>
      reaction(
        () => session.isAuthenticated,
        (signedIn) => {
          if (signedIn && hasLocalRecent()) void import(/* webpackChunkName: "recent-merge" */ './features/recent/recentlyViewed').then((m) => m.mergeRecent());
        },
        { fireImmediately: true },
      ),
    [],
  );
}

/**
 * What each page of src/routes.ts draws: TypeScript refuses a declared page without one, or one
 * not declared. Each page is its lazy chunk's component (pageChunks.json names the chunk of each).
 */
const PAGES: Record<DiscoveryRoute, ReactElement> = {
  home: <CountryHomePage />,
  aboutUs: <AboutUsPage />,
  policy: <PolicyPage />,
  contactUs: <ContactUsPage />,
  terms: <TermsPage />,
  insights: <InsightsPage />,
  faq: <FaqPage />,
  faqCancellation: <FaqCancellationPage />,
  productLanding: <ProductLandingPage />,
  venues: <VenueSearchPage />,
  search: <VenueSearchPage />,
  recommended: <RecommendedPage />,
  draftPreview: <VenueDraftPreviewPage />,
  venue: <VenuePage />,
  venuePhotos: <VenuePhotosPage />,
  spaceTypes: <SpaceTypesPage />,
  spaceType: <SpaceTypePage />,
  favorites: <FavoritesPage />,
  favoritesFolder: <FavoritesFolderPage />,
  recentlyViewed: <RecentlyViewedPage />,
  shortlistJoin: <ShortlistJoinPage />,
  shortlist: <ShortlistPage />,
  compare: <ComparePage />,
};

/** mf-discovery's pages (src/routes.ts), with full paths (docs/architecture.md "Shell ↔ remotes"). */
export function AppRoutes() {
  useMergeRecentAtSignIn();
  return (
    <div className="disc-root">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {(Object.keys(PAGES) as DiscoveryRoute[]).map((page) => (
            <Route key={page} path={ROUTES[page].pattern} element={PAGES[page]} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        {/* Last in the boundary: runs once the server-drawn page has hydrated. */}
        <HydrationDone remote="mf-discovery" />
      </Suspense>
      {/* The compare tray, over every page of a storefront once a venue is picked. */}
      <Routes>
        <Route path="/:country/*" element={<CompareTrayHost />} />
      </Routes>
    </div>
  );
}
export default AppRoutes;
