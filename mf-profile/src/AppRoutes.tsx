// Named AppRoutes.tsx, not App.tsx: app.tsx (the exposed module) and App.tsx differ only in case,
// which TypeScript rejects (TS1149) and case-insensitive file systems cannot hold.
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AntdProviders, lazyAntdPage } from '@venues/mf-kit';
import { PageLoading } from './components/PageLoading';
import { ROUTES, type ProfileRoute } from './routes';
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

/** What each page of src/routes.ts draws: TypeScript refuses a declared page without one, or one not declared. */
const PAGES: Record<ProfileRoute, ReactElement> = {
  login: <LoginPage />,
  loginUser: <LoginPage role="user" />,
  loginVenue: <LoginPage role="venue" />,
  loginAdmin: <LoginPage role="admin" />,
  createAs: <CreateAsPage />,
  signOut: <SignOutPage />,
  signUpChoice: <SignUpChoicePage />,
  signupChoice: <SignUpChoicePage />,
  signupUser: <SignUpPage role="user" />,
  signupVenue: <SignUpPage role="venue" />,
  listYourVenue: <ListYourVenuePage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  completeProfile: <CompleteProfilePage />,
  verifyEmail: <VerifyEmailPage />,
  googleCallback: <GoogleCallbackPage />,
  onboardingSuccess: <OnboardingSuccessPage />,
  redirectPage: <RedirectPage />,
  // /profile alone opens its first page; the others are drawn inside the profile's layout.
  profile: <Navigate to="general-information" replace />,
  generalInformation: <ProfileOutlet page={<GeneralInformationPage />} />,
  accountSettings: <ProfileOutlet page={<AccountSettingsPage />} />,
  billingDetails: <ProfileOutlet page={<BillingDetailsPage />} />,
  notifications: <ProfileOutlet page={<NotificationsPage />} />,
  password: <ProfileOutlet page={<PasswordPage />} />,
  reviews: <ProfileOutlet page={<ReviewsPage />} />,
  deleteAccount: <ProfileOutlet page={<DeleteAccountPage />} />,
};

const ALL = Object.keys(PAGES) as ProfileRoute[];
/** The pages under `/:country/profile`, in the profile's layout (its index is `profile` itself). */
const IN_PROFILE = ALL.filter((p) => p !== 'profile' && ROUTES[p].layout === 'profile');
const pageRoute = (page: ProfileRoute) => <Route key={page} path={ROUTES[page].pattern} element={PAGES[page]} />;

/**
 * Routes of mf-profile (src/routes.ts), with full paths (the shell decides which remote a URL
 * belongs to). Root-level ones (docs/spec.md §2): links in e-mails and the Google redirect carry
 * no country.
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {ALL.filter((p) => p !== 'profile' && !IN_PROFILE.includes(p)).map(pageRoute)}
        <Route
          path={ROUTES.profile.pattern}
          element={
            <AntdProviders fallback={<PageLoading />}>
              <ProfileLayout />
            </AntdProviders>
          }
        >
          <Route index element={PAGES.profile} />
          {IN_PROFILE.map(pageRoute)}
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
