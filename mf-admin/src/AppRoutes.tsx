// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case,
// which TypeScript rejects (TS1149) and case-insensitive file systems cannot hold.
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import Spin from 'antd/es/spin';
import { AdminLayout } from './components/AdminLayout';
import { ROUTES, type AdminPage } from './routes';

// One chunk per page. Every page is drawn with antd (app.tsx mounts the remote inside the antd
// providers); each antd component is a shared module-federation singleton.

const AdminHomePage = lazy(() => import('./pages/AdminHomePage'));
const AnnouncementsListPage = lazy(() => import('./pages/AnnouncementsListPage'));
const AddAnnouncementPage = lazy(() => import('./pages/AddAnnouncementPage'));
const AnnouncementDetailPage = lazy(() => import('./pages/AnnouncementDetailPage'));
const RefundsPage = lazy(() => import('./pages/RefundsPage'));
const PayoutsPage = lazy(() => import('./pages/PayoutsPage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const StorefrontsPage = lazy(() => import('./pages/StorefrontsPage'));
const AddStorefrontPage = lazy(() => import('./pages/AddStorefrontPage'));
const StorefrontDetailPage = lazy(() => import('./pages/StorefrontDetailPage'));
const VenueQueuePage = lazy(() => import('./pages/VenueQueuePage'));
const VenueReviewPage = lazy(() => import('./pages/VenueReviewPage'));
const RatingsPage = lazy(() => import('./pages/RatingsPage'));
const AdminsPage = lazy(() => import('./pages/AdminsPage'));
const AuditLogPage = lazy(() => import('./pages/AuditLogPage'));

/** A centred antd spinner while a page's chunk loads. */
function PageLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

/** A fresh page (and fresh form state) for each announcement id. */
function DetailRoute() {
  const { announcementId } = useParams();
  return <AnnouncementDetailPage key={announcementId} />;
}

/** A fresh page for each storefront. */
function StorefrontRoute() {
  const { countryId } = useParams();
  return <StorefrontDetailPage key={countryId} />;
}

/** A fresh page (no dialog left open, no reason typed) for each venue. */
function VenueReviewRoute() {
  const { venueId } = useParams();
  return <VenueReviewPage key={venueId} />;
}

/**
 * The spec's old storefront paths (`settings/country`, `settings/country/:countryId`) lead to the
 * pages' paths (`settings/countries…`), keeping the query (docs/adr/0079-administration-pages.md).
 */
function OldStorefrontPath() {
  const { country, countryId } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${country}/settings/countries${countryId ? `/${encodeURIComponent(countryId)}` : ''}${search}`} />;
}

/** What each page of src/routes.ts draws: TypeScript refuses a declared page without one, or one not declared. */
const PAGES: Record<AdminPage, ReactElement> = {
  adminHome: <AdminHomePage />,
  announcements: <AnnouncementsListPage />,
  addAnnouncement: <AddAnnouncementPage />,
  announcement: <DetailRoute />,
  refunds: <RefundsPage />,
  payouts: <PayoutsPage />,
  settings: <SettingsPage />,
  storefronts: <StorefrontsPage />,
  storefront: <StorefrontRoute />,
  addStorefront: <AddStorefrontPage />,
  oldStorefronts: <OldStorefrontPath />,
  oldStorefront: <OldStorefrontPath />,
  admins: <AdminsPage />,
  auditLog: <AuditLogPage />,
  venueQueue: <VenueQueuePage />,
  venueReview: <VenueReviewRoute />,
  ratings: <RatingsPage />,
};

/** Routes of mf-admin (src/routes.ts), with full paths; the shell's admin-only guard runs before this mounts. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<AdminLayout fallback={<PageLoading />} />}>
          {(Object.keys(PAGES) as AdminPage[]).map((page) => (
            <Route key={page} path={ROUTES[page].pattern} element={PAGES[page]} />
          ))}
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
