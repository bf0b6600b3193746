// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case,
// which TypeScript rejects (TS1149) and case-insensitive file systems cannot hold.
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Spin } from 'antd';

const AnnouncementsListPage = lazy(() => import('./pages/AnnouncementsListPage'));
const AddAnnouncementPage = lazy(() => import('./pages/AddAnnouncementPage'));
const AnnouncementDetailPage = lazy(() => import('./pages/AnnouncementDetailPage'));
const RefundsPage = lazy(() => import('./pages/RefundsPage'));

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

/** Routes of mf-admin, with full paths; the shell's admin-only guard runs before this mounts. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/:country/announcements/list" element={<AnnouncementsListPage />} />
        <Route path="/:country/announcements/add" element={<AddAnnouncementPage />} />
        <Route path="/:country/announcements/announcement/:announcementId" element={<DetailRoute />} />
        <Route path="/:country/payments/refunds" element={<RefundsPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
