// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { OwnerLayout } from './components/OwnerLayout';
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

/** Routes of mf-owner, with full paths; the shell's owner-admin-access guard runs before this mounts. Every page but the e-mailed transfer link is framed by the owner area's navigation. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/callback/venue/transfer-ownership/:token" element={<TransferOwnershipPage />} />
        <Route element={<OwnerLayout fallback={<PageLoading />} />}>
          <Route path="/:country/dashboard" element={<DashboardPage />} />
          <Route path="/:country/venues/management" element={<ManagementPage />} />
          <Route path="/:country/venues/management/drafts" element={<ManagementPage drafts />} />
          <Route path="/:country/venues/management/sales/:venueId" element={<SalesPage />} />
          <Route path="/:country/availability" element={<AvailabilityPage />} />
          <Route path="/:country/team-members" element={<TeamMembersPage />} />
          <Route path="/:country/sales" element={<SalesPage />} />
          <Route path="/:country/payouts" element={<PayoutsPage />} />
          <Route path="/:country/venues/management/new-venue" element={<NewVenuePage />} />
          <Route path="/:country/venues/management/venue/:venueId" element={<VenueRoute />} />
          <Route path="/:country/venues/management/venue/:venueId/:formId" element={<VenueRoute />} />
          <Route path="/:country/venues/management/venue/:venueId/spaces/:spaceId" element={<SpaceRoute />} />
          <Route path="/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId" element={<SpaceRoute />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
