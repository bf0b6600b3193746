// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Spin } from 'antd';

const ManagementPage = lazy(() => import('./pages/ManagementPage'));
const NewVenuePage = lazy(() => import('./pages/NewVenuePage'));
const VenueEditorPage = lazy(() => import('./pages/VenueEditorPage'));
const SpaceEditorPage = lazy(() => import('./pages/SpaceEditorPage'));
const SalesPage = lazy(() => import('./pages/SalesPage'));
const AvailabilityPage = lazy(() => import('./pages/AvailabilityPage'));
const TeamMembersPage = lazy(() => import('./pages/TeamMembersPage'));
const TransferOwnershipPage = lazy(() => import('./pages/TransferOwnershipPage'));

function PageLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
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

/** Routes of mf-owner, with full paths; the shell's owner-admin-access guard runs before this mounts. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/callback/venue/transfer-ownership/:token" element={<TransferOwnershipPage />} />
        <Route path="/:country/venues/management" element={<ManagementPage />} />
        <Route path="/:country/venues/management/drafts" element={<ManagementPage drafts />} />
        <Route path="/:country/venues/management/new-venue" element={<NewVenuePage />} />
        <Route path="/:country/venues/management/sales/:venueId" element={<SalesPage />} />
        <Route path="/:country/venues/management/venue/:venueId" element={<VenueRoute />} />
        <Route path="/:country/venues/management/venue/:venueId/:formId" element={<VenueRoute />} />
        <Route path="/:country/venues/management/venue/:venueId/spaces/:spaceId" element={<SpaceRoute />} />
        <Route path="/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId" element={<SpaceRoute />} />
        <Route path="/:country/availability" element={<AvailabilityPage />} />
        <Route path="/:country/team-members" element={<TeamMembersPage />} />
        <Route path="/:country/sales" element={<SalesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
