import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { reaction } from 'mobx';
import { session } from '@venues/session';
import { HydrationDone } from '@venues/mf-kit';
import { hasLocalRecent } from './features/recent/localRecent';
import { preloadRouteData } from './features/preloadRouteData';
import { CompareTrayHost } from './features/compare/CompareTrayHost';
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

/** mf-discovery's pages, with full paths (docs/architecture.md "Shell ↔ remotes"). */
export function AppRoutes() {
  useMergeRecentAtSignIn();
  return (
    <div className="disc-root">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/:country" element={<CountryHomePage />} />
          <Route path="/:country/about-us" element={<AboutUsPage />} />
          <Route path="/:country/about-us/:termsandprivacy" element={<PolicyPage />} />
          <Route path="/:country/termsandcondition" element={<TermsPage />} />
          <Route path="/:country/insights" element={<InsightsPage />} />
          <Route path="/:country/support/FAQ" element={<FaqPage />} />
          <Route path="/:country/support/FAQ-cancellation" element={<FaqCancellationPage />} />
          <Route path="/:country/contact-us" element={<ContactUsPage />} />
          <Route path="/:country/venues" element={<VenueSearchPage />} />
          <Route path="/:country/venues/search" element={<VenueSearchPage />} />
          <Route path="/:country/venues/recommended" element={<RecommendedPage />} />
          <Route path="/:country/venues/venue_id_draft" element={<VenueDraftPreviewPage />} />
          <Route path="/:country/venues/:venue" element={<VenuePage />} />
          <Route path="/:country/venues/:venue/photos" element={<VenuePhotosPage />} />
          <Route path="/:country/space" element={<SpaceTypesPage />} />
          <Route path="/:country/space/:spaceType" element={<SpaceTypePage />} />
          <Route path="/:country/favorites" element={<FavoritesPage />} />
          <Route path="/:country/favorites/favoritesfolder" element={<FavoritesFolderPage />} />
          <Route path="/:country/favorites/recentlyviewed" element={<RecentlyViewedPage />} />
          <Route path="/:country/shortlists/join/:token" element={<ShortlistJoinPage />} />
          <Route path="/:country/shortlists/:id" element={<ShortlistPage />} />
          <Route path="/:country/compare" element={<ComparePage />} />
          <Route path="/:country/:product/:whyvenue" element={<ProductLandingPage />} />
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
