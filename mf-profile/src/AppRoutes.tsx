// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case,
// which TypeScript rejects (TS1149) and case-insensitive file systems cannot hold.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';

// One chunk per page: the sign-in form does not download the sign-out or role-choice code.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const CreateAsPage = lazy(() => import('./pages/CreateAsPage'));
const SignOutPage = lazy(() => import('./pages/SignOutPage'));

function PageLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

/** Routes of mf-profile, with full paths (the shell decides which remote a URL belongs to). */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/:country/login" element={<LoginPage />} />
        <Route path="/:country/login/user" element={<LoginPage role="user" />} />
        <Route path="/:country/login/venue" element={<LoginPage role="venue" />} />
        <Route path="/:country/login/admin" element={<LoginPage role="admin" />} />
        <Route path="/:country/login/createas" element={<CreateAsPage />} />
        <Route path="/:country/sign-out" element={<SignOutPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
