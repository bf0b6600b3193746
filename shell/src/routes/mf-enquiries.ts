import { ENQUIRY_PAYMENT_PAGES, ENQUIRY_STATUSES, EVENT_TYPE_KEYS } from '@venues/contracts';
import { c, type RouteEntry } from './types';

const isStatus = (s: string | undefined) => (ENQUIRY_STATUSES as readonly string[]).includes(s ?? '');
const isType = (s: string | undefined) => (EVENT_TYPE_KEYS as readonly string[]).includes(s ?? '');

/**
 * mf-enquiries' pages (docs/spec.md §2 "Enquiries", "User-side enquiries"), all signed in. The
 * fixed paths come before `enquiries/:enquiry`, which would otherwise take them.
 */
export const enquiryRoutes: readonly RouteEntry[] = [
  { pattern: c('enquiries'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/new'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/status/:status'), remote: 'mf-enquiries', guard: 'auth', layout: 'default', valid: (p) => isStatus(p.status) },
  { pattern: c('enquiries/types/:type'), remote: 'mf-enquiries', guard: 'auth', layout: 'default', valid: (p) => isType(p.type) },
  { pattern: c('enquiries/message/copy-id'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/message/:id'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/:enquiry'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  // Offers and requests to book (docs/adr/0062-offer-pages.md).
  { pattern: c('enquiries/:enquiry/custom-offer'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/:enquiry/update-offer/:offer'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/:enquiry/view-offer/:offer'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/:enquiry/review-booking/:offer'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('enquiries/:enquiry/request-to-book'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  // Payments and bookings (docs/adr/0065-booking-pages.md).
  ...ENQUIRY_PAYMENT_PAGES.map((p): RouteEntry => ({ pattern: c(`enquiries/:enquiry/${p}`), remote: 'mf-enquiries', guard: 'auth', layout: 'default' })),
  { pattern: c('enquiries/:enquiry/checkout/:payment'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('bookings'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('user-enquiries/:enquiry/booking'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('user-enquiries/types/:type'), remote: 'mf-enquiries', guard: 'auth', layout: 'default', valid: (p) => isType(p.type) },
  { pattern: c('user-enquiries/:enquiry'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
  { pattern: c('user-enquiries/:enquiry/list-view'), remote: 'mf-enquiries', guard: 'auth', layout: 'default' },
];
