import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as ReactRouter from 'react-router-dom';
import { session } from '@venues/session';
import { matchSiteRoute, mergeRoutes, routeProblems, underCountry, type PageRoute } from '@venues/contracts';
import { samplePath, standInApi, testUser } from '@venues/mf-kit/testing';
import { App } from '../AppRoutes';
import { PROFILE_PAGES } from '../features/profile/lib/profilePages';
import { ROUTES, routeManifest, type ProfileRoute } from '../routes';

// Every page of src/routes.ts is drawn by AppRoutes at a path of its pattern (not the remote's
// not-found, which draws nothing), the profile's pages inside its layout. The pages themselves
// stand in: their own tests draw them.
function mockPage(name: string) {
  return {
    __esModule: true,
    default: (props: Record<string, unknown>) => <p data-testid="page">{[name, ...Object.entries(props).map(([k, v]) => `${k}=${String(v)}`)].join(' ')}</p>,
  };
}
jest.mock('../pages/LoginPage', () => mockPage('LoginPage'));
jest.mock('../pages/CreateAsPage', () => mockPage('CreateAsPage'));
jest.mock('../pages/SignOutPage', () => mockPage('SignOutPage'));
jest.mock('../pages/SignUpChoicePage', () => mockPage('SignUpChoicePage'));
jest.mock('../pages/ListYourVenuePage', () => mockPage('ListYourVenuePage'));
jest.mock('../pages/GoogleCallbackPage', () => mockPage('GoogleCallbackPage'));
jest.mock('../pages/OnboardingSuccessPage', () => mockPage('OnboardingSuccessPage'));
jest.mock('../pages/RedirectPage', () => mockPage('RedirectPage'));
jest.mock('../pages/ForgotPasswordPage', () => mockPage('ForgotPasswordPage'));
jest.mock('../pages/VerifyEmailPage', () => mockPage('VerifyEmailPage'));
jest.mock('../pages/ResetPasswordPage', () => mockPage('ResetPasswordPage'));
jest.mock('../pages/SignUpPage', () => mockPage('SignUpPage'));
jest.mock('../pages/CompleteProfilePage', () => mockPage('CompleteProfilePage'));
jest.mock('../pages/profile/GeneralInformationPage', () => mockPage('GeneralInformationPage'));
jest.mock('../pages/profile/AccountSettingsPage', () => mockPage('AccountSettingsPage'));
jest.mock('../pages/profile/BillingDetailsPage', () => mockPage('BillingDetailsPage'));
jest.mock('../pages/profile/NotificationsPage', () => mockPage('NotificationsPage'));
jest.mock('../pages/profile/PasswordPage', () => mockPage('PasswordPage'));
jest.mock('../pages/profile/ReviewsPage', () => mockPage('ReviewsPage'));
jest.mock('../pages/profile/DeleteAccountPage', () => mockPage('DeleteAccountPage'));
jest.mock('../features/profile/components/ProfileLayout', () => {
  const { Outlet } = jest.requireActual<typeof ReactRouter>('react-router-dom');
  return { __esModule: true, default: () => <section aria-label="Profile layout"><Outlet /></section> };
});

/** The page each route draws (with its props); `/profile` alone opens its first page. */
const DRAWS: Record<ProfileRoute, string> = {
  login: 'LoginPage',
  loginUser: 'LoginPage role=user',
  loginVenue: 'LoginPage role=venue',
  loginAdmin: 'LoginPage role=admin',
  createAs: 'CreateAsPage',
  signOut: 'SignOutPage',
  signUpChoice: 'SignUpChoicePage',
  signupChoice: 'SignUpChoicePage',
  signupUser: 'SignUpPage role=user',
  signupVenue: 'SignUpPage role=venue',
  listYourVenue: 'ListYourVenuePage',
  forgotPassword: 'ForgotPasswordPage',
  resetPassword: 'ResetPasswordPage',
  completeProfile: 'CompleteProfilePage',
  verifyEmail: 'VerifyEmailPage',
  googleCallback: 'GoogleCallbackPage',
  onboardingSuccess: 'OnboardingSuccessPage',
  redirectPage: 'RedirectPage',
  profile: 'GeneralInformationPage',
  generalInformation: 'GeneralInformationPage',
  accountSettings: 'AccountSettingsPage',
  billingDetails: 'BillingDetailsPage',
  notifications: 'NotificationsPage',
  password: 'PasswordPage',
  reviews: 'ReviewsPage',
  deleteAccount: 'DeleteAccountPage',
};

standInApi({ loginVersion: 'v2' });
afterEach(() => act(() => session.clear()));
const { routes } = mergeRoutes([routeManifest]);

test('the routes are ones the shell can serve; the profile menu’s pages are all declared, in the profile layout', () => {
  expect(routeProblems(routeManifest)).toEqual([]);
  const inProfile = Object.values(ROUTES).filter((r) => r.layout === 'profile').map((r) => r.pattern);
  expect(inProfile).toEqual([underCountry('profile'), ...PROFILE_PAGES.map((p) => underCountry(`profile/${p.slug}`))]);
});

test.each(Object.keys(ROUTES) as ProfileRoute[])('%s: AppRoutes draws its page at a path of its pattern', async (page) => {
  const route: PageRoute = ROUTES[page];
  const path = samplePath(route);
  expect(matchSiteRoute(path, 'venuely', routes)?.route.pattern).toBe(route.pattern);
  if (route.guard) act(() => session.setUser(testUser({ role: ['USER'] })));
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('page')).toHaveTextContent(new RegExp(`^${DRAWS[page]}$`));
  expect(screen.queryByRole('region', { name: 'Profile layout' }) !== null).toBe(route.layout === 'profile');
});

test('a path of no route is the not-found: nothing drawn', async () => {
  render(
    <MemoryRouter initialEntries={['/sg/profile/nothing']}>
      <App />
    </MemoryRouter>,
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('page')).toBeNull();
});
