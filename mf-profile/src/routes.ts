import { underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const bare = (pattern: string) => ({ pattern, layout: 'bare' }) as const satisfies PageRoute;
/** The profile (docs/spec.md §2 Profile): its own layout, for every signed-in role. */
const profile = (page: string) => ({ pattern: underCountry(`profile${page ? `/${page}` : ''}`), guard: 'auth', layout: 'profile' }) as const satisfies PageRoute;

/**
 * mf-profile's pages: sign-in, sign-up and onboarding, the profile. Declared once here: AppRoutes
 * renders them, the build writes them as routes.json. Root-level patterns (no country) are the
 * links in e-mails and the Google redirect (docs/spec.md §2).
 */
export const ROUTES = {
  // Sign-in (docs/spec.md §2 Authentication).
  login: bare(underCountry('login')),
  loginUser: bare(underCountry('login/user')),
  loginVenue: bare(underCountry('login/venue')),
  loginAdmin: bare(underCountry('login/admin')),
  createAs: bare(underCountry('login/createas')),
  signOut: bare(underCountry('sign-out')),
  // Sign-up and onboarding (docs/spec.md §2 Authentication and onboarding).
  signUpChoice: bare(underCountry('sign-up')),
  signupChoice: bare(underCountry('signup')),
  signupUser: bare(underCountry('signup/user')),
  signupVenue: bare(underCountry('signup/venue')),
  listYourVenue: { pattern: underCountry('list-your-venue'), layout: 'default' },
  forgotPassword: bare('/forgot-password'),
  resetPassword: bare('/forgot-password/password-reset/:reset_token'),
  completeProfile: bare('/signup/complete-profile/:token'),
  verifyEmail: bare('/verify-email/:token'),
  googleCallback: bare('/callback/google'),
  onboardingSuccess: bare('/onboarding-success'),
  redirectPage: bare('/redirect-page'),
  // The profile, in menu order (features/profile/lib/profilePages.ts); /profile alone opens its first page.
  profile: profile(''),
  generalInformation: profile('general-information'),
  accountSettings: profile('account-settings'),
  billingDetails: profile('billing-details'),
  notifications: profile('notifications'),
  password: profile('password'),
  reviews: profile('reviews'),
  deleteAccount: profile('delete-account'),
} as const satisfies Record<string, PageRoute>;

export type ProfileRoute = keyof typeof ROUTES;

/** routes.json (the build writes it beside mf-manifest.json). */
export const routeManifest: RouteManifest = { remote: 'mf-profile', routes: Object.values(ROUTES) };
