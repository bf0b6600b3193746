// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case,
// which TypeScript rejects (TS1149) and case-insensitive file systems cannot hold.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AntdProviders, lazyAntdPage } from '@venues/mf-kit';
import { PageLoading } from './components/PageLoading';
import '@venues/ui/plain.css';

// One chunk per page: a page downloads only its own code (the sign-in form does not pull in the
// profile forms, the password estimator loads only where a new password is typed).
// Every public page (the sign-in, sign-up, invitation and password forms, e-mail confirmation, the
// choice and notice pages) is drawn without antd (plain.css) and loads none
// (docs/adr/0087-public-pages-without-antd.md). The signed-in profile is drawn with antd: its
// layout and pages sit inside
// <AntdProviders>, and its chunk downloads beside the antd providers' (lazyAntdPage).
const LoginPage = lazy(() => import('./pages/LoginPage'));
const CreateAsPage = lazy(() => import('./pages/CreateAsPage'));
const SignOutPage = lazy(() => import('./pages/SignOutPage'));
const SignUpChoicePage = lazy(() => import('./pages/SignUpChoicePage'));
const ListYourVenuePage = lazy(() => import('./pages/ListYourVenuePage'));
const GoogleCallbackPage = lazy(() => import('./pages/GoogleCallbackPage'));
const OnboardingSuccessPage = lazy(() => import('./pages/OnboardingSuccessPage'));
const RedirectPage = lazy(() => import('./pages/RedirectPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const SignUpPage = lazy(() => import('./pages/SignUpPage'));
const CompleteProfilePage = lazy(() => import('./pages/CompleteProfilePage'));

const ProfileLayout = lazyAntdPage(() => import('./features/profile/components/ProfileLayout'));
const GeneralInformationPage = lazy(() => import('./pages/profile/GeneralInformationPage'));
const AccountSettingsPage = lazy(() => import('./pages/profile/AccountSettingsPage'));
const BillingDetailsPage = lazy(() => import('./pages/profile/BillingDetailsPage'));
const NotificationsPage = lazy(() => import('./pages/profile/NotificationsPage'));
const PasswordPage = lazy(() => import('./pages/profile/PasswordPage'));
const ReviewsPage = lazy(() => import('./pages/profile/ReviewsPage'));
const DeleteAccountPage = lazy(() => import('./pages/profile/DeleteAccountPage'));

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
        <Route path="/:country/sign-up" element={<SignUpChoicePage />} />
        <Route path="/:country/signup" element={<SignUpChoicePage />} />
        <Route path="/:country/signup/user" element={<SignUpPage role="user" />} />
        <Route path="/:country/signup/venue" element={<SignUpPage role="venue" />} />
        <Route path="/:country/list-your-venue" element={<ListYourVenuePage />} />
        {/* Root level (docs/spec.md §2): links in e-mails and the Google redirect carry no country. */}
        <Route path="/callback/google" element={<GoogleCallbackPage />} />
        <Route path="/onboarding-success" element={<OnboardingSuccessPage />} />
        <Route path="/redirect-page" element={<RedirectPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/forgot-password/password-reset/:reset_token" element={<ResetPasswordPage />} />
        <Route path="/signup/complete-profile/:token" element={<CompleteProfilePage />} />
        <Route path="/verify-email/:token" element={<VerifyEmailPage />} />

        <Route
          path="/:country/profile"
          element={
            <AntdProviders fallback={<PageLoading />}>
              <ProfileLayout />
            </AntdProviders>
          }
        >
          <Route index element={<Navigate to="general-information" replace />} />
          <Route path="general-information" element={<ProfileOutlet page={<GeneralInformationPage />} />} />
          <Route path="account-settings" element={<ProfileOutlet page={<AccountSettingsPage />} />} />
          <Route path="billing-details" element={<ProfileOutlet page={<BillingDetailsPage />} />} />
          <Route path="notifications" element={<ProfileOutlet page={<NotificationsPage />} />} />
          <Route path="password" element={<ProfileOutlet page={<PasswordPage />} />} />
          <Route path="reviews" element={<ProfileOutlet page={<ReviewsPage />} />} />
          <Route path="delete-account" element={<ProfileOutlet page={<DeleteAccountPage />} />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

/** A profile page loads inside the layout: the menu stays while its chunk downloads. */
function ProfileOutlet({ page }: { page: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
