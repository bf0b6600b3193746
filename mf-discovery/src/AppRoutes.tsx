import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdProviders, preloadAntdProviders } from '@venues/mf-kit';
import { CountryHomePage } from './pages/CountryHomePage';
import './styles/base.css';

/** A page that uses antd: its chunk and the antd providers chunk download side by side. */
function antdPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), preloadAntdProviders()]).then(([page]) => page));
}

// The landing page is in the entry chunk; every other page is its own chunk. Only the pages
// that use antd render inside <AntdProviders>: the others (the landing page first) load no antd.
const AboutUsPage = lazy(() => import(/* webpackChunkName: "page-about-us" */ './pages/AboutUsPage'));
const PolicyPage = lazy(() => import(/* webpackChunkName: "page-policy" */ './pages/PolicyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ './pages/TermsPage'));
const InsightsPage = lazy(() => import(/* webpackChunkName: "page-insights" */ './pages/InsightsPage'));
const FaqPage = antdPage(() => import(/* webpackChunkName: "page-faq" */ './pages/FaqPage'));
const FaqCancellationPage = lazy(() => import(/* webpackChunkName: "page-faq-cancellation" */ './pages/FaqCancellationPage'));
const ContactUsPage = antdPage(() => import(/* webpackChunkName: "page-contact-us" */ './pages/ContactUsPage'));
const ProductLandingPage = lazy(() => import(/* webpackChunkName: "page-product" */ './pages/ProductLandingPage'));
const NotFoundPage = antdPage(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'));

function PageLoading() {
  return (
    <div className="disc-page disc-container" role="status" aria-live="polite">
      <span className="disc-meta">Loading…</span>
    </div>
  );
}

/** mf-discovery's pages, with full paths (docs/architecture.md "Shell ↔ remotes"). */
export function AppRoutes() {
  return (
    <div className="disc-root">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/:country" element={<CountryHomePage />} />
          <Route path="/:country/about-us" element={<AboutUsPage />} />
          <Route path="/:country/about-us/:termsandprivacy" element={<PolicyPage />} />
          <Route path="/:country/termsandcondition" element={<TermsPage />} />
          <Route path="/:country/insights" element={<InsightsPage />} />
          <Route path="/:country/support/FAQ" element={<AntdProviders fallback={<PageLoading />}><FaqPage /></AntdProviders>} />
          <Route path="/:country/support/FAQ-cancellation" element={<FaqCancellationPage />} />
          <Route path="/:country/contact-us" element={<AntdProviders fallback={<PageLoading />}><ContactUsPage /></AntdProviders>} />
          <Route path="/:country/:product/:whyvenue" element={<ProductLandingPage />} />
          <Route path="*" element={<AntdProviders fallback={<PageLoading />}><NotFoundPage /></AntdProviders>} />
        </Routes>
      </Suspense>
    </div>
  );
}
export default AppRoutes;
