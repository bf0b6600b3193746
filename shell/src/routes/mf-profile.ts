import { c, type RouteEntry } from './types';

/** The profile layout's pages (SPEC §2 Profile), in menu order. */
export const PROFILE_PAGES = [
  'general-information',
  'account-settings',
  'billing-details',
  'notifications',
  'password',
  'reviews',
  'delete-account',
] as const;

/** mf-profile's pages: sign-in, sign-up and onboarding, the profile. */
export const profileRoutes: readonly RouteEntry[] = [
  // mf-profile: sign-in (SPEC §2 Authentication)
  { pattern: c('login'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/user'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/venue'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/admin'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('login/createas'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('sign-out'), remote: 'mf-profile', layout: 'bare' },
  // mf-profile: sign-up and onboarding (SPEC §2 Authentication and onboarding)
  { pattern: c('sign-up'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup/user'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('signup/venue'), remote: 'mf-profile', layout: 'bare' },
  { pattern: c('list-your-venue'), remote: 'mf-profile', layout: 'default' },
  { pattern: '/forgot-password', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/forgot-password/password-reset/:reset_token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/signup/complete-profile/:token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/verify-email/:token', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/callback/google', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/onboarding-success', remote: 'mf-profile', layout: 'bare' },
  { pattern: '/redirect-page', remote: 'mf-profile', layout: 'bare' },
  // mf-profile: the profile (SPEC §2 Profile, profile layout); /profile alone opens its first page.
  ...['', ...PROFILE_PAGES.map((p) => `/${p}`)].map(
    (p): RouteEntry => ({ pattern: c(`profile${p}`), remote: 'mf-profile', guard: 'auth', layout: 'profile' }),
  ),
];
