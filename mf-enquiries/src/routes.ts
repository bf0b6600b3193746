import { ENQUIRY_STATUSES, EVENT_TYPE_KEYS, underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const signedIn = (path: string) => ({ pattern: underCountry(path), guard: 'auth', layout: 'default' }) as const satisfies PageRoute;
const isStatus = { status: { oneOf: ENQUIRY_STATUSES } } as const;
const isType = { type: { oneOf: EVENT_TYPE_KEYS } } as const;

/**
 * mf-enquiries' pages (docs/spec.md §2 "Enquiries", "User-side enquiries"), all signed in. Declared
 * once here: AppRoutes renders them, the build writes them as routes.json. The merged table tries
 * fixed segments before parameters, so `enquiries/new` is never read as `enquiries/:enquiry`.
 */
export const ROUTES = {
  inbox: signedIn('enquiries'),
  // Open to visitors: an enquiry is written before signing up, kept on the device and sent once
  // signed in (docs/adr/0114-enquiring-before-signing-up.md). Not indexed; a folder's still asks to sign in.
  newEnquiry: { pattern: underCountry('enquiries/new'), layout: 'default', noindex: true },
  byStatus: { ...signedIn('enquiries/status/:status'), checks: isStatus },
  byType: { ...signedIn('enquiries/types/:type'), checks: isType },
  copyId: signedIn('enquiries/message/copy-id'),
  byReference: signedIn('enquiries/message/:id'),
  conversation: signedIn('enquiries/:enquiry'),
  // Offers and requests to book (docs/adr/0062-offer-pages.md).
  customOffer: signedIn('enquiries/:enquiry/custom-offer'),
  updateOffer: signedIn('enquiries/:enquiry/update-offer/:offer'),
  // The offer's page, where the customer accepts and pays: the card form needs the payment settings at once.
  viewOffer: { ...signedIn('enquiries/:enquiry/view-offer/:offer'), data: 'payment' },
  reviewBooking: signedIn('enquiries/:enquiry/review-booking/:offer'),
  requestToBook: signedIn('enquiries/:enquiry/request-to-book'),
  // Payments and bookings (docs/adr/0065-booking-pages.md; ENQUIRY_PAYMENT_PAGES in contracts).
  invoice: signedIn('enquiries/:enquiry/invoice'),
  receipt: signedIn('enquiries/:enquiry/receipt'),
  paymentSuccess: signedIn('enquiries/:enquiry/sucess-payment'),
  extraCharges: signedIn('enquiries/:enquiry/request-extra-charges_draft'),
  cancelBookingDraft: signedIn('enquiries/:enquiry/cancel-booking_draft'),
  cancelBookingDetails: signedIn('enquiries/:enquiry/cancel-booking-details'),
  reviewPayment: signedIn('enquiries/:enquiry/view-offer/:offer/review-payment'),
  cancellation: signedIn('enquiries/:enquiry/cancellation/:offer/booking/:booking'),
  cancellationDetails: signedIn('enquiries/:enquiry/cancellation/:offer/booking/:booking/details'),
  checkout: { ...signedIn('enquiries/:enquiry/checkout/:payment'), data: 'payment' },
  bookings: signedIn('bookings'),
  userBooking: signedIn('user-enquiries/:enquiry/booking'),
  userByType: { ...signedIn('user-enquiries/types/:type'), checks: isType },
  userConversation: signedIn('user-enquiries/:enquiry'),
  userListView: signedIn('user-enquiries/:enquiry/list-view'),
} as const satisfies Record<string, PageRoute>;

export type EnquiryRoute = keyof typeof ROUTES;

/** routes.json (the build writes it beside mf-manifest.json). */
export const routeManifest: RouteManifest = { remote: 'mf-enquiries', routes: Object.values(ROUTES) };
