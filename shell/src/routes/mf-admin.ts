import { c, type RouteEntry } from './types';

/** mf-admin's pages. */
export const adminRoutes: readonly RouteEntry[] = [
  // mf-admin: announcements. SPEC marks add and detail admin-only; the list is too (docs/decisions.md).
  { pattern: c('announcements/list'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
  { pattern: c('announcements/add'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
  { pattern: c('announcements/announcement/:announcementId'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
  // Payments that need a person: refunds that failed (docs/decisions.md "Booking pages").
  { pattern: c('payments/refunds'), remote: 'mf-admin', guard: 'admin-only', layout: 'default' },
];
