// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { OwnerLayout } from './components/OwnerLayout';
import { ROUTES, type OwnerPage } from './routes';
import '@venues/ui/plain.css';

// One chunk per page. Every page (the venues list and drafts, the guided listing, the venue and
// space editors, sales, payouts, availability, the team and the ownership-transfer link) is drawn with antd,
// shared by component across remotes (docs/adr/0099-antd-once-per-visit.md); the theme
// providers are around the whole remote (app.tsx).

const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const ManagementPage = lazy(() => import('./pages/ManagementPage'));
const TransferOwnershipPage = lazy(() => import('./pages/TransferOwnershipPage'));
const SalesPage = lazy(() => import('./pages/SalesPage'));
const AvailabilityPage = lazy(() => import('./pages/AvailabilityPage'));
const TeamMembersPage = lazy(() => import('./pages/TeamMembersPage'));
const PayoutsPage = lazy(() => import('./pages/PayoutsPage'));
const NewVenuePage = lazy(() => import('./pages/NewVenuePage'));
const VenueEditorPage = lazy(() => import('./pages/VenueEditorPage'));
const SpaceEditorPage = lazy(() => import('./pages/SpaceEditorPage'));

/** A centred spinner while a page's chunk loads. */
function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="ui-plain" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}

/** Fresh form state for each venue and each space. */
function VenueRoute() {
  const { venueId } = useParams();
  return <VenueEditorPage key={venueId} />;
}
function SpaceRoute() {
  const { spaceId } = useParams();
  return <SpaceEditorPage key={spaceId} />;
}

/** What each page of src/routes.ts draws: TypeScript refuses a declared page without one, or one not declared. */
const PAGES: Record<OwnerPage, ReactElement> = {
  transferOwnership: <TransferOwnershipPage />,
  dashboard: <DashboardPage />,
  management: <ManagementPage />,
  drafts: <ManagementPage drafts />,
  newVenue: <NewVenuePage />,
  venueSales: <SalesPage />,
  venue: <VenueRoute />,
  venueForm: <VenueRoute />,
  space: <SpaceRoute />,
  spaceForm: <SpaceRoute />,
  availability: <AvailabilityPage />,
  teamMembers: <TeamMembersPage />,
  sales: <SalesPage />,
  payouts: <PayoutsPage />,
};

/** The e-mailed transfer link is drawn on its own; every other page is framed by the owner area's navigation. */
const UNFRAMED: readonly OwnerPage[] = ['transferOwnership'];
const pageRoute = (page: OwnerPage) => <Route key={page} path={ROUTES[page].pattern} element={PAGES[page]} />;

/** Routes of mf-owner (src/routes.ts), with full paths; the shell's owner-admin-access guard runs before this mounts. */
export function App() {
  const pages = Object.keys(PAGES) as OwnerPage[];
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pages.filter((p) => UNFRAMED.includes(p)).map(pageRoute)}
        <Route element={<OwnerLayout fallback={<PageLoading />} />}>{pages.filter((p) => !UNFRAMED.includes(p)).map(pageRoute)}</Route>
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
