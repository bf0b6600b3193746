import { c, type RouteEntry } from './types';

/**
 * mf-owner's pages: the owner area of docs/spec.md §2, behind the owner-admin-access guard (venue
 * owners and venue admins; venue members answer conversations but do not open it, docs/permissions.md).
 */
export const ownerRoutes: readonly RouteEntry[] = [
  // The e-mailed link of an ownership transfer (root-level); whoever it was sent to signs in to accept.
  { pattern: '/callback/venue/transfer-ownership/:token', remote: 'mf-owner', guard: 'auth', signInReason: 'ownership', layout: 'default' },
  // The owner's home: where owners and venue admins land after signing in (docs/adr/0106-back-office-homes-and-venue-blocks.md).
  { pattern: c('dashboard'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/drafts'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/new-venue'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/sales/:venueId'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/venue/:venueId'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/venue/:venueId/:formId'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/venue/:venueId/spaces/:spaceId'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('availability'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('team-members'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  { pattern: c('sales'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
  // Stripe Connect payouts (docs/transactions.md "Payouts (Stripe Connect)"); Stripe's onboarding comes back here.
  { pattern: c('payouts'), remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' },
];
