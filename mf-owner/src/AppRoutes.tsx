// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case.
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router-dom';
import { AntdProviders, lazyAntdPage } from '@venues/mf-kit';
import '@venues/ui/plain.css';

// One chunk per page. The venues list, the drafts, the ownership-transfer link, sales, availability
// and the team are drawn without antd (plain.css) and load none; the venue and space editors and the
// new-venue wizard use antd, inside <AntdPages> (docs/decisions.md "Pages without antd").

const ManagementPage = lazy(() => import('./pages/ManagementPage'));
const TransferOwnershipPage = lazy(() => import('./pages/TransferOwnershipPage'));
const SalesPage = lazy(() => import('./pages/SalesPage'));
const AvailabilityPage = lazy(() => import('./pages/AvailabilityPage'));
const TeamMembersPage = lazy(() => import('./pages/TeamMembersPage'));
const NewVenuePage = lazyAntdPage(() => import('./pages/NewVenuePage'));
const VenueEditorPage = lazyAntdPage(() => import('./pages/VenueEditorPage'));
const SpaceEditorPage = lazyAntdPage(() => import('./pages/SpaceEditorPage'));

/** A centred spinner while a page's chunk loads. Without antd: it shows before antd has loaded. */
function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="ui-plain" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}

/** The pages that use antd: inside the antd theme providers (a lazy chunk, loaded with the page's). */
function AntdPages() {
  return (
    <AntdProviders fallback={<PageLoading />}>
      <Outlet />
    </AntdProviders>
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
        <Route path="/:country/venues/management/sales/:venueId" element={<SalesPage />} />
        <Route path="/:country/availability" element={<AvailabilityPage />} />
        <Route path="/:country/team-members" element={<TeamMembersPage />} />
        <Route path="/:country/sales" element={<SalesPage />} />
        <Route element={<AntdPages />}>
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
